import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleSlash, SearchX } from 'lucide-react';
import { QueryError } from '../../components/ui/load-error.tsx';
import { SkeletonStack } from '../../components/ui/query-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { bookingToPayQuery, paymentConfigQuery } from './payments.api.ts';
import { PaymentDone } from './payment-done.tsx';
import { PaymentForm } from './payment-form.tsx';
import { PaymentNotice } from './payment-notice.tsx';

export interface PaymentCheckoutProps {
  bookingId: string;
  /** How long the congratulation shows before the bookings page (shorter in tests). */
  redirectDelayMs?: number;
}

/**
 * The payment page's content: loads the booking on entering, then shows the card form, or why it
 * cannot be paid, or — once paid here — the congratulation with the transaction id.
 */
export function PaymentCheckout({ bookingId, redirectDelayMs }: PaymentCheckoutProps) {
  const booking = useQuery(bookingToPayQuery(bookingId));
  const config = useQuery(paymentConfigQuery());
  // Kept here, above the booking's own state: the refreshed booking says "paid" too.
  const [paidWith, setPaidWith] = useState<string | null>(null);

  if (paidWith) {
    return (
      <PaymentDone
        transactionId={paidWith}
        bookingId={bookingId}
        redirectDelayMs={redirectDelayMs}
      />
    );
  }

  if (booking.isPending || config.isPending) {
    return (
      <SkeletonStack
        label="Loading the booking"
        blocks={['h-9 w-3/4', 'h-40 w-full', 'h-64 w-full']}
        className="mx-auto max-w-2xl gap-4"
      />
    );
  }

  if (booking.isError) {
    const { error } = booking;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return (
        <PaymentNotice
          icon={<SearchX aria-hidden className="size-10 text-warning" />}
          title={error.status === 404 ? 'This booking was not found' : 'This booking is not yours'}
        >
          {error.message} Your bookings page lists the phones you can pay for.
        </PaymentNotice>
      );
    }
    return <QueryError query={booking} message="Could not load this booking." />;
  }
  if (config.isError) {
    return <QueryError query={config} message="Could not load the payment form." />;
  }

  const paid = booking.data;
  if (paid.paid) {
    return (
      <PaymentNotice
        icon={<CheckCircle2 aria-hidden className="size-10 text-success" />}
        title="This booking is already paid"
      >
        You paid for {paid.productName}
        {paid.transactionId ? (
          <>
            {' '}
            (transaction id <span className="font-mono break-all">{paid.transactionId}</span>)
          </>
        ) : null}
        . There is nothing more to pay.
      </PaymentNotice>
    );
  }
  if (paid.soldToOther && paid.listingAvailability === 'reserved') {
    return (
      <PaymentNotice
        icon={<CircleSlash aria-hidden className="size-10 text-warning" />}
        title="This phone is reserved by another buyer"
      >
        Another buyer has paid for {paid.productName} and is meeting the seller, so this booking
        cannot be paid now. You have not been charged. If their handover does not happen, the phone
        is back on sale and you can pay here.
      </PaymentNotice>
    );
  }
  if (paid.soldToOther) {
    return (
      <PaymentNotice
        icon={<CircleSlash aria-hidden className="size-10 text-warning" />}
        title="This phone was sold to another buyer"
      >
        {paid.productName} was sold to someone else, so this booking can no longer be paid. You have
        not been charged.
      </PaymentNotice>
    );
  }
  return <PaymentForm booking={paid} config={config.data} onPaid={setPaidWith} />;
}
