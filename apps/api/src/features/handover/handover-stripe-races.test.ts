import { describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookingEvents } from '../../db/schema.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import type { Call } from '../../test/sales.ts';
import { useStripeHandover } from '../../test/stripe-handover.ts';
import type { TestContext } from '../../test/test-app.ts';

/**
 * The held payment through the real Stripe SDK against a local fake of Stripe's HTTP API: manual
 * capture, capture, cancel, partial refund, a lost answer retried with the same idempotency key,
 * webhooks, and the races of the handover with a widened window.
 */
let t: TestContext;
let fake: FakeStripe;
let call: Call;
const { timing, heldWithStripe, enter, stateOf } = useStripeHandover((kit) => {
  ({ t, fake, call } = kit);
});

/** The clock past the hold's end, the expiry job due, and every move waiting 150 ms before its lock. */
async function pastTheHoldWithTheExpiryDue() {
  timing.offsetMs = 5 * 24 * 60 * 60 * 1000 + 1000;
  timing.raceDelayMs = 150;
  await t.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'hold-expire'`,
  );
}
function backToNow() {
  timing.raceDelayMs = 0;
  timing.offsetMs = 0;
}

describe('races (widened window)', () => {
  test('the code entered twice at once captures once', async () => {
    const s = await heldWithStripe();
    const captures = fake.captures;
    timing.raceDelayMs = 150;
    try {
      const answers = await Promise.all([enter(s), enter(s)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    } finally {
      timing.raceDelayMs = 0;
    }
    expect(fake.captures - captures).toBe(1);
  });

  test("the buyer's cancel racing the code: exactly one outcome, at Stripe too", async () => {
    const s = await heldWithStripe();
    const captures = fake.captures;
    timing.raceDelayMs = 150;
    try {
      const [code, cancel] = await Promise.all([
        enter(s),
        call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, { reason: 'Changed my mind' }),
      ]);
      expect([code.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const row = await stateOf(s);
      const intent = fake.intents.get(s.id)!;
      if (code.statusCode === 200) {
        expect(row.state).toBe('completed');
        expect(intent.status).toBe('succeeded');
        expect(fake.captures - captures).toBe(1);
      } else {
        expect(row.state).toBe('released');
        expect(intent.status).toBe('canceled');
        expect(fake.captures - captures).toBe(0);
      }
    } finally {
      timing.raceDelayMs = 0;
    }
  });

  test("the seller's decline racing the buyer's cancel and the expiry job: one release, the hold cancelled at Stripe", async () => {
    const s = await heldWithStripe();
    try {
      await pastTheHoldWithTheExpiryDue();
      const [decline, cancel] = await Promise.all([
        call(s.seller, 'POST', `/orders/${s.bookingId}/decline`, { reason: 'Sold elsewhere' }),
        call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, { reason: 'Changed my mind' }),
        t.app.jobs.drain(),
      ]);
      // Whichever came first released the hold; a move that found it released was refused.
      expect([decline.statusCode, cancel.statusCode].filter((c) => c === 200).length).toBeLessThan(
        2,
      );
      expect([decline.statusCode, cancel.statusCode].every((c) => c === 200 || c === 409)).toBe(
        true,
      );
    } finally {
      backToNow();
    }
    expect((await stateOf(s)).state).toBe('released');
    expect(fake.intents.get(s.id)).toMatchObject({ status: 'canceled', amount_received: 0 });
    const moves = await t.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, s.bookingId), eq(bookingEvents.move, 'release')));
    expect(moves).toHaveLength(1);
  });

  test('ten wrong codes at once: four are told the tries left, the rest find it locked; nothing captured', async () => {
    const s = await heldWithStripe();
    const wrong = String((Number(s.code) + 1) % 1_000_000).padStart(6, '0');
    const captures = fake.captures;
    timing.raceDelayMs = 150;
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => enter(s, wrong)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((c) => c === 400)).toHaveLength(4);
      expect(statuses.filter((c) => c === 429)).toHaveLength(6);
    } finally {
      timing.raceDelayMs = 0;
    }
    // Locked: even the right code waits its 15 minutes.
    expect((await enter(s)).statusCode).toBe(429);
    expect(fake.captures - captures).toBe(0);
    expect((await stateOf(s)).state).toBe('held');
  });

  test('the expiry job racing the handover: exactly one outcome', async () => {
    const s = await heldWithStripe();
    try {
      await pastTheHoldWithTheExpiryDue();
      const [answer] = await Promise.all([enter(s), t.app.jobs.drain()]);
      const row = await stateOf(s);
      const intent = fake.intents.get(s.id)!;
      if (answer.statusCode === 200) {
        expect(row.state).toBe('completed');
        expect(intent.status).toBe('succeeded');
      } else {
        expect(answer.statusCode).toBe(409);
        expect(row.state).toBe('released');
        expect(intent.status).toBe('canceled');
      }
    } finally {
      backToNow();
    }
  });
});
