import { lazy, Suspense } from 'react';
import type { PaymentConfigAnswer } from '@resale-zone/contract/payments';
import type { CardFieldsProps } from './card-payment.ts';
import { TestCardFields } from './test-card-fields.tsx';

// Stripe's code (and its CDN script) is fetched only when the server is configured for Stripe.
const StripeCardFields = lazy(() => import('./stripe-card-fields.tsx'));

/** The card form of the configured provider. */
export function CardFields({
  config,
  ...props
}: CardFieldsProps & { config: PaymentConfigAnswer }) {
  if (config.mode === 'test') return <TestCardFields {...props} />;
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <span aria-hidden className="loading loading-spinner loading-sm" />
          Loading the secure card form…
        </p>
      }
    >
      <StripeCardFields publishableKey={config.publishableKey} {...props} />
    </Suspense>
  );
}
