import { Link } from 'react-router';
import { KeyRound, Mail, Phone } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';
import { DataTable } from '../../components/ui/data-table.tsx';
import {
  deleteColumn,
  hasReceipt,
  leadingColumns,
  PaidBadge,
  PaymentStack,
  ReceiptLink,
  type RowDeletion,
  type RowTimeline,
} from './booking-columns.tsx';
import { MeetingWhen } from './meeting-when.tsx';
import { StateWords } from './state-words.tsx';

/** What the seller can do with a held order: take the buyer's code, or decline. */
export interface OrderHandover {
  onEnterCode?: (order: Order) => void;
  onDecline?: (order: Order) => void;
}

export interface OrdersTableProps extends RowDeletion<Order>, RowTimeline<Order>, OrderHandover {
  orders: Order[];
  labelledBy: string;
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
  onTimeline,
  ...deletion
}: OrdersTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        ...leadingColumns<Order>({ onTimeline }),
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
        {
          header: 'Payment',
          cell: (order) => (
            <PaymentCell order={order} onEnterCode={onEnterCode} onDecline={onDecline} />
          ),
        },
        deleteColumn(deletion),
      ]}
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

/** The buyer's name, email and phone; each link at least 24 px tall (tap targets, WCAG 2.5.8). */
function BuyerCell({ order }: { order: Order }) {
  return (
    <>
      <span className="block font-medium">{order.name}</span>
      <a
        href={`mailto:${order.email}`}
        className="link link-hover flex min-h-6 items-center gap-1 text-sm"
      >
        <Mail aria-hidden className="size-3.5 shrink-0 text-ink-muted" />
        <EmailText email={order.email} />
      </a>
      <a
        href={`tel:${order.number.replace(/[^+\d]/g, '')}`}
        className="link link-hover flex min-h-6 items-center gap-1 text-sm whitespace-nowrap"
      >
        <Phone aria-hidden className="size-3.5 shrink-0 text-ink-muted" />
        {order.number}
      </a>
    </>
  );
}

/** An email that wraps after the @ when the column is narrow, not in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="min-w-0">{email}</span>;
  return (
    <span className="min-w-0">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
