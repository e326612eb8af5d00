import type { ReactNode } from 'react';
import { History, Trash2 } from 'lucide-react';
import type { Column } from '../../components/ui/data-table.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatDollars } from '../../lib/format.ts';

/** What bookings and orders share: a row of the `bookings` collection seen by one side. */
export interface BookingRow {
  _id: string;
  productName: string;
  photo: string;
  price: number;
  paid?: boolean;
}

export interface RowDeletion<Row> {
  /** Asks to delete one row (the page confirms first). */
  onDelete: (row: Row) => void;
  /** The row being deleted right now, if any: its button shows progress. */
  deletingId?: string | null;
}

export interface RowTimeline<Row> {
  /** Opens a row's timeline (its states with their times, the next step). */
  onTimeline?: (row: Row) => void;
}

/** The spec's No, Photo and Product Name (with the price and the row's Timeline under the name). */
export function leadingColumns<Row extends BookingRow>({
  onTimeline,
}: RowTimeline<Row> = {}): Column<Row>[] {
  return [
    { header: 'No', cell: (_, index) => index + 1 },
    { header: 'Photo', cell: (row) => <Thumbnail url={row.photo} alt={row.productName} /> },
    {
      header: 'Product Name',
      rowHeader: true,
      className: 'min-w-32',
      cell: (row) => (
        <>
          <span className="block font-semibold">{row.productName}</span>
          <span className="text-sm text-ink-muted">{formatDollars(row.price)}</span>
          {onTimeline ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm mt-1 -ms-3 flex"
              onClick={() => onTimeline(row)}
              aria-label={`Timeline of ${row.productName}`}
            >
              <History aria-hidden className="size-4" />
              Timeline
            </button>
          ) : null}
        </>
      ),
    },
  ];
}

/** Delete, except for a paid row: that is the record of a sale, and the server keeps it. */
export function deleteColumn<Row extends BookingRow>({
  onDelete,
  deletingId,
}: RowDeletion<Row>): Column<Row> {
  return {
    header: 'Delete',
    cell: (row) =>
      row.paid ? (
        <span className="text-sm text-ink-muted">Kept</span>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          onClick={() => onDelete(row)}
          // The visible 'Delete' is one of many; the name says which phone.
          aria-label={`Delete ${row.productName}`}
          disabled={deletingId === row._id}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </button>
      ),
  };
}

/** The props of a table of bookings or orders: its rows' deletion and timeline, and its name. */
export interface BookingTableProps<Row> extends RowDeletion<Row>, RowTimeline<Row> {
  /** Names the table for assistive technology (the id of the page's heading). */
  labelledBy: string;
}

/** No, Photo and Product Name, then the table's own columns, Payment and Delete. */
export function bookingColumns<Row extends BookingRow>(
  { onTimeline, ...deletion }: RowDeletion<Row> & RowTimeline<Row>,
  own: Column<Row>[],
  payment: (row: Row) => ReactNode,
): Column<Row>[] {
  return [
    ...leadingColumns<Row>({ onTimeline }),
    ...own,
    { header: 'Payment', cell: payment },
    deleteColumn(deletion),
  ];
}
