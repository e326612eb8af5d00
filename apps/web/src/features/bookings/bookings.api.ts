import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingList, OrderList, type CreateBookingBody } from '@resale-zone/contract/bookings';
import { DeletedAnswer, InsertedAnswer } from '@resale-zone/contract/common';
import { apiRequest } from '../../lib/api-client.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (email: string) => [...bookingKeys.all, 'mine', email] as const,
  orders: (email: string) => [...bookingKeys.all, 'orders', email] as const,
};

const byEmail = (email: string) => new URLSearchParams({ email }).toString();

/** The signed-in buyer's bookings (spec: `GET /bookings?email=`). */
export const myBookingsQuery = (email: string) =>
  queryOptions({
    queryKey: bookingKeys.mine(email),
    queryFn: ({ signal }) => apiRequest(`/bookings?${byEmail(email)}`, BookingList, { signal }),
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
