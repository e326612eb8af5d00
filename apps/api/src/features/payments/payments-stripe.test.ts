import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { bookings, payments } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { createListing } from '../../test/factories.ts';
import { book, asSeller, requestBooking } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_resale_zone';
let t: TestContext;
let fake: FakeStripe;
// Only used to sign webhook fixtures, offline.
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function bookedPhone(priceCents = 41_999) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const listing = await createListing(
    t.database.db,
    { id: seller.user.id, name: seller.user.name, email: seller.user.email },
    { resalePriceCents: priceCents },
  );
  const bookingId = await book(t, buyer, listing.id, 'Banani');
  return { seller, buyer, listing, bookingId };
}

const createIntent = (buyer: SignedUp, bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { bookingId },
  });
const record = (buyer: SignedUp, bookingId: string, transactionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.headers,
    payload: { bookingId, transactionId },
  });
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

function webhook(
  payload: object,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return { body, signature };
}

const event = (type: string, intent: object) => ({
  id: `evt_${Math.random()}`,
  object: 'event',
  type,
  data: { object: intent },
});

describe('Stripe', () => {
  test('the page learns it talks to Stripe with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake' });
  });

  test('an intent in USD for the booking price, then a confirmed card payment is verified and recorded', async () => {
    const { buyer, bookingId } = await bookedPhone(41_999);
    const res = await createIntent(buyer, bookingId);
    expect(res.statusCode).toBe(200);
    const id = intentIdOf(res.json().clientSecret);
    expect(fake.intents.get(id)).toMatchObject({
      amount: 41_999,
      currency: 'usd',
      metadata: { bookingId },
    });

    // Before the card is confirmed the provider says it is not paid: nothing is written.
    expect((await record(buyer, bookingId, id)).statusCode).toBe(409);
    fake.confirm(id, 'pm_card_visa');
    const recorded = await record(buyer, bookingId, id);
    expect(recorded.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ isPaid: true, transactionId: id });
  });

  test('a declined card leaves the booking unpaid', async () => {
    const { buyer, bookingId } = await bookedPhone();
    const id = intentIdOf((await createIntent(buyer, bookingId)).json().clientSecret);
    fake.confirm(id, 'pm_card_chargeDeclined');
    expect((await record(buyer, bookingId, id)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.isPaid).toBe(false);
  });

  test('a dropped answer is retried with the same idempotency key: one intent at the provider', async () => {
    const { buyer, bookingId } = await bookedPhone();
    const before = fake.intents.size;
    const requestsBefore = fake.createRequests;
    fake.dropNextCreateResponse();
    const res = await createIntent(buyer, bookingId);
    expect(res.statusCode).toBe(200);
    expect(fake.createRequests - requestsBefore).toBe(2);
    expect(fake.intents.size - before).toBe(1);
    // Asking again for the same booking answers the same intent.
    expect((await createIntent(buyer, bookingId)).json().clientSecret).toBe(
      res.json().clientSecret,
    );
  });

  test('a signed payment_intent.amount_capturable_updated webhook records the payment once, racing the page', async () => {
    const { buyer, bookingId } = await bookedPhone();
    const id = intentIdOf((await createIntent(buyer, bookingId)).json().clientSecret);
    const intent = fake.confirm(id, 'pm_card_visa');
    const { body, signature } = webhook(event('payment_intent.amount_capturable_updated', intent));
    const [hook, page] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      }),
      record(buyer, bookingId, id),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    ).toHaveLength(1);
  });

  test('a tampered or stale webhook is refused and changes nothing', async () => {
    const { buyer, bookingId } = await bookedPhone();
    const id = intentIdOf((await createIntent(buyer, bookingId)).json().clientSecret);
    const intent = fake.confirm(id, 'pm_card_visa');
    const good = webhook(event('payment_intent.amount_capturable_updated', intent));
    const tampered = good.body.replace(bookingId, 'someone-else');
    const send = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });

    expect((await send(tampered, good.signature)).statusCode).toBe(400);
    const wrongSecret = webhook(event('payment_intent.amount_capturable_updated', intent), {
      secret: 'whsec_other',
    });
    expect((await send(wrongSecret.body, wrongSecret.signature)).statusCode).toBe(400);
    const stale = webhook(event('payment_intent.amount_capturable_updated', intent), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await send(stale.body, stale.signature)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.isPaid).toBe(false);
  });

  describe('the seller deletes the phone while the buyer is on the payment page', () => {
    /** The buyer opens the payment, the seller deletes the phone, then the card is held. */
    async function heldAfterDeletion() {
      const { seller, buyer, listing, bookingId } = await bookedPhone();
      const id = intentIdOf((await createIntent(buyer, bookingId)).json().clientSecret);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${listing.id}`,
        headers: seller.headers,
      });
      expect(deleted.statusCode).toBe(200);
      const intent = fake.confirm(id, 'pm_card_visa');
      expect(intent.status).toBe('requires_capture');
      return { buyer, bookingId, id, intent };
    }

    test('the page records it: the hold is released at once, nothing is charged', async () => {
      const { buyer, bookingId, id } = await heldAfterDeletion();
      const res = await record(buyer, bookingId, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This booking no longer exists. Your payment was released.');
      expect(fake.intents.get(id)?.status).toBe('canceled');
      expect(
        await t.database.db.select().from(payments).where(eq(payments.transactionId, id)),
      ).toHaveLength(0);
    });

    test("only the page is gone (the provider's webhook comes): the hold is released", async () => {
      const { id, intent } = await heldAfterDeletion();
      const { body, signature } = webhook(
        event('payment_intent.amount_capturable_updated', intent),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(fake.intents.get(id)?.status).toBe('canceled');
    });

    test("another booking's intent is not released through a deleted booking's id", async () => {
      const gone = await heldAfterDeletion();
      const other = await bookedPhone();
      const otherId = intentIdOf(
        (await createIntent(other.buyer, other.bookingId)).json().clientSecret,
      );
      fake.confirm(otherId, 'pm_card_visa');
      const res = await record(gone.buyer, gone.bookingId, otherId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This booking does not exist.');
      expect(fake.intents.get(otherId)?.status).toBe('requires_capture');
    });
  });

  test('the loser of a race for one phone has its hold cancelled at the provider: never charged', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const paid = [];
    for (let i = 0; i < 2; i++) {
      const buyer = await signUpAs(t, { accountType: 'buyer' });
      const bookingId = (await requestBooking(t.app, buyer, listing.id, 'x')).json().insertedId;
      const id = intentIdOf((await createIntent(buyer, bookingId)).json().clientSecret);
      fake.confirm(id, 'pm_card_visa');
      paid.push({ buyer, bookingId, id });
    }
    const answers = await Promise.all(paid.map((p) => record(p.buyer, p.bookingId, p.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = paid[answers.findIndex((a) => a.statusCode === 409)]!;
    expect(fake.intents.get(loser.id)?.status).toBe('canceled');
    expect(fake.refunds).toHaveLength(0);
  });
});

describe('PAYMENTS=test with the Stripe keys set', () => {
  test('the test mode takes the cards, and the page is told so', async () => {
    const forced = await createTestContext({
      PAYMENTS: 'test',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    try {
      const res = await forced.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(res.json()).toEqual({ mode: 'test' });
    } finally {
      await forced.close();
    }
  });
});
