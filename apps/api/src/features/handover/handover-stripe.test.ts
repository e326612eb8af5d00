import { describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { auditEvents, mailOutbox, users } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import type { Call } from '../../test/sales.ts';
import {
  useStripeHandover,
  WEBHOOK_SECRET,
  type HeldWithStripe,
} from '../../test/stripe-handover.ts';
import type { TestContext } from '../../test/test-app.ts';

/**
 * The held payment through the real Stripe SDK against a local fake of Stripe's HTTP API: manual
 * capture, capture, cancel, partial refund, a lost answer retried with the same idempotency key,
 * webhooks, and the races of the handover with a widened window.
 */
const signer = new Stripe('sk_test_signer');
let t: TestContext;
let fake: FakeStripe;
let call: Call;
const { timing, heldWithStripe, enter, stateOf } = useStripeHandover((kit) => {
  ({ t, fake, call } = kit);
});
type Held = HeldWithStripe;

/** Handed over, then the buyer reports a problem: a disputed sale. */
async function disputedWithStripe(description: string): Promise<Held> {
  const s = await heldWithStripe();
  expect((await enter(s)).statusCode).toBe(200);
  const reported = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/dispute`, {
    reason: 'not-as-described',
    description,
  });
  expect(reported.statusCode).toBe(201);
  return s;
}

function webhook(type: string, object: object) {
  const body = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

describe('Stripe: manual capture', () => {
  test('paying authorises only; the right code captures once', async () => {
    const s = await heldWithStripe();
    expect(fake.intents.get(s.id)).toMatchObject({
      capture_method: 'manual',
      status: 'requires_capture',
    });
    expect(fake.intents.get(s.id)!.amount_received).toBe(0);
    const before = fake.captures;
    expect((await enter(s)).statusCode).toBe(200);
    expect(fake.intents.get(s.id)).toMatchObject({ status: 'succeeded', amount_received: 45_000 });
    expect(fake.captures - before).toBe(1);
    expect((await stateOf(s)).state).toBe('completed');
  });

  test('a lost answer to the capture is retried with the same idempotency key: captured once', async () => {
    const s = await heldWithStripe();
    const [requests, captures] = [fake.captureRequests, fake.captures];
    fake.dropNextAnswerTo('/capture');
    const res = await enter(s);
    expect(res.statusCode).toBe(200);
    expect(fake.captureRequests - requests).toBe(2);
    expect(fake.captures - captures).toBe(1);
    expect((await stateOf(s)).state).toBe('completed');
  });

  test('Stripe stalls: the code is answered 502 while the sale is still locked, nothing changed; once Stripe answers it captures', async () => {
    const s = await heldWithStripe();
    const [captures, stalled] = [fake.captures, fake.stalledRequests];
    fake.stallFor(60_000);
    try {
      const res = await enter(s);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/card provider did not answer\. Nothing changed/);
      // The capture, its one retry and the check of the intent, each given up on in time.
      expect(fake.stalledRequests - stalled).toBe(3);
      expect((await stateOf(s)).state).toBe('held');
    } finally {
      fake.stallFor(0);
    }
    expect((await enter(s)).statusCode).toBe(200);
    expect(fake.captures - captures).toBe(1);
    expect((await stateOf(s)).state).toBe('completed');
  });

  test('the buyer cancels: the authorisation is cancelled at Stripe, nothing captured', async () => {
    const s = await heldWithStripe();
    const res = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, {
      reason: 'Found one nearer',
    });
    expect(res.statusCode).toBe(200);
    expect(fake.intents.get(s.id)).toMatchObject({ status: 'canceled', amount_received: 0 });
  });

  test('a problem reported, an admin refunds part through Stripe; both see it, the audit trail has it', async () => {
    const s = await disputedWithStripe('The battery health is 71%, the listing said 90%.');
    expect(
      (
        await call(s.seller, 'POST', `/bookings/${s.bookingId}/dispute`, {
          reason: 'other',
          description: 'I want to dispute too',
        })
      ).statusCode,
    ).toBe(403);
    const admin = await signUpAs(t, { accountType: 'admin' });
    expect((await call(s.seller, 'GET', '/admin/disputes')).statusCode).toBe(403);
    const list = (await call(admin, 'GET', '/admin/disputes')).json();
    const dispute = list.find((d: { bookingId: string }) => d.bookingId === s.bookingId);
    expect(dispute).toMatchObject({ status: 'open', reason: 'not-as-described' });

    const tooMuch = await call(admin, 'POST', `/admin/disputes/${dispute._id}/decide`, {
      outcome: 'refund',
      amount: 451,
      note: 'Too much',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().field).toBe('amount');
    const decided = await call(admin, 'POST', `/admin/disputes/${dispute._id}/decide`, {
      outcome: 'refund',
      amount: 100,
      note: 'Battery worse than described: $100 back.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'refunded', refunded: 100 });
    expect(fake.refunds.filter((r) => r.payment_intent === s.id)).toEqual([
      expect.objectContaining({ amount: 10_000 }),
    ]);
    for (const who of [s.buyer, s.seller]) {
      expect((await call(who, 'GET', `/bookings/${s.bookingId}/dispute`)).json()).toMatchObject({
        status: 'refunded',
        decisionNote: 'Battery worse than described: $100 back.',
      });
    }
    const booking = (await call(s.buyer, 'GET', `/bookings/${s.bookingId}`)).json();
    expect(booking).toMatchObject({ state: 'refunded', status: 'Completed – $100.00 refunded' });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, s.bookingId));
    expect(audit.map((a) => a.action)).toContain('dispute-refunded');
    // Deciding twice is refused by the table, and Stripe sees no second refund.
    const again = await call(admin, 'POST', `/admin/disputes/${dispute._id}/decide`, {
      outcome: 'refund',
      note: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(fake.refunds.filter((r) => r.payment_intent === s.id)).toHaveLength(1);
  });

  test('after 48 hours a problem can no longer be reported', async () => {
    const s = await heldWithStripe();
    expect((await enter(s)).statusCode).toBe(200);
    timing.offsetMs = 49 * 60 * 60 * 1000;
    try {
      const late = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/dispute`, {
        reason: 'not-working',
        description: 'It stopped charging today.',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/48 hours/);
    } finally {
      timing.offsetMs = 0;
    }
  });
});

/** Stripe says the sale's charge was refunded in full (a refund made in its dashboard). */
const refundedInFull = (s: Held) =>
  webhook('charge.refunded', {
    id: `ch_${s.id}`,
    object: 'charge',
    payment_intent: s.id,
    amount_refunded: 45_000,
  });

describe('Stripe webhooks move states once', () => {
  test('canceled releases a held sale; charge.refunded marks a completed one refunded; repeats change nothing', async () => {
    const held = await heldWithStripe();
    for (let i = 0; i < 2; i++) {
      const res = await webhook('payment_intent.canceled', {
        id: held.id,
        object: 'payment_intent',
        metadata: { bookingId: held.bookingId },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await stateOf(held)).toMatchObject({ state: 'released', releaseReason: 'provider' });

    const done = await heldWithStripe();
    expect((await enter(done)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await refundedInFull(done);
    expect(await stateOf(done)).toMatchObject({ state: 'refunded', refundedCents: 45_000 });
  });

  test("a refund made in Stripe's dashboard decides the buyer's open problem: refunded, both told", async () => {
    const s = await disputedWithStripe(
      'The screen has a dead pixel line the listing did not show.',
    );
    // Decisions are mailed to verified addresses only.
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(inArray(users.id, [s.buyer.user.id, s.seller.user.id]));
    await refundedInFull(s);
    expect(await stateOf(s)).toMatchObject({ state: 'refunded', refundedCents: 45_000 });
    for (const who of [s.buyer, s.seller]) {
      expect((await call(who, 'GET', `/bookings/${s.bookingId}/dispute`)).json()).toMatchObject({
        status: 'refunded',
        refunded: 450,
        decisionNote: 'Refunded at the payment provider.',
      });
    }
    const admin = await signUpAs(t, { accountType: 'admin' });
    const open = (await call(admin, 'GET', '/admin/disputes'))
      .json()
      .filter((d: { bookingId: string; status: string }) => d.bookingId === s.bookingId);
    expect(open).toMatchObject([{ status: 'refunded' }]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, s.bookingId));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'dispute-refunded', actorId: null }),
    );
    const told = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'dispute-decided'));
    expect(
      told
        .filter((m) => m.textBody.includes('refunded in full at the payment provider'))
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual([s.buyer.user.email, s.seller.user.email].sort());
    expect(told.find((m) => m.toAddress === s.buyer.user.email)?.textBody).not.toContain(
      "administrator's note",
    );
  });

  test('succeeded for a held sale (a capture whose answer never came back) completes it', async () => {
    const s = await heldWithStripe();
    fake.intents.get(s.id)!.status = 'succeeded';
    await webhook('payment_intent.succeeded', {
      id: s.id,
      object: 'payment_intent',
      metadata: { bookingId: s.bookingId },
    });
    expect((await stateOf(s)).state).toBe('completed');
  });
});
