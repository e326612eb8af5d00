import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@resale-zone/contract/bookings';
import { InsertedAnswer, ModifiedAnswer } from '@resale-zone/contract/common';
import {
  ConfirmAnswer,
  PaymentIntentAnswer,
  type TestConfirmBody,
} from '@resale-zone/contract/payments';
import { apiRequest } from '../../lib/api-client.ts';
import { paymentConfigKey } from './payment-config.ts';
import { bookingKeys, bookingQuery } from '../bookings/index.ts';
import { listingKeys } from '../listings/index.ts';

export { paymentConfigQuery } from './payment-config.ts';

export const paymentKeys = {
  config: paymentConfigKey,
  intent: (bookingId: string) => ['payments', 'intent', bookingId] as const,
  /** Under the bookings key, so that every change to bookings refreshes it too. */
  booking: bookingKeys.one,
};

/** The booking being paid (spec: `GET /bookings/{id}`, loaded on entering the page). */
export const bookingToPayQuery = bookingQuery;

/**
 * The client secret of the booking's payment intent (spec: `POST /create-payment-intent`). The
 * server computes the amount and reuses the booking's open intent, so asking again is harmless;
 * the price is sent as the spec's client does, and only compared by the server.
 */
export const paymentIntentQuery = (booking: Pick<Booking, '_id' | 'price'>) =>
  queryOptions({
    queryKey: paymentKeys.intent(booking._id),
    queryFn: ({ signal }) =>
      apiRequest('/create-payment-intent', PaymentIntentAnswer, {
        method: 'POST',
        body: { bookingId: booking._id, price: booking.price },
        signal,
      }),
    // One intent per visit: never refetched behind the buyer's back, dropped on leaving.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Test mode only: confirms the intent with the card typed into our own form. */
export const confirmTestCard = (body: TestConfirmBody) =>
  apiRequest('/test-payments/confirm', ConfirmAnswer, { method: 'POST', body });

export interface PaymentRecord {
  bookingId: string;
  transactionId: string;
  price: number;
  email: string;
}

/**
 * Records a confirmed payment (spec: `POST /payments`). The server checks the intent with the
 * provider before it writes anything; price and email are sent as the spec's client sends them.
 */
export const recordPayment = (body: PaymentRecord) =>
  apiRequest('/payments', InsertedAnswer, { method: 'POST', body });

/**
 * The spec's `PUT /addproduct/paid/{product_id}`. The server already marked the phone sold when
 * it recorded the payment, so the answer changes nothing for the page.
 */
export const markListingPaid = (productId: string) =>
  apiRequest(`/addproduct/paid/${encodeURIComponent(productId)}`, ModifiedAnswer, {
    method: 'PUT',
  });

/**
 * After a payment, or a refused one (which may mean the phone was sold meanwhile), the bookings
 * and every listing list may be out of date. They are marked stale rather than refetched at once:
 * the payment page keeps showing the outcome, and each list reloads when it is shown next.
 */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: listingKeys.all, refetchType: 'none' }),
    ]);
}
