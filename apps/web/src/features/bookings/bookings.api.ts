import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Booking,
  BookingList,
  Order,
  OrderList,
  type CreateBookingBody,
} from '@resale-zone/contract/bookings';
import { DeletedAnswer, InsertedAnswer, ModifiedAnswer } from '@resale-zone/contract/common';
import type { HandoverBody, ReleaseBody } from '@resale-zone/contract/handover';
import { apiRequest } from '../../lib/api-client.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (email: string) => [...bookingKeys.all, 'mine', email] as const,
  orders: (email: string) => [...bookingKeys.all, 'orders', email] as const,
  one: (id: string) => [...bookingKeys.all, 'one', id] as const,
};

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

const byEmail = (email: string) => new URLSearchParams({ email }).toString();

/** The signed-in buyer's bookings (spec: `GET /bookings?email=`). */
export const myBookingsQuery = (email: string) =>
  queryOptions({
    queryKey: bookingKeys.mine(email),
    queryFn: ({ signal }) => apiRequest(`/bookings?${byEmail(email)}`, BookingList, { signal }),
  });

/** One of the buyer's bookings (spec: `GET /bookings/{id}`): its state, price and place. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.one(id),
    queryFn: ({ signal }) => apiRequest(bookingPath(id), Booking, { signal }),
  });

/** The bookings buyers made on the signed-in seller's phones (spec: `GET /order?email=`). */
export const myOrdersQuery = (email: string) =>
  queryOptions({
    queryKey: bookingKeys.orders(email),
    queryFn: ({ signal }) => apiRequest(`/order?${byEmail(email)}`, OrderList, { signal }),
  });

/**
 * Books a phone. Only the listing id, phone number and meeting place are sent: the server takes
 * the buyer, price, product name and photo from its own records.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) =>
      apiRequest('/booking', InsertedAnswer, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** Cancels a booking (buyer) or declines an order (seller); the server keeps paid ones. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/booking/${encodeURIComponent(id)}`, DeletedAnswer, { method: 'DELETE' }),
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
        ? apiRequest(`${bookingPath(id)}/cancel`, Booking, { method: 'POST', body: { reason } })
        : apiRequest(`${orderPath(id)}/decline`, Order, { method: 'POST', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The seller enters the buyer's handover code (`POST /orders/{id}/handover`): the sale completes. */
export function useEnterHandoverCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: string } & HandoverBody) =>
      apiRequest(`${orderPath(id)}/handover`, ModifiedAnswer, { method: 'POST', body: { code } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
