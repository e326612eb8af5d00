import { Link } from '../../components/ui/link.tsx';
import { CheckCircle2, Trash2 } from 'lucide-react';
import type { Booking } from '@resale-zone/contract/bookings';
import { formatDollars } from '@resale-zone/contract/money';
import { BookingPhoto } from './booking-photo.tsx';
import { TableScroll } from './table-scroll.tsx';

export interface BookingsTableProps {
  bookings: Booking[];
  /** Asks to delete one booking (the page confirms first). */
  onDelete: (booking: Booking) => void;
  /** The booking being deleted right now, if any: its button shows progress. */
  deletingId?: string | null;
  /** Names the table for assistive technology (the id of the page's heading). */
  labelledBy: string;
}

/** The buyer's bookings: the spec's columns No, Photo, Product Name, Payment, Delete. */
export function BookingsTable({ bookings, onDelete, deletingId, labelledBy }: BookingsTableProps) {
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="table max-sm:table-sm" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">No</th>
            <th scope="col">Photo</th>
            <th scope="col">Product Name</th>
            <th scope="col">Payment</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking, index) => (
            <tr key={booking._id}>
              <td>{index + 1}</td>
              <td>
                <BookingPhoto url={booking.photo} name={booking.productName} />
              </td>
              <th scope="row" className="min-w-32 font-normal">
                <span className="block font-semibold">{booking.productName}</span>
                <span className="text-sm text-ink-muted">{formatDollars(booking.price)}</span>
              </th>
              <td>
                <PaymentCell booking={booking} />
              </td>
              <td>
                {booking.paid ? (
                  // Paid bookings are the record of a sale: the server keeps them.
                  <span className="text-sm text-ink-muted">Kept</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => onDelete(booking)}
                    // The visible 'Delete' is one of many; the name says which phone.
                    aria-label={`Delete ${booking.productName}`}
                    disabled={deletingId === booking._id}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Paid; sold to someone else; Pay when there is a price to pay; otherwise nothing to do. */
function PaymentCell({ booking }: { booking: Booking }) {
  if (booking.paid) {
    return (
      <span className="badge badge-success badge-soft gap-1 font-semibold">
        <CheckCircle2 aria-hidden className="size-4" />
        Paid
      </span>
    );
  }
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
