import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingBody } from '@resale-zone/contract/bookings';
import type { HandoverBody, ReleaseBody } from '@resale-zone/contract/handover';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';
import { bookingKeys } from './my-bookings-query.ts';

// The buyer's own list is in its own module: Check out on the public pages asks it too.
export { bookingKeys, myBookingsQuery } from './my-bookings-query.ts';

// Answer schemas load with the first request that needs them: Check out and its Booked state are
// on the public pages, whose first JavaScript stays without zod (docs/performance.md).
const contract = lazyContract(() => import('@resale-zone/contract/bookings'));
const common = lazyContract(() => import('@resale-zone/contract/common'));
const timeline = lazyContract(() => import('@resale-zone/contract/booking-timeline'));

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

const byEmail = (email: string) => new URLSearchParams({ email }).toString();

/** One of the buyer's bookings (spec: `GET /bookings/{id}`): its state, price and place. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.one(id),
    queryFn: ({ signal }) => apiRequest(bookingPath(id), contract('Booking'), { signal }),
  });

/** A booking's states with their times, the next step, the place and the other person's contact. */
export const timelineQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.timeline(id),
    queryFn: ({ signal }) =>
      apiRequest(`${bookingPath(id)}/timeline`, timeline('BookingTimeline'), { signal }),
  });

/** The bookings buyers made on the signed-in seller's phones (spec: `GET /order?email=`). */
export const myOrdersQuery = (email: string) =>
  queryOptions({
    queryKey: bookingKeys.orders(email),
    queryFn: ({ signal }) =>
      apiRequest(`/order?${byEmail(email)}`, contract('OrderList'), { signal }),
  });

/**
 * Books a phone. Only the listing id, phone number and meeting place are sent: the server takes
 * the buyer, price, product name and photo from its own records.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) =>
      apiRequest('/booking', common('InsertedAnswer'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** Cancels a booking (buyer) or declines an order (seller); the server keeps paid ones. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/booking/${encodeURIComponent(id)}`, common('DeletedAnswer'), {
        method: 'DELETE',
      }),
    // Both lists may show the booking (a buyer's and the phone seller's); refresh either way,
    // also after a 409, which means the booking changed under us (paid in the meantime).
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/**
 * Ends a held booking before the handover and releases the payment at once: the buyer cancels
 * (`POST /bookings/{id}/cancel`), the seller declines (`POST /orders/{id}/decline`). The reason
 * is shown to the other side.
 */
export function useReleaseBooking(side: 'buyer' | 'seller') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string } & ReleaseBody) =>
      side === 'buyer'
        ? apiRequest(`${bookingPath(id)}/cancel`, contract('Booking'), {
            method: 'POST',
            body: { reason },
          })
        : apiRequest(`${orderPath(id)}/decline`, contract('Order'), {
            method: 'POST',
            body: { reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The seller enters the buyer's handover code (`POST /orders/{id}/handover`): the sale completes. */
export function useEnterHandoverCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: string } & HandoverBody) =>
      apiRequest(`${orderPath(id)}/handover`, common('ModifiedAnswer'), {
        method: 'POST',
        body: { code },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
