import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { bookings, listings, users } from '../db/schema.ts';
import { imageForm, solidImage } from '../features/images/test-images.ts';
import { TEST_PASSWORD, type SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import {
  databaseChecksum,
  fillRoute,
  internalsIn,
  randomSecret,
  secretMarkers,
  type Endpoint,
} from './hostile.ts';
import type { TestContext } from './test-app.ts';
import { AUTH_SECRET, productForm, UPLOAD_MAX_BYTES, useHostileApp } from './hostile-app.ts';

/**
 * Hostile requests that are not random (security.md items 9, 11, 12, 14, 16): bodies past the
 * cap, mass assignment of server-owned fields, secrets and other people's private data in
 * answers, security headers on pages, API answers and images, and the input the database cannot
 * hold.
 */

let t: TestContext;
const endpoints: Endpoint[] = [];
let buyer: SignedUp;
let otherBuyer: SignedUp;
let seller: SignedUp;
let otherSeller: SignedUp;
let admin: SignedUp;

useHostileApp(endpoints, (app) => {
  ({ t, buyer, otherBuyer, seller, otherSeller, admin } = app);
});

const asUser = (who: SignedUp) => who.headers;
const owner = (a: SignedUp) => ({ id: a.user.id, name: a.user.name, email: a.user.email });

const productBody = (extra: Record<string, unknown> = {}) =>
  productForm({ sellerEmail: seller.user.email, ...extra });

describe('bodies past the cap are a 413, and nothing is written', () => {
  test.each([
    ['POST', '/api/auth/sign-up', null],
    ['POST', '/api/addproduct', 'seller'],
    ['POST', '/api/booking', 'buyer'],
    ['PUT', '/api/addproduct/report/x', 'buyer'],
  ] as const)('%s %s', async (method, url, who) => {
    const before = await databaseChecksum(t.database.db);
    const huge = JSON.stringify(productBody({ description: 'x'.repeat(300 * 1024) }));
    const res = await t.app.inject({
      method,
      url,
      headers: {
        'content-type': 'application/json',
        ...(who === 'seller' ? asUser(seller) : who === 'buyer' ? asUser(buyer) : {}),
      },
      payload: huge,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, message: 'The request is too large.' });
    expect(await databaseChecksum(t.database.db)).toBe(before);
  });

  test('an upload over UPLOAD_MAX_BYTES is a 413 and stores nothing', async () => {
    const imagesDir = path.join(t.env.DATA_DIR, 'images');
    const filesBefore = await fs.readdir(imagesDir).catch(() => []);
    const big = Buffer.concat([await solidImage('png', 64, 64), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const form = imageForm(big);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...asUser(seller) },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(await fs.readdir(imagesDir).catch(() => [])).toEqual(filesBefore);
  });
});

/** Fields only the server sets, sent by a client hoping they stick. */
const SERVER_OWNED = {
  _id: 'chosen-id',
  id: 'chosen-id',
  uid: 'chosen-id',
  accountType: 'admin',
  role: 'admin',
  isAdmin: true,
  admin: true,
  paid: true,
  isPaid: true,
  publish: 'advertise',
  isAdvertised: true,
  reported: true,
  price: 1,
  priceCents: 100,
  resalePriceCents: 100,
  sellerId: 'chosen-id',
  buyerId: 'chosen-id',
  transactionId: 'pi_chosen',
};

describe('mass assignment: server-owned fields in bodies are never applied', () => {
  test('sign-up as admin, or with a chosen id, makes a buyer with a fresh id (or is refused)', async () => {
    const email = `mass-${randomSecret().slice(0, 8).toLowerCase()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...SERVER_OWNED, name: 'Mass', email, password: TEST_PASSWORD },
    });
    expect([201, 400]).toContain(res.statusCode);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (res.statusCode === 400) {
      expect(row).toBeUndefined();
      expect(res.json().field).toBe('accountType');
    } else {
      expect(row!.accountType).not.toBe('admin');
      expect(row!.id).not.toBe('chosen-id');
    }
    // The plain case: a buyer who adds `isAdmin` still is a buyer.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        ...SERVER_OWNED,
        accountType: 'buyer',
        name: 'Plain',
        email: `plain-${email}`,
        password: TEST_PASSWORD,
      },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const [plainRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `plain-${email}`));
    expect(plainRow).toMatchObject({ accountType: 'buyer' });
    expect(plainRow!.id).not.toBe('chosen-id');
  });

  test('POST /user cannot make the caller an admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: asUser(buyer),
      payload: { ...SERVER_OWNED, name: 'Me', email: buyer.user.email },
    });
    expect(res.statusCode).toBeLessThan(500);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row!.accountType).toBe('buyer');
  });

  test('add product: state, price in cents and the seller come from the server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: asUser(seller),
      payload: productBody(SERVER_OWNED),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId as string;
    expect(id).not.toBe('chosen-id');
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({
      sellerId: seller.user.id,
      sellerEmail: seller.user.email,
      resalePriceCents: 30_000,
      isAdvertised: false,
    });
    expect(row!.soldAt).toBeNull();
  });

  test('add product with someone else’s sellerEmail is refused and writes nothing', async () => {
    const before = await databaseChecksum(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: asUser(seller),
      payload: productBody({ sellerEmail: otherSeller.user.email }),
    });
    expect([400, 403]).toContain(res.statusCode);
    expect(await databaseChecksum(t.database.db)).toBe(before);
  });

  test('booking: price, paid state, buyer and email come from the server', async () => {
    const listing = await createListing(t.database.db, owner(seller));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: asUser(buyer),
      payload: {
        ...SERVER_OWNED,
        email: otherBuyer.user.email,
        name: 'Somebody Else',
        productName: 'Free phone',
        product_id: listing.id,
        number: '+8801711000000',
        place: 'Dhaka',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.json().insertedId as string));
    expect(row).toMatchObject({
      buyerId: buyer.user.id,
      email: buyer.user.email,
      priceCents: listing.resalePriceCents,
      productName: listing.productName,
      isPaid: false,
      transactionId: null,
    });
  });

  test('payment: a client price that is not the booking’s is refused; an invented payment records nothing', async () => {
    const listing = await createListing(t.database.db, owner(seller));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: asUser(buyer),
      payload: { product_id: listing.id, number: '+8801711000000', place: 'Dhaka' },
    });
    const bookingId = booked.json().insertedId as string;
    const before = await databaseChecksum(t.database.db);
    const cheap = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: asUser(buyer),
      payload: { bookingId, price: 1 },
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().field).toBe('price');
    const invented = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: asUser(buyer),
      payload: { ...SERVER_OWNED, bookingId, transactionId: 'pi_invented', price: 1 },
    });
    expect(invented.statusCode).toBeGreaterThanOrEqual(400);
    expect(invented.statusCode).toBeLessThan(500);
    expect(await databaseChecksum(t.database.db)).toBe(before);
  });
});

describe('answers never carry secrets or other people’s private data', () => {
  test('every GET endpoint, as each role: no password hash, session digest, secret or other buyer’s booking', async () => {
    // Another buyer's booking with details only they (the seller, admins) may see.
    const listing = await createListing(t.database.db, owner(otherSeller), { isAdvertised: true });
    const privateNumber = '+8801999888777';
    const privatePlace = `Private-place-${randomSecret().slice(0, 6)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: asUser(otherBuyer),
      payload: { product_id: listing.id, number: privateNumber, place: privatePlace },
    });
    expect(res.statusCode, res.body).toBe(201);
    const secrets = await secretMarkers(t.database.db, [AUTH_SECRET, TEST_PASSWORD]);
    const forbiddenKeys = /"(password|passwordHash|password_hash|tokenHash|token_hash|secret)"/i;

    const gets = endpoints.filter((e) => e.method === 'GET' && e.route.startsWith('/api/'));
    expect(gets.length).toBeGreaterThan(10);
    let checked = 0;
    for (const who of [buyer, seller, admin]) {
      for (const endpoint of gets) {
        const url = `${fillRoute(endpoint.route, {
          email: who.user.email,
          id: listing.id,
          brand: 'iphone',
        })}?email=${encodeURIComponent(who.user.email)}`;
        const answer = await t.app.inject({ method: 'GET', url, headers: asUser(who) });
        const context = `${url} as ${who.user.accountType}: ${answer.body.slice(0, 300)}`;
        for (const secret of secrets) expect(answer.body.includes(secret), context).toBe(false);
        // The API's description names request fields (sign-in's `password`): a schema, no data.
        const describesTheApi = /^\/api\/(openapi\.json|docs\b)/.test(url);
        if (!describesTheApi) expect(forbiddenKeys.test(answer.body), context).toBe(false);
        expect(internalsIn(answer.body), context).toBeNull();
        if (who !== admin) {
          expect(answer.body, context).not.toContain(privateNumber);
          expect(answer.body, context).not.toContain(privatePlace);
          expect(answer.body, context).not.toContain(otherBuyer.user.email);
        }
        checked++;
      }
    }
    expect(checked).toBe(gets.length * 3);
  });
});
