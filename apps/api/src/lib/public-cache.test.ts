import { describe, expect, test } from 'vitest';
import { book, paidAtProvider } from '../test/sales.ts';
import type { FastifyInstance } from 'fastify';
import { ProductList } from '@resale-zone/contract/listings';
import { buildApp } from '../app.ts';
import { signUpAs, type SignedUp } from '../test/auth.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { waitUntil } from '../test/wait.ts';
import {
  announcePublicChange,
  cacheKey,
  createAnswerStore,
  type StoredAnswer,
} from './public-cache.ts';
import { addPhoneByApi } from '../test/phone-form.ts';
import { useAccounts } from '../test/use-test-app.ts';

const answer = (bytes: number): StoredAnswer => ({
  body: Buffer.alloc(bytes, 'x'),
  headers: { 'content-type': 'application/json' },
});

describe('the answer store', () => {
  test('keeps at most maxEntries answers, forgetting the least recently used first', () => {
    const store = createAnswerStore({ maxEntries: 2, maxBytes: 1000 });
    store.setOpen(true);
    const g = store.generation;
    store.set('/a', answer(10), g);
    store.set('/b', answer(10), g);
    expect(store.get('/a')).toBeDefined(); // /a is now the most recent
    store.set('/c', answer(10), g);
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
    expect(store.stats()).toMatchObject({ entries: 2, bytes: 20, evictions: 1 });
  });

  test('keeps at most maxBytes of bodies, and never one answer larger than that', () => {
    const store = createAnswerStore({ maxEntries: 100, maxBytes: 100 });
    store.setOpen(true);
    const g = store.generation;
    for (let i = 0; i < 10; i++) store.set(`/page/${i}`, answer(30), g);
    expect(store.stats()).toMatchObject({ entries: 3, bytes: 90 });
    expect(store.set('/huge', answer(101), g)).toBe(false);
    // Replacing an entry counts its bytes once.
    store.set('/page/9', answer(40), g);
    expect(store.stats().bytes).toBe(100);
  });

  test('refuses an answer whose request started before the last invalidation', () => {
    const store = createAnswerStore({ maxEntries: 10, maxBytes: 1000 });
    store.setOpen(true);
    const startedAt = store.generation;
    store.invalidate(); // a write finished while the answer was being computed
    expect(store.set('/advertise', answer(10), startedAt)).toBe(false);
    expect(store.get('/advertise')).toBeUndefined();
  });

  test('a closed store (notifications down) neither keeps nor answers, and reopens empty', () => {
    const store = createAnswerStore({ maxEntries: 10, maxBytes: 1000 });
    expect(store.set('/advertise', answer(10), store.generation)).toBe(false);
    store.setOpen(true);
    store.set('/advertise', answer(10), store.generation);
    store.setOpen(false);
    expect(store.get('/advertise')).toBeUndefined();
    store.setOpen(true);
    expect(store.get('/advertise')).toBeUndefined();
  });

  test('the key orders query parameters and ignores an empty query', () => {
    expect(cacheKey('/api/search?q=pixel&brand=google')).toBe(
      cacheKey('/api/search?brand=google&q=pixel'),
    );
    expect(cacheKey('/api/search?q=pixel')).not.toBe(cacheKey('/api/search?q=pixel+7'));
    expect(cacheKey('/api/advertise?')).toBe('/api/advertise');
    expect(cacheKey('/api/search?q=a%20b')).toBe(cacheKey('/api/search?q=a+b'));
  });
});

let t: TestContext;
let seller: SignedUp;
let buyer: SignedUp;
let admin: SignedUp;
useAccounts(['seller', 'buyer', 'admin'], (...opened) => ([t, { seller, buyer, admin }] = opened));

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });

/** Sends a request twice: the second must be a hit (the cache is warm). */
async function warm(url: string) {
  await get(url);
  const res = await get(url);
  expect(res.headers['x-cache']).toBe('HIT');
  return res;
}

const addPhone = (by: SignedUp, productName = `Xiaomi ${Math.random()}`) =>
  addPhoneByApi(t.app, by, { productName });

const ids = (res: { json(): unknown }) => ProductList.parse(res.json()).map((p) => p._id);

describe('public answers from the cache', () => {
  test('the second request is a hit with the same body, headers and ETag; 304 on If-None-Match', async () => {
    await addPhone(seller);
    const first = await get('/api/categories/xiaomi');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get('/api/categories/xiaomi');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The per-request headers are fresh on a hit.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['content-security-policy']).toBeDefined();

    const revalidated = await get('/api/categories/xiaomi', {
      'if-none-match': first.headers.etag!,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changedTag = await get('/api/categories/xiaomi', { 'if-none-match': 'W/"other"' });
    expect(changedTag.statusCode).toBe(200);
  });

  test('a hit is compressed like any answer when the caller accepts it', async () => {
    for (let i = 0; i < 3; i++) await addPhone(seller);
    await warm('/api/categories/xiaomi');
    const zipped = await get('/api/categories/xiaomi', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['x-cache']).toBe('HIT');
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  test('a signed-in caller gets the same answer as an anonymous one, from the same entry', async () => {
    const anonymous = await warm('/api/categories/xiaomi');
    const signedIn = await get('/api/categories/xiaomi', buyer.headers);
    expect(signedIn.headers['x-cache']).toBe('HIT');
    expect(signedIn.body).toBe(anonymous.body);
  });

  test('different query strings are different entries; the order of parameters is not', async () => {
    await warm('/api/advertise?a=1&b=2');
    expect((await get('/api/advertise?b=2&a=1')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/advertise?a=2&b=2')).headers['x-cache']).toBe('MISS');
    expect((await get('/api/advertise')).headers['x-cache']).toBe('MISS');
  });

  test('private answers are never cached', async () => {
    const mine = await get('/api/addproduct', seller.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.headers.etag).toBeDefined();
  });
});

describe('every write that can change a public answer empties the cache before it answers', () => {
  test('create: a new listing is in the next answer', async () => {
    await warm('/api/categories/xiaomi');
    const id = await addPhone(seller);
    const after = await get('/api/categories/xiaomi');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(ids(after)).toContain(id);
  });

  test('advertise: the phone is featured at once', async () => {
    const id = await addPhone(seller);
    await warm('/api/advertise');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/advertise/${id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(await get('/api/advertise'))).toContain(id);
  });

  test('delete by the seller: the phone is gone at once', async () => {
    const id = await addPhone(seller);
    await warm('/api/categories/xiaomi');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(ids(await get('/api/categories/xiaomi'))).not.toContain(id);
  });

  test('report: the reported flag shows at once', async () => {
    const id = await addPhone(seller);
    await warm('/api/categories/xiaomi');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${id}`,
      headers: buyer.headers,
      payload: { reason: 'scam' },
    });
    expect(res.statusCode).toBe(200);
    const after = ProductList.parse((await get('/api/categories/xiaomi')).json());
    expect(after.find((p) => p._id === id)?.reported).toBe(true);
  });

  test('sale: a paid phone leaves the lists at once', async () => {
    const id = await addPhone(seller);
    const bookingId = await book(t, buyer, id, 'Banani');
    const record = await paidAtProvider(t, buyer, bookingId);
    await warm('/api/categories/xiaomi');
    expect(ids(await get('/api/categories/xiaomi'))).toContain(id);
    const paid = await record();
    expect(paid.statusCode).toBe(200);
    expect(ids(await get('/api/categories/xiaomi'))).not.toContain(id);
  });

  test('admin deletes: a reported listing and a seller with their phones', async () => {
    const reported = await addPhone(seller);
    // Only reported phones are removed by an admin.
    const report = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${reported}`,
      headers: admin.headers,
      payload: {},
    });
    expect(report.statusCode).toBe(200);
    await warm('/api/categories/xiaomi');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedproduct/${reported}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(ids(await get('/api/categories/xiaomi'))).not.toContain(reported);

    const other = await signUpAs(t, { accountType: 'seller' });
    const theirs = await addPhone(other);
    await warm('/api/categories/xiaomi');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/allsellers/${other.user.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(ids(await get('/api/categories/xiaomi'))).not.toContain(theirs);
  });

  test('refused writes, sign-ins and wishlist saves leave the cache alone', async () => {
    await warm('/api/categories/xiaomi');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: { productName: '' },
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/products/x' });
    expect(anonymous.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: buyer.user.email, password: buyer.password },
    });
    expect(signIn.statusCode).toBe(200);
    const listed = ProductList.parse((await get('/api/categories/xiaomi')).json());
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${listed[0]!._id}`,
      headers: buyer.headers,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/categories/xiaomi')).headers['x-cache']).toBe('HIT');
  });

  test('a write on another instance on the same database empties this one (NOTIFY)', async () => {
    const other: FastifyInstance = await buildApp({
      env: t.env,
      database: t.database,
      logger: false,
    });
    try {
      await other.ready();
      await warm('/api/categories/xiaomi');
      const id = await addPhoneOn(other, seller);
      // Delivery is asynchronous: this instance shows it once the notice has arrived.
      await waitUntil(async () => expect(ids(await get('/api/categories/xiaomi'))).toContain(id));
    } finally {
      await other.close();
    }
  });

  test('data changed at start (the demo seed) is announced to running instances', async () => {
    await warm('/api/categories/xiaomi');
    await announcePublicChange(t.database);
    // Delivery is asynchronous: hits until the notice arrives, then a miss.
    await waitUntil(async () =>
      expect((await get('/api/categories/xiaomi')).headers['x-cache']).toBe('MISS'),
    );
  });
});

const addPhoneOn = (app: FastifyInstance, by: SignedUp) =>
  addPhoneByApi(app, by, { productName: 'Xiaomi on the other instance', resalePrice: 300 });

describe('a hit needs no database', () => {
  test('with the database closed, cached answers are still served, to signed-in callers too', async () => {
    const own = await createTestContext();
    try {
      const someone = await signUpAs(own, { accountType: 'buyer' });
      const warmAnswer = await get('/api/advertise', {}, own.app);
      await get('/api/advertise', {}, own.app);
      await own.database.close();
      // A miss now fails: the database is gone …
      expect((await get('/api/categories/xiaomi', {}, own.app)).statusCode).toBeGreaterThan(499);
      // … but a hit is answered without it, and without loading the caller's session.
      const hit = await get('/api/advertise', someone.headers, own.app);
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.body).toBe(warmAnswer.body);
    } finally {
      await own.close();
    }
  });
});
