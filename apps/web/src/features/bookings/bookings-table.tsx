import { Link } from 'react-router';
import { Handshake } from 'lucide-react';
import type { Booking } from '@resale-zone/contract/bookings';
import { DataTable } from '../../components/ui/data-table.tsx';
import { bookingColumns, type BookingTableProps } from './booking-columns.tsx';
import { MeetingWhen } from './meeting-when.tsx';
import { hasReceipt, PaidBadge, PaymentStack, ReceiptLink } from './payment-parts.tsx';
import { StateWords } from './state-words.tsx';

export interface BookingsTableProps extends BookingTableProps<Booking> {
  bookings: Booking[];
}

/** The buyer's bookings: the spec's columns No, Photo, Product Name, Payment, Delete. */
export function BookingsTable({ bookings, labelledBy, ...rows }: BookingsTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={bookings}
      rowKey={(booking) => booking._id}
      columns={bookingColumns(rows, [], (booking) => (
        <PaymentCell booking={booking} />
      ))}
    />
  );
}

/**
 * Paid with where the money is (held: meet the seller; sold: the receipt); released, with why;
 * reserved by or sold to someone else; Pay when there is a price to pay; otherwise nothing to do.
 */
function PaymentCell({ booking }: { booking: Booking }) {
  if (booking.paid) {
    return (
      <PaymentStack>
        <PaidBadge />
        <StateWords booking={booking} />
        {booking.state === 'held' || booking.meeting ? (
          <MeetingWhen
            meeting={booking.meeting}
            to={`/deshboard/booking/${booking._id}`}
            productName={booking.productName}
          />
        ) : null}
        {booking.state === 'held' ? (
          <Link
            to={`/deshboard/booking/${booking._id}`}
            className="btn btn-primary btn-sm"
            aria-label={`Meet the seller of ${booking.productName}`}
          >
            <Handshake aria-hidden className="size-4" />
            Meet the seller
          </Link>
        ) : null}
        {hasReceipt(booking.state) ? (
          <>
            <ReceiptLink id={booking._id} productName={booking.productName} />
            <Link
              to={`/deshboard/booking/${booking._id}`}
              className="link link-primary text-sm"
              aria-label={`${afterSaleLink(booking)}: ${booking.productName}`}
            >
              {afterSaleLink(booking)}
            </Link>
          </>
        ) : null}
      </PaymentStack>
    );
  }
  if (booking.state === 'released') {
    return (
      <PaymentStack>
        <StateWords booking={booking} />
      </PaymentStack>
    );
  }
  if (booking.soldToOther) {
    // Held for another buyer, it may come back on sale; only a handed-over phone is sold.
    return (
      <span className="text-sm font-medium text-warning">
        {booking.listingAvailability === 'reserved'
          ? 'Reserved by another buyer'
          : 'Sold to another buyer'}
      </span>
    );
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

/** After the sale the booking's page is where a problem is reported, then followed. */
function afterSaleLink(booking: Booking) {
  if (booking.state !== 'completed') return 'See the problem report';
  const open = booking.disputeUntil !== null && Date.parse(booking.disputeUntil) > Date.now();
  return open ? 'Report a problem' : 'Booking details';
}
