import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DataTable, type Column } from './data-table.tsx';

interface Phone {
  id: string;
  name: string;
  price: string;
}

const phones: Phone[] = [
  { id: 'a', name: 'Pixel 7', price: '$310.00' },
  { id: 'b', name: 'Galaxy S21', price: '$280.00' },
];

const columns = (withDelete = true): (Column<Phone> | false)[] => [
  { header: 'No', cell: (_, index) => index + 1 },
  { header: 'Product Name', rowHeader: true, cell: (phone) => phone.name },
  {
    header: 'Price',
    cell: (phone) => (
      <>
        <span>{phone.price}</span> <span>cash</span>
      </>
    ),
  },
  withDelete && {
    header: 'Delete',
    cell: (phone) => <button type="button">Delete {phone.name}</button>,
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Phone>>[0]> = {}) {
  return render(
    <>
      <h1 id="phones">Phones</h1>
      <DataTable
        labelledBy="phones"
        columns={columns()}
        rows={phones}
        rowKey={(p) => p.id}
        {...props}
      />
    </>,
  );
}

describe('DataTable', () => {
  test('a table named by its heading, with column headers and a row header per row', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Phones' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Product Name', 'Price', 'Delete']);
    const pixel = within(table).getByRole('row', { name: /Pixel 7/ });
    expect(within(pixel).getByRole('rowheader')).toHaveTextContent('Pixel 7');
    expect(within(pixel).getByRole('button', { name: 'Delete Pixel 7' })).toBeInTheDocument();
    // The frame is a focusable region with the same name, so keys scroll a wide table.
    expect(screen.getByRole('region', { name: 'Phones' })).toHaveAttribute('tabindex', '0');
  });

  test("each cell carries its column's title for the card layout of narrow screens", () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Phones' });
    // The card layout of index.css: the table's class, a label per cell, one box beside it.
    expect(table).toHaveClass('card-table');
    const galaxy = within(table).getByRole('row', { name: /Galaxy S21/ });
    const cells = within(galaxy).getAllByRole('cell');
    expect(cells.map((c) => c.dataset.label)).toEqual(['No', 'Price', 'Delete']);
    expect(cells.map((c) => c.children.length)).toEqual([1, 1, 1]);
    expect(cells[1]).toHaveTextContent('$280.00 cash');
    // The row's name is the card's title: no label of its own.
    expect(within(galaxy).getByRole('rowheader')).not.toHaveAttribute('data-label');
    // The labels are drawn by CSS, so they are not in the text people or screen readers get.
    expect(cells[0]).toHaveTextContent(/^2$/);
  });

  test('a column left out is neither a header nor a cell', () => {
    renderTable({ columns: columns(false) });
    const table = screen.getByRole('table', { name: 'Phones' });
    expect(within(table).queryByRole('columnheader', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(table.querySelector('[data-label="Delete"]')).toBeNull();
  });

  test('a row can be styled on its own (e.g. dimmed once done)', () => {
    renderTable({ rowClassName: (p) => (p.id === 'b' ? 'opacity-50' : undefined) });
    expect(screen.getByRole('row', { name: /Galaxy S21/ })).toHaveClass('opacity-50');
    expect(screen.getByRole('row', { name: /Pixel 7/ })).not.toHaveClass('opacity-50');
  });

  test('placeholder rows while loading, the empty state when there are no rows', () => {
    const { unmount } = renderTable({ rows: undefined, loadingLabel: 'Loading phones' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading phones');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderTable({ rows: [], empty: <p>No phones yet</p> });
    expect(screen.getByText('No phones yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
