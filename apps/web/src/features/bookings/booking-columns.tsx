import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, FileText, History, Trash2 } from 'lucide-react';
import type { BookingState } from '@resale-zone/contract/handover';
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

export function PaidBadge() {
  return (
    <span className="badge badge-success badge-soft gap-1 font-semibold">
      <CheckCircle2 aria-hidden className="size-4" />
      Paid
    </span>
  );
}

/** The states whose sale happened: both sides have a bill of sale. */
export const hasReceipt = (state: BookingState) =>
  state === 'completed' || state === 'disputed' || state === 'refunded';

/** The bill of sale of a booking, for its buyer and its seller. */
export function ReceiptLink({ id, productName }: { id: string; productName: string }) {
  return (
    <Link
      to={`/deshboard/receipt/${id}`}
      className="btn btn-outline btn-sm"
      aria-label={`Receipt for ${productName}`}
    >
      <FileText aria-hidden className="size-4" />
      Receipt
    </Link>
  );
}

/** A payment cell's parts one under the other: the badge, the state in words, the actions. */
export function PaymentStack({ children }: { children: ReactNode }) {
  return <div className="flex min-w-44 flex-col items-start gap-2">{children}</div>;
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
