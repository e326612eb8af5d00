import { useEffect, useId, useState } from 'react';
// The "pure" entry loads Stripe.js from its CDN only when loadStripe is called (the default entry
// would inject the script as soon as this module is imported). This module itself is only loaded
// when the server is configured for Stripe.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardConfirmer, CardFieldsProps } from './card-payment.ts';

/** Stripe asks for one Stripe object per key and page load. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string) {
  let loading = stripeByKey.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, loading);
    // A failed load (offline, blocked) may work on the next visit of the page.
    loading.catch(() => stripeByKey.delete(publishableKey));
  }
  return loading;
}

const LOAD_FAILED =
  'The secure card form could not be loaded. Check your connection and reload the page.';

type Loaded = { stripe: Stripe } | { problem: string } | null;

/** Stripe's card element (number, expiry, CVC and ZIP in one field), confirmed by Stripe.js. */
export default function StripeCardFields({
  publishableKey,
  onReady,
  disabled,
}: CardFieldsProps & { publishableKey: string }) {
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => current && setLoaded(stripe ? { stripe } : { problem: LOAD_FAILED }),
      () => current && setLoaded({ problem: LOAD_FAILED }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (loaded === null) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <span aria-hidden className="loading loading-spinner loading-sm" />
        Loading the secure card form…
      </p>
    );
  }
  if ('problem' in loaded) {
    return (
      <p role="alert" className="text-sm font-medium text-error">
        {loaded.problem}
      </p>
    );
  }
  return (
    <Elements stripe={loaded.stripe}>
      <StripeCard onReady={onReady} disabled={disabled} />
    </Elements>
  );
}

/** Colours of the app's theme: the element lives in Stripe's frame, out of reach of our CSS. */
const CARD_STYLE = {
  base: {
    color: '#0f1b2d',
    fontSize: '16px',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    '::placeholder': { color: '#4a5566' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

function StripeCard({ onReady, disabled }: CardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isCardReady, setCardReady] = useState(false);
  const labelId = useId();

  useEffect(() => {
    if (!stripe || !elements || !isCardReady) return;
    const confirmer: CardConfirmer = {
      async confirm(clientSecret, buyer) {
        const card = elements.getElement(CardElement);
        if (!card) return { kind: 'error', message: 'The card form is not ready yet.' };
        const result = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: { name: buyer.name, email: buyer.email } },
        });
        if (result.error) {
          return {
            kind: 'error',
            message: result.error.message ?? 'The payment could not be completed.',
          };
        }
        return {
          kind: 'intent',
          intentId: result.paymentIntent.id,
          status: result.paymentIntent.status,
        };
      },
    };
    onReady(confirmer);
    return () => onReady(null);
  }, [stripe, elements, isCardReady, onReady]);

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-1">
      <p id={labelId} className="text-sm font-medium">
        Card details
      </p>
      <div className="input w-full items-center">
        <CardElement
          className="w-full"
          options={{ style: CARD_STYLE, disabled }}
          onReady={() => setCardReady(true)}
        />
      </div>
      <p className="text-xs text-ink-muted">
        Card number, expiration date, CVC and ZIP. Your card goes straight to Stripe; we never see
        it.
      </p>
    </div>
  );
}
