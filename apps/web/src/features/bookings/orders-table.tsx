import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';
import { DataTable } from '../../components/ui/data-table.tsx';
import { bookingColumns, type BookingTableProps } from './booking-columns.tsx';
import { BuyerCell } from './buyer-cell.tsx';
import { MeetingWhen } from './meeting-when.tsx';
import { hasReceipt, PaidBadge, PaymentStack, ReceiptLink } from './payment-parts.tsx';
import { StateWords } from './state-words.tsx';

/** What the seller can do with a held order: take the buyer's code, or decline. */
export interface OrderHandover {
  onEnterCode?: (order: Order) => void;
  onDecline?: (order: Order) => void;
}

export interface OrdersTableProps extends BookingTableProps<Order>, OrderHandover {
  orders: Order[];
}

/**
 * The seller's orders: the spec's No, Photo, Product Name, Delete, plus what a seller needs to
 * meet the buyer (who booked and how to reach them, where) and the price and payment state.
 */
export function OrdersTable({
  orders,
  labelledBy,
  onEnterCode,
  onDecline,
  ...rows
}: OrdersTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={orders}
      rowKey={(order) => order._id}
      columns={bookingColumns(
        rows,
        [
          {
            header: 'Booked by',
            className: 'min-w-44',
            cell: (order) => <BuyerCell order={order} />,
          },
          {
            header: 'Meeting place',
            className: 'min-w-36',
            cell: (order) => (
              <>
                <span className="block">{order.place}</span>
                {order.state === 'open' || order.state === 'held' || order.meeting ? (
                  <MeetingWhen
                    meeting={order.meeting}
                    to={`/deshboard/meeting/${order._id}`}
                    productName={order.productName}
                  />
                ) : null}
              </>
            ),
          },
        ],
        (order) => (
          <PaymentCell order={order} onEnterCode={onEnterCode} onDecline={onDecline} />
        ),
      )}
    />
  );
}

/** Paid with where the money is and what the seller does next; released with why; unpaid. */
function PaymentCell({ order, onEnterCode, onDecline }: { order: Order } & OrderHandover) {
  if (!order.paid && order.state !== 'released') {
    return <span className="whitespace-nowrap text-sm text-ink-muted">Not paid yet</span>;
  }
  return (
    <PaymentStack>
      {order.paid ? <PaidBadge /> : null}
      <StateWords booking={order} />
      {order.state === 'held' && onEnterCode ? (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => onEnterCode(order)}
          aria-label={`Enter handover code for ${order.productName}`}
        >
          <KeyRound aria-hidden className="size-4" />
          Enter handover code
        </button>
      ) : null}
      {order.state === 'held' && onDecline ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          onClick={() => onDecline(order)}
          aria-label={`Decline ${order.productName}`}
        >
          Decline
        </button>
      ) : null}
      {hasReceipt(order.state) ? (
        <ReceiptLink id={order._id} productName={order.productName} />
      ) : null}
      {order.state === 'disputed' ? (
        // The buyer's report and the seller's answer are under the receipt.
        <Link
          className="link link-primary text-sm"
          to={`/deshboard/receipt/${order._id}`}
          aria-label={`Problem reported: read and answer (${order.productName})`}
        >
          Problem reported: read and answer
        </Link>
      ) : null}
    </PaymentStack>
  );
}
