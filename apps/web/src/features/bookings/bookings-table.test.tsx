import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { aBooking, heldState } from '../../test/fixtures.ts';
import { BookingsTable } from './bookings-table.tsx';
import { renderApp } from '../../test/render-app.tsx';

function renderTable(bookings = [aBooking()], onDelete = vi.fn()) {
  renderApp(
    <>
      <h1 id="heading">I have Booked {bookings.length} products</h1>
      <BookingsTable bookings={bookings} onDelete={onDelete} labelledBy="heading" />
    </>,
  );
  const table = screen.getByRole('table', { name: `I have Booked ${bookings.length} products` });
  const row = (productName: string) =>
    within(table).getByRole('row', { name: new RegExp(productName) });
  return { table, row, onDelete };
}

describe('BookingsTable', () => {
  test("has the spec's columns and numbers the rows", () => {
    const { table } = renderTable([aBooking(), aBooking()]);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'No',
      'Photo',
      'Product Name',
      'Payment',
      'Delete',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2']);
  });

  test('an unpaid booking with a price has a Pay link to its payment page and a Delete', () => {
    const booking = aBooking({ _id: 'b-42', productName: 'Pixel 7', price: 320 });
    const { row } = renderTable([booking]);
    const pay = within(row('Pixel 7')).getByRole('link', { name: /^Pay/ });
    expect(pay).toHaveAttribute('href', '/deshboard/payment/b-42');
    expect(pay).toHaveTextContent('Pay');
    expect(within(row('Pixel 7')).getByRole('img', { name: 'Pixel 7' })).toBeInTheDocument();
    expect(within(row('Pixel 7')).getByText('$320.00')).toBeInTheDocument();
    expect(within(row('Pixel 7')).getByRole('button', { name: /^Delete/ })).toBeEnabled();
  });

  test('a paid booking says Paid, has no Pay link and cannot be deleted', () => {
    const { row } = renderTable([aBooking({ productName: 'Mi 11', paid: true })]);
    expect(within(row('Mi 11')).getByText('Paid')).toBeInTheDocument();
    expect(within(row('Mi 11')).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(row('Mi 11')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  test('a booking whose phone was sold to someone else says so, with no Pay but a Delete', () => {
    const { row } = renderTable([
      aBooking({ productName: 'OnePlus 9', soldToOther: true, listingAvailability: 'sold' }),
    ]);
    expect(within(row('OnePlus 9')).getByText('Sold to another buyer')).toBeInTheDocument();
    expect(within(row('OnePlus 9')).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(row('OnePlus 9')).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
  });

  test('a booking whose phone another buyer paid for (held) says Reserved, not sold', () => {
    const { row } = renderTable([
      aBooking({ productName: 'Pixel 8', soldToOther: true, listingAvailability: 'reserved' }),
      aBooking({ productName: 'Mi 12', ...heldState, listingAvailability: 'reserved' }),
    ]);
    expect(within(row('Pixel 8')).getByText('Reserved by another buyer')).toBeInTheDocument();
    expect(row('Pixel 8')).not.toHaveTextContent(/sold/i);
    expect(within(row('Pixel 8')).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    // The buyer's own held booking still reads the spec's Paid.
    expect(within(row('Mi 12')).getByText('Paid')).toBeInTheDocument();
  });

  test('a booking without a price offers nothing to pay', () => {
    const { row } = renderTable([aBooking({ productName: 'Free phone', price: 0 })]);
    expect(within(row('Free phone')).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  test('Delete hands the booking to the page, named for screen readers', async () => {
    const booking = aBooking({ productName: 'Pixel 6a' });
    const { row, onDelete } = renderTable([aBooking(), booking]);
    await userEvent.click(within(row('Pixel 6a')).getByRole('button', { name: 'Delete Pixel 6a' }));
    expect(onDelete).toHaveBeenCalledWith(booking);
  });

  test('the table scrolls sideways in a region keyboards can reach', () => {
    renderTable();
    expect(screen.getByRole('region', { name: 'I have Booked 1 products' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
