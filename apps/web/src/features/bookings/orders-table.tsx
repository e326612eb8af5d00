import { CheckCircle2, Mail, Phone, Trash2 } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';
import { formatDollars } from '@resale-zone/contract/money';
import { BookingPhoto } from './booking-photo.tsx';
import { TableScroll } from './table-scroll.tsx';

export interface OrdersTableProps {
  orders: Order[];
  /** Asks to decline one order (the page confirms first). */
  onDelete: (order: Order) => void;
  deletingId?: string | null;
  labelledBy: string;
}

/**
 * The seller's orders: the spec's No, Photo, Product Name, Delete, plus what a seller needs to
 * meet the buyer (who booked and how to reach them, where) and the price and payment state.
 */
export function OrdersTable({ orders, onDelete, deletingId, labelledBy }: OrdersTableProps) {
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="table max-sm:table-sm" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">No</th>
            <th scope="col">Photo</th>
            <th scope="col">Product Name</th>
            <th scope="col">Booked by</th>
            <th scope="col">Meeting place</th>
            <th scope="col">Payment</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => (
            <tr key={order._id}>
              <td>{index + 1}</td>
              <td>
                <BookingPhoto url={order.photo} name={order.productName} />
              </td>
              <th scope="row" className="min-w-32 font-normal">
                <span className="block font-semibold">{order.productName}</span>
                <span className="text-sm text-ink-muted">{formatDollars(order.price)}</span>
              </th>
              <td className="min-w-44">
                <span className="block font-medium">{order.name}</span>
                <a
                  href={`mailto:${order.email}`}
                  className="link link-hover flex items-center gap-1 text-sm break-words"
                >
                  <Mail aria-hidden className="size-3.5 shrink-0 text-ink-muted" />
                  <EmailText email={order.email} />
                </a>
                <a
                  href={`tel:${order.number.replace(/[^+\d]/g, '')}`}
                  className="link link-hover flex items-center gap-1 text-sm whitespace-nowrap"
                >
                  <Phone aria-hidden className="size-3.5 shrink-0 text-ink-muted" />
                  {order.number}
                </a>
              </td>
              <td className="min-w-36">{order.place}</td>
              <td>
                {order.paid ? (
                  <span className="badge badge-success badge-soft gap-1 font-semibold">
                    <CheckCircle2 aria-hidden className="size-4" />
                    Paid
                  </span>
                ) : (
                  <span className="whitespace-nowrap text-sm text-ink-muted">Not paid yet</span>
                )}
              </td>
              <td>
                {order.paid ? (
                  // A paid order is the record of a sale: the server keeps it.
                  <span className="text-sm text-ink-muted">Kept</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => onDelete(order)}
                    disabled={deletingId === order._id}
                    // The visible 'Delete' is one of many; the name says which phone.
                    aria-label={`Delete ${order.productName}`}
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
