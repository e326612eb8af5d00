import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { anOrder } from '../../test/fixtures.ts';
import { OrdersTable } from './orders-table.tsx';
import { renderApp } from '../../test/render-app.tsx';

function renderTable(orders = [anOrder()], onDelete = vi.fn()) {
  renderApp(
    <>
      <h1 id="heading">I have {orders.length} orders</h1>
      <OrdersTable orders={orders} onDelete={onDelete} labelledBy="heading" />
    </>,
  );
  const table = screen.getByRole('table', { name: `I have ${orders.length} orders` });
  const row = (productName: string) =>
    within(table).getByRole('row', { name: new RegExp(productName) });
  return { table, row, onDelete };
}

describe('OrdersTable', () => {
  test("has the spec's columns and what a seller needs to meet the buyer", () => {
    const { table } = renderTable();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'No',
      'Photo',
      'Product Name',
      'Booked by',
      'Meeting place',
      'Payment',
      'Delete',
    ]);
  });

  test('shows who booked, how to reach them, where to meet, the price and that it is unpaid', () => {
    const order = anOrder({
      productName: 'Galaxy S21',
      name: 'Omar Buyer',
      email: 'omar.buyer@resale.zone',
      number: '+880 1812-000111',
      place: 'Gulshan 2 circle',
      price: 410,
    });
    const { row } = renderTable([order]);
    const cells = within(row('Galaxy S21'));
    expect(cells.getByText('Omar Buyer')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: 'omar.buyer@resale.zone' })).toHaveAttribute(
      'href',
      'mailto:omar.buyer@resale.zone',
    );
    expect(cells.getByRole('link', { name: '+880 1812-000111' })).toHaveAttribute(
      'href',
      'tel:+8801812000111',
    );
    expect(cells.getByText('Gulshan 2 circle')).toBeInTheDocument();
    expect(cells.getByText('$410.00')).toBeInTheDocument();
    expect(cells.getByText('Not paid yet')).toBeInTheDocument();
  });

  test('an unpaid order can be declined; a paid one says Paid and has no Delete', async () => {
    const unpaid = anOrder({ productName: 'Redmi Note 12' });
    const { row, onDelete } = renderTable([
      unpaid,
      anOrder({ productName: 'iPhone 12', paid: true }),
    ]);
    expect(within(row('iPhone 12')).getByText('Paid')).toBeInTheDocument();
    expect(within(row('iPhone 12')).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(within(row('Redmi Note 12')).getByRole('button', { name: /^Delete/ }));
    expect(onDelete).toHaveBeenCalledWith(unpaid);
  });

  test('a row shows the meeting time and whether both confirmed it, leading to its page', () => {
    const agreed = anOrder({
      productName: 'Pixel 8',
      meeting: { at: '2026-03-08T15:30:00.000Z', confirmed: true },
    });
    const none = anOrder({ productName: 'Nokia G42' });
    const { row } = renderTable([agreed, none]);
    expect(row('Pixel 8')).toHaveTextContent('(confirmed)');
    expect(
      within(row('Pixel 8')).getByRole('link', { name: 'Meeting time for Pixel 8' }),
    ).toHaveAttribute('href', `/deshboard/meeting/${agreed._id}`);
    expect(
      within(row('Nokia G42')).getByRole('link', { name: 'Meeting time for Nokia G42' }),
    ).toHaveTextContent('Agree a meeting time');
  });
});
