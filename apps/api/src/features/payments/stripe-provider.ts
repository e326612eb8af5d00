import Stripe from 'stripe';
import type {
  CreateIntentInput,
  PaymentProvider,
  ProviderIntent,
} from '../../shared/payments/payment-provider.ts';
import { CURRENCY } from '../../shared/payments/payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point it at a local fake of the provider. */
  apiUrl?: string;
  /**
   * The most a capture, cancel or refund may take, its retry and the check after a failure
   * included. These run under the sale's lock (decision 022), in a transaction that PostgreSQL
   * ends once it has been idle for 3 × DB_TIMEOUT_MS; create-payments.ts gives 2 × DB_TIMEOUT_MS.
   */
  lockedCallMs?: number;
}

/** Each of a locked call's three tries (the call, its retry, the check) gets a third. */
function lockedCallOptions(lockedCallMs: number | undefined) {
  if (!lockedCallMs) return { call: {}, check: {} };
  const timeout = Math.max(500, Math.floor(lockedCallMs / 3));
  return { call: { timeout, maxNetworkRetries: 1 }, check: { timeout, maxNetworkRetries: 0 } };
}

export interface StripeProvider extends PaymentProvider {
  /** Verifies a webhook's signature on its raw body; throws when it does not match or is stale. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    bookingId: intent.metadata?.bookingId ?? null,
    clientSecret: intent.client_secret,
  };
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = createStripeClient(settings);
  // A stalled provider is answered 502 (nothing of ours changed) before PostgreSQL would end the
  // transaction under the call; without a bound, three tries of 20 s could outlast it.
  const locked = lockedCallOptions(settings.lockedCallMs);
  return {
    mode: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ bookingId, amountCents, idempotencyKey, description }: CreateIntentInput) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          description,
          metadata: { bookingId },
          // The money is held when the card is confirmed and taken at the handover (decision 022).
          capture_method: 'manual',
          // The card element confirms in place; no redirecting methods.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey },
      );
      return toProviderIntent(intent);
    },

    async retrieveIntent(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
          return null;
        throw err;
      }
    },

    async capture(intentId) {
      try {
        return toProviderIntent(
          await stripe.paymentIntents.capture(
            intentId,
            {},
            { idempotencyKey: `capture-${intentId}`, ...locked.call },
          ),
        );
      } catch (err) {
        // Captured already (by an earlier try whose answer was lost): the intent says so.
        const current = await stripe.paymentIntents
          .retrieve(intentId, {}, locked.check)
          .catch(() => null);
        if (current?.status === 'succeeded') return toProviderIntent(current);
        throw err;
      }
    },

    async cancel(intentId) {
      try {
        await stripe.paymentIntents.cancel(
          intentId,
          {},
          { idempotencyKey: `cancel-${intentId}`, ...locked.call },
        );
      } catch (err) {
        const current = await stripe.paymentIntents
          .retrieve(intentId, {}, locked.check)
          .catch(() => null);
        if (current?.status === 'canceled') return;
        throw err;
      }
    },

    async refund(intentId, { amountCents, key } = {}) {
      await stripe.refunds.create(
        { payment_intent: intentId, ...(amountCents ? { amount: amountCents } : {}) },
        { idempotencyKey: key ?? `refund-${intentId}`, ...locked.call },
      );
    },

    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
