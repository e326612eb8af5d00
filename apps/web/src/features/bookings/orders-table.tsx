import { CheckCircle2, Trash2 } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';
import { formatDollars } from '@resale-zone/contract/money';
import { BookingPhoto } from './booking-photo.tsx';

export interface OrdersTableProps {
  orders: Order[];
  /** Asks to decline one order (the page confirms first). */
  onDelete: (order: Order) => void;
  deletingId?: string | null;
  labelledBy: string;
}

/**
 * The seller's orders: the spec's No, Photo, Product Name, Delete, plus what a seller needs to
 * meet the buyer (who, their phone number, where) and the price and payment state.
 */
export function OrdersTable({ orders, onDelete, deletingId, labelledBy }: OrdersTableProps) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      <table className="table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">No</th>
            <th scope="col">Photo</th>
            <th scope="col">Product Name</th>
            <th scope="col">Booked by</th>
            <th scope="col">Phone number</th>
            <th scope="col">Meeting place</th>
            <th scope="col">Price</th>
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
              <th scope="row" className="min-w-32 font-semibold">
                {order.productName}
              </th>
              <td className="min-w-40">
                <span className="block font-medium">{order.name}</span>
                <a href={`mailto:${order.email}`} className="link link-hover text-sm break-all">
                  {order.email}
                </a>
              </td>
              <td className="whitespace-nowrap">
                <a href={`tel:${order.number.replace(/[^+\d]/g, '')}`} className="link link-hover">
                  {order.number}
                </a>
              </td>
              <td className="min-w-36">{order.place}</td>
              <td className="whitespace-nowrap">{formatDollars(order.price)}</td>
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
                    // The visible 'Delete' is one of many; the name says which phone.
                    aria-label={`Delete ${order.productName}`}
                    disabled={deletingId === order._id}
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
    </div>
  );
}
