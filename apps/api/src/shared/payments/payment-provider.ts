import type { Db } from '../../db/client.ts';

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
  /**
   * Takes the held amount (the handover). Idempotent: capturing a captured intent is a no-op.
   * `on`: the caller's open transaction. Stripe ignores it; the test mode, whose intents live in
   * this database, works on it (a second connection would wait for the caller's locks, and PGlite
   * has only one).
   */
  capture(intentId: string, on?: Db): Promise<ProviderIntent>;
  /** Releases a hold: nothing is charged. Idempotent: a canceled intent stays canceled. */
  cancel(intentId: string, on?: Db): Promise<void>;
  /**
   * Gives captured money back, all of it or `amountCents`. `key` names this refund: the same key
   * never refunds twice.
   */
  refund(intentId: string, opts?: { amountCents?: number; key?: string; on?: Db }): Promise<void>;
}

/** The provider's statuses we act on (Stripe's names; test mode uses the same). */
export const HELD = 'requires_capture';
export const CAPTURED = 'succeeded';
export const CANCELED = 'canceled';

export const CURRENCY = 'usd';
