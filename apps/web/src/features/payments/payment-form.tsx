import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { Booking } from '@resale-zone/contract/bookings';
import { formatDollars } from '../../lib/format.ts';
import type { PaymentConfigAnswer } from '@resale-zone/contract/payments';
import { ApiError } from '../../lib/api-client.ts';
import type { CardConfirmer } from './card-payment.ts';
import { CardFields } from './card-fields.tsx';
import { paymentIntentQuery } from './payments.api.ts';
import { usePayBooking } from './use-pay-booking.ts';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

export interface PaymentFormProps {
  booking: Booking;
  config: PaymentConfigAnswer;
  /** The payment is recorded: the transaction (payment intent) id. */
  onPaid: (transactionId: string) => void;
}

/**
 * The spec's payment page: the buyer's name, email and the product (disabled fields), 'Please
 * Pay $price for productName', the card form and Pay. Pay waits for both the card form of the
 * provider and the intent's client secret, and for the payment in flight.
 */
export function PaymentForm({ booking, config, onPaid }: PaymentFormProps) {
  const ids = useId();
  const intent = useQuery(paymentIntentQuery(booking));
  const [confirmer, setConfirmer] = useState<CardConfirmer | null>(null);
  const { pay, isProcessing, error } = usePayBooking(booking, onPaid);

  const clientSecret = intent.data?.clientSecret ?? null;
  const isReady = confirmer !== null && clientSecret !== null;
  // Network and server faults may pass; a refusal (already paid, sold…) will not.
  const canRetryIntent =
    intent.isError &&
    !(intent.error instanceof ApiError && intent.error.status < 500 && intent.error.status > 0);
  const problem = error ?? (intent.isError ? intent.error.message : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isReady && !isProcessing) void pay(confirmer, clientSecret);
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="mx-auto grid max-w-2xl gap-6">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-ink-muted">Payment</p>
        <PageHeading id={`${ids}-title`}>
          Please Pay {formatDollars(booking.price)} for {booking.productName}
        </PageHeading>
      </header>

      <div className="grid gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-card sm:grid-cols-2 sm:p-6">
        <ReadOnlyField id={`${ids}-name`} label="Name" value={booking.name} />
        <ReadOnlyField id={`${ids}-email`} label="Email" value={booking.email} type="email" />
        <ReadOnlyField
          id={`${ids}-product`}
          label="Product name"
          value={booking.productName}
          className="sm:col-span-2"
        />
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${ids}-card`}
        className="grid gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-card sm:p-6"
      >
        <h2 id={`${ids}-card`} className="flex items-center gap-2 text-lg font-semibold">
          <Lock aria-hidden className="size-4 text-primary" />
          Pay by card
        </h2>
        <CardFields config={config} onReady={setConfirmer} disabled={isProcessing} />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto sm:min-w-32"
            disabled={!isReady || isProcessing}
            aria-busy={isProcessing}
          >
            {isProcessing ? (
              <span aria-hidden className="loading loading-spinner loading-sm" />
            ) : null}
            Pay
          </button>
          {isProcessing ? (
            <p role="status" className="text-sm text-ink-muted">
              Processing your payment…
            </p>
          ) : !isReady && !intent.isError ? (
            <p role="status" className="text-sm text-ink-muted">
              Getting the payment ready…
            </p>
          ) : null}
        </div>
        {problem ? (
          <div className="grid justify-items-start gap-2">
            <p role="alert" className="text-sm font-medium text-error">
              {problem}
            </p>
            {canRetryIntent && !error ? (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => void intent.refetch()}
                disabled={intent.isFetching}
              >
                Try again
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
    </section>
  );
}

interface ReadOnlyFieldProps {
  id: string;
  label: string;
  value: string;
  type?: string;
  className?: string;
}

/** The spec's disabled fields: shown for checking, not for editing (the server uses its own). */
function ReadOnlyField({ id, label, value, type = 'text', className = '' }: ReadOnlyFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type={type}
      value={value}
      disabled
      readOnly
      fieldClassName={className}
      className="disabled:border-base-300 disabled:bg-base-200 disabled:text-base-content"
    />
  );
}
