import { Link } from 'react-router';
import type { Booking } from '@resale-zone/contract/bookings';
import { DataTable } from '../../components/ui/data-table.tsx';
import { deleteColumn, leadingColumns, PaidBadge, type RowDeletion } from './booking-columns.tsx';

export interface BookingsTableProps extends RowDeletion<Booking> {
  bookings: Booking[];
  /** Names the table for assistive technology (the id of the page's heading). */
  labelledBy: string;
}

/** The buyer's bookings: the spec's columns No, Photo, Product Name, Payment, Delete. */
export function BookingsTable({ bookings, labelledBy, ...deletion }: BookingsTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={bookings}
      rowKey={(booking) => booking._id}
      columns={[
        ...leadingColumns<Booking>(),
        { header: 'Payment', cell: (booking) => <PaymentCell booking={booking} /> },
        deleteColumn(deletion),
      ]}
    />
  );
}

/** Paid; sold to someone else; Pay when there is a price to pay; otherwise nothing to do. */
function PaymentCell({ booking }: { booking: Booking }) {
  if (booking.paid) return <PaidBadge />;
  if (booking.soldToOther) {
    return <span className="text-sm font-medium text-warning">Sold to another buyer</span>;
  }
  if (booking.price > 0) {
    return (
      <Link
        to={`/deshboard/payment/${booking._id}`}
        className="btn btn-primary btn-sm"
        aria-label={`Pay for ${booking.productName}`}
      >
        Pay
      </Link>
    );
  }
  return <span className="text-sm text-ink-muted">No price yet</span>;
}
