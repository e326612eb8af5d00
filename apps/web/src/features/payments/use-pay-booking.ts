import { useRef, useState } from 'react';
import type { Booking } from '@resale-zone/contract/bookings';
import { notify } from '../../lib/toast.ts';
import type { CardConfirmer } from './card-payment.ts';
import { markListingPaid, recordPayment, useRefreshAfterPayment } from './payments.api.ts';

/** What the buyer is told when the provider leaves the payment in a state other than succeeded. */
function notCompleted(status: string) {
  if (status === 'processing') {
    return 'Your bank is still processing the payment. Check your bookings again in a few minutes.';
  }
  return 'The payment was not completed. Try again or use another card.';
}

/**
 * The card payment of spec section 4: confirm the card with the provider; if the intent
 * is held, record the payment (the server checks it with the provider); then mark the phone
 * paid, toast 'Payment Successfull' and hand the transaction id to `onPaid`. Any refusal keeps
 * the booking unpaid and leaves the provider's or the server's message in `error`.
 */
export function usePayBooking(booking: Booking, onPaid: (transactionId: string) => void) {
  const refresh = useRefreshAfterPayment();
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second press (or Enter) while one payment is in flight must not start another.
  const inFlight = useRef(false);

  async function pay(confirmer: CardConfirmer, clientSecret: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setError(null);
    try {
      const outcome = await confirmer.confirm(clientSecret, {
        name: booking.name,
        email: booking.email,
      });
      if (outcome.kind === 'error') {
        setError(outcome.message);
        return;
      }
      // A held payment (manual capture) is what paying does now; `succeeded` is an older intent.
      if (outcome.status !== 'requires_capture' && outcome.status !== 'succeeded') {
        setError(notCompleted(outcome.status));
        return;
      }

      let insertedId = '';
      try {
        ({ insertedId } = await recordPayment({
          bookingId: booking._id,
          transactionId: outcome.intentId,
          price: booking.price,
          email: booking.email,
        }));
      } finally {
        // Paid, or refused because the phone was sold meanwhile: the lists changed either way.
        void refresh();
      }
      if (!insertedId) {
        setError('The payment could not be recorded. Your bookings show whether it went through.');
        return;
      }

      onPaid(outcome.intentId);
      // The server marked the phone sold with the payment; the spec's call only confirms it.
      if (booking.product_id) void markListingPaid(booking.product_id).catch(() => undefined);
      notify.success('Payment Successfull');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The payment could not be completed.');
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return { pay, isProcessing, error };
}
