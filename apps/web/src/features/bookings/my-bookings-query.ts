import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// Loaded with the first request (the public pages' first JavaScript stays without zod).
const contract = lazyContract(() => import('@resale-zone/contract/bookings'));

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (email: string) => [...bookingKeys.all, 'mine', email] as const,
  orders: (email: string) => [...bookingKeys.all, 'orders', email] as const,
  one: (id: string) => [...bookingKeys.all, 'one', id] as const,
  timeline: (id: string) => [...bookingKeys.all, 'timeline', id] as const,
};

/** The signed-in buyer's bookings (spec: `GET /bookings?email=`). */
export const myBookingsQuery = (email: string) =>
  queryOptions({
    queryKey: bookingKeys.mine(email),
    queryFn: ({ signal }) =>
      apiRequest(
        `/bookings?${new URLSearchParams({ email }).toString()}`,
        contract('BookingList'),
        { signal },
      ),
  });
