/**
 * The card payment provider, as the rest of the server sees it. Two implementations: Stripe
 * (stripe-provider.ts) and the built-in offline test mode (test-mode-provider.ts).
 */
export interface ProviderIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** The booking the intent was created for (from its metadata). */
  bookingId: string | null;
  clientSecret: string | null;
}

export interface CreateIntentInput {
  bookingId: string;
  amountCents: number;
  /** Same key, same intent: a retried request never creates a second one. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly mode: 'test' | 'stripe';
  /** For the browser: Stripe's publishable key (absent in test mode). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The intent as the provider knows it now, or null when it has no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Gives the money back (a buyer who lost the race for a phone is not charged). */
  refund(intentId: string): Promise<void>;
}

export const CURRENCY = 'usd';
