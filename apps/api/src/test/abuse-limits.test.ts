import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { bookings, reviews } from '../db/schema.ts';
import { signUpAs, type SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { completedBookingRow, asSeller, requestBooking } from './sales.ts';

// The per-user abuse limits of the marketplace (docs/security.md): bookings, reports and card
// attempts, with RATE_LIMIT on. Accounts are made through a second instance on the same database
// with limits off, so that the five sign-ups per address do not get in the way.
let t: TestContext;
let setup: FastifyInstance;
let seller: SignedUp;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT: 'on' });
  setup = await buildApp({
    env: { ...t.env, RATE_LIMIT: 'off' },
    database: t.database,
    logger: false,
  });
  seller = await account('seller');
});
afterAll(async () => {
  await setup.close();
  await t.close();
});

const account = (accountType: 'buyer' | 'seller') =>
  signUpAs({ ...t, app: setup }, { accountType });

const phones = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createListing(t.database.db, asSeller(seller))));

function expectRefused(res: LightMyRequestResponse, message: RegExp, windowSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(ErrorAnswer.parse(res.json())).toMatchObject({ statusCode: 429, message });
  const retryAfter = Number(res.headers['retry-after']);
  // The window started with the first hit a moment ago.
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const book = (app: FastifyInstance, buyer: SignedUp, productId: string) =>
  requestBooking(app, buyer, productId, 'Banani');

describe('bookings: 30 an hour per buyer', () => {
  test('the 31st booking within the hour gets a 429 with Retry-After, nothing is written, and another buyer still books', async () => {
    const [busy, other] = await Promise.all([account('buyer'), account('buyer')]);
    const listed = await phones(32);
    for (let i = 0; i < 30; i++) {
      expect((await book(t.app, busy, listed[i]!.id)).statusCode, `booking ${i + 1}`).toBe(201);
    }

    const refused = await book(t.app, busy, listed[30]!.id);

    expectRefused(refused, /Too many bookings/, 3600);
    const mine = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: busy.headers });
    expect(mine.json()).toHaveLength(30);
    expect((await book(t.app, other, listed[31]!.id)).statusCode).toBe(201);

    // The counter is in the database: a second server instance on it refuses as well.
    const second = await buildApp({ env: t.env, database: t.database, logger: false });
    try {
      expectRefused(await book(second, busy, listed[31]!.id), /Too many bookings/, 3600);
    } finally {
      await second.close();
    }
  });
});

describe('offers: 30 an hour per buyer', () => {
  test('the 31st offer within the hour gets a 429 with Retry-After and is not written; another buyer still offers', async () => {
    const [busy, other] = await Promise.all([account('buyer'), account('buyer')]);
    const listed = await phones(32);
    const offer = (who: SignedUp, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: who.headers,
        payload: { product_id: id, price: 300 },
      });
    for (let i = 0; i < 30; i++) {
      expect((await offer(busy, listed[i]!.id)).statusCode, `offer ${i + 1}`).toBe(201);
    }
    expectRefused(await offer(busy, listed[30]!.id), /Too many offers/, 3600);
    const mine = await t.app.inject({ method: 'GET', url: '/api/offers', headers: busy.headers });
    expect(mine.json()).toHaveLength(30);
    expect((await offer(other, listed[31]!.id)).statusCode).toBe(201);
  });
});

describe('reports: 20 an hour per user', () => {
  test('the 21st report within the hour gets a 429 with Retry-After; another user still reports', async () => {
    const [busy, other] = await Promise.all([account('buyer'), account('seller')]);
    const listed = await phones(21);
    const report = (who: SignedUp, id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/addproduct/report/${id}`,
        headers: who.headers,
        payload: { reason: 'scam' },
      });
    for (let i = 0; i < 20; i++) {
      expect((await report(busy, listed[i]!.id)).statusCode, `report ${i + 1}`).toBe(200);
    }

    expectRefused(await report(busy, listed[20]!.id), /Too many reports/, 3600);
    expect((await report(other, listed[20]!.id)).statusCode).toBe(200);
  });
});

describe('card attempts: 20 in 15 minutes per buyer', () => {
  test('the 21st card attempt gets a 429 with Retry-After, even with a good card', async () => {
    const buyer = await account('buyer');
    const [phone] = await phones(1);
    const booked = await book(t.app, buyer, phone!.id);
    expect(booked.statusCode).toBe(201);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { bookingId: booked.json().insertedId },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const attempt = (cardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: buyer.headers,
        payload: {
          clientSecret: intent.json().clientSecret,
          cardNumber,
          expiry: '12/34',
          cvc: '123',
          postalCode: '10001',
        },
      });
    for (let i = 0; i < 20; i++) {
      const declined = await attempt('4000 0000 0000 0002');
      expect(declined.statusCode, `attempt ${i + 1}`).toBe(200);
      expect(declined.json()).toMatchObject({ error: { code: 'card_declined' } });
    }

    expectRefused(await attempt('4242 4242 4242 4242'), /Too many card attempts/, 900);
  });
});

describe('reviews: 10 an hour per person, reports on reviews 20', () => {
  test('the 11th review or reply in an hour is refused, and nothing is written for it', async () => {
    const buyer = await account('buyer');
    const sold = await phones(11);
    const completed = await t.database.db
      .insert(bookings)
      .values(sold.map((p) => completedBookingRow(p, buyer)))
      .returning({ id: bookings.id });
    const write = (bookingId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review`,
        headers: buyer.headers,
        payload: { stars: 5 },
      });
    for (const b of completed.slice(0, 10)) expect((await write(b.id)).statusCode).toBe(201);
    expectRefused(await write(completed[10]!.id), /Too many reviews/, 3600);
    const written = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.authorId, buyer.user.id));
    expect(written).toHaveLength(10);

    const reporter = await account('buyer');
    const report = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/report`,
        headers: reporter.headers,
        payload: { reason: 'Looks fake' },
      });
    for (let i = 0; i < 20; i++) expect((await report(written[i % 10]!.id)).statusCode).toBe(200);
    expectRefused(await report(written[0]!.id), /Too many reports/, 3600);
  });
});
