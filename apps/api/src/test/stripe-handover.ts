import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bookings } from '../db/schema.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { bookedPhone, caller, CHECKED, type Call } from './sales.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** What a Stripe handover test moves: the handover's clock, and a pause before the sale's lock. */
export interface HandoverWindow {
  offsetMs: number;
  raceDelayMs: number;
}

export interface StripeHandover {
  t: TestContext;
  fake: FakeStripe;
  call: Call;
}

/** The secret the app checks Stripe's webhooks with in these suites. */
export const WEBHOOK_SECRET = 'whsec_test_handover';

/**
 * The set-up of the Stripe handover suites: a local fake of Stripe's HTTP API and the app on it,
 * opened before the file's tests (`use` receives them) and closed after; the `timing` the tests
 * move, now and without a pause at first; and the sales they start from.
 */
export function useStripeHandover(use: (kit: StripeHandover) => void) {
  const timing: HandoverWindow = { offsetMs: 0, raceDelayMs: 0 };
  let kit: StripeHandover;
  beforeAll(async () => {
    const fake = await startFakeStripe();
    const t = await createTestContext(
      {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
        // Short, so that a stalled Stripe is given up on within seconds: a call made under the
        // sale's lock gets 2 × this in all, and PostgreSQL ends a transaction idle for 3 × this.
        DB_TIMEOUT_MS: '2000',
      },
      {
        handover: {
          now: () => new Date(Date.now() + timing.offsetMs),
          beforeLock: () => new Promise((r) => setTimeout(r, timing.raceDelayMs)),
        },
      },
    );
    kit = { t, fake, call: caller(t) };
    use(kit);
  });
  afterAll(async () => {
    await kit.t.close();
    await kit.fake.close();
  });

  /** Booked, paid with Stripe's test card in the "browser", recorded: a held payment. */
  async function heldWithStripe() {
    const { t, fake, call } = kit;
    const sale = await bookedPhone(t, { resalePriceCents: 45_000 });
    const secret = (
      await call(sale.buyer, 'POST', '/create-payment-intent', { bookingId: sale.bookingId })
    ).json().clientSecret as string;
    const id = secret.split('_secret_')[0]!;
    fake.confirm(id, 'pm_card_visa');
    const recorded = await call(sale.buyer, 'POST', '/payments', {
      bookingId: sale.bookingId,
      transactionId: id,
    });
    expect(recorded.statusCode).toBe(200);
    const code = (
      await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/checklist`, CHECKED)
    ).json().code as string;
    return { ...sale, id, code };
  }
  type Held = Awaited<ReturnType<typeof heldWithStripe>>;

  /** The seller enters the handover code. */
  const enter = (s: Held, code = s.code) =>
    kit.call(s.seller, 'POST', `/orders/${s.bookingId}/handover`, { code });
  /** The booking's row as it is now. */
  const stateOf = async (s: Held) =>
    (await kit.t.database.db.select().from(bookings).where(eq(bookings.id, s.bookingId)))[0]!;

  return { timing, heldWithStripe, enter, stateOf };
}

export type HeldWithStripe = Awaited<
  ReturnType<ReturnType<typeof useStripeHandover>['heldWithStripe']>
>;
