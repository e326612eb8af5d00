import { CheckCircle2, Trash2 } from 'lucide-react';
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

/** The spec's No, Photo and Product Name (with the price under the name). */
export function leadingColumns<Row extends BookingRow>(): Column<Row>[] {
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
        </>
      ),
    },
  ];
}

export function PaidBadge() {
  return (
    <span className="badge badge-success badge-soft gap-1 font-semibold">
      <CheckCircle2 aria-hidden className="size-4" />
      Paid
    </span>
  );
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
