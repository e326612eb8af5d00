import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { signUpAs, type SignedUp } from '../test/auth.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { waitUntil } from '../test/wait.ts';
import { addPhoneByApi } from '../test/phone-form.ts';

// Decision 020: a write empties only the public answers it can change, here and on the other
// instances. Each test warms the lists it looks at, writes, then reads `x-cache`.

let t: TestContext;
let seller: SignedUp;
let buyer: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  seller = await signUpAs(t, { accountType: 'seller' });
  buyer = await signUpAs(t, { accountType: 'buyer' });
});
afterAll(() => t?.close());

const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });
const cacheState = async (url: string, app = t.app) => (await get(url, app)).headers['x-cache'];

/** Reads each URL twice: the second read must be a hit. */
async function warm(...urls: string[]) {
  for (const url of urls) {
    await get(url);
    expect(await cacheState(url)).toBe('HIT');
  }
}

const addPhone = (categories = 'Xiaomi', app = t.app, by = seller) =>
  addPhoneByApi(app, by, { productName: `${categories} ${Math.random()}`, categories });

const write = (method: 'PUT' | 'POST' | 'DELETE', url: string, by: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: by.headers, payload });

describe('a listing write empties its answers, and only those', () => {
  test("a new Xiaomi: Xiaomi's list, search and the sitemap go; other brands and featured stay", async () => {
    await warm('/api/categories/xiaomi', '/api/categories/iphone', '/api/advertise');
    await warm('/api/search?q=phone', '/sitemap.xml', '/robots.txt');
    await addPhone('Xiaomi');
    expect(await cacheState('/api/categories/xiaomi')).toBe('MISS');
    expect(await cacheState('/api/search?q=phone')).toBe('MISS');
    expect(await cacheState('/sitemap.xml')).toBe('MISS');
    expect(await cacheState('/api/categories/iphone')).toBe('HIT');
    // Not advertised: the featured list cannot show it.
    expect(await cacheState('/api/advertise')).toBe('HIT');
    expect(await cacheState('/robots.txt')).toBe('HIT');
  });

  test('a new Xiaomi in Good condition empties the searches it can be in, and only those', async () => {
    const mayShow = ['/api/search?brand=xiaomi', '/api/search?q=phone', '/api/search?sort=rating'];
    const cannot = [
      '/api/search?brand=iphone',
      '/api/search?checked=1',
      '/api/search?condition=Excellent',
    ];
    await warm(...mayShow, ...cannot);
    await addPhone('Xiaomi');
    for (const url of mayShow) expect(await cacheState(url), url).toBe('MISS');
    for (const url of cannot) expect(await cacheState(url), url).toBe('HIT');
  });

  test('advertising: the featured list and the lists that show the phone go, others stay', async () => {
    const id = await addPhone('Huawei');
    await warm('/api/advertise', '/api/categories/huawei', '/api/categories/iphone');
    await warm('/api/search?brand=huawei', '/api/search?brand=iphone', `/api/products/${id}`);
    const res = await write('PUT', `/api/addproduct/advertise/${id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(await cacheState('/api/advertise')).toBe('MISS');
    // Newest first, it is on the first page of its brand and of its brand's search.
    expect(await cacheState('/api/categories/huawei')).toBe('MISS');
    expect(await cacheState('/api/search?brand=huawei')).toBe('MISS');
    const page = await get(`/api/products/${id}`);
    expect(page.headers['x-cache']).toBe('MISS');
    expect(page.json().publish).toBe('advertise');
    // Which phones other lists hold, and how many, does not change.
    expect(await cacheState('/api/categories/iphone')).toBe('HIT');
    expect(await cacheState('/api/search?brand=iphone')).toBe('HIT');
  });

  test("a new listing empties the seller's other listing pages (their count of phones)", async () => {
    const first = await addPhone('Iphone');
    const other = await signUpAs(t, { accountType: 'seller' });
    const theirs = await addPhone('Iphone', t.app, other);
    await warm(`/api/products/${first}`, `/api/products/${theirs}`);
    await addPhone('One plus');
    expect(await cacheState(`/api/products/${first}`)).toBe('MISS');
    expect(await cacheState(`/api/products/${theirs}`)).toBe('HIT');
  });

  test('a report and a deletion empty the brand list and the page of that listing', async () => {
    const id = await addPhone('Xiaomi');
    const other = await addPhone('Huawei');
    await warm('/api/categories/xiaomi', `/api/products/${id}`, '/api/categories/iphone');
    expect((await write('PUT', `/api/addproduct/report/${id}`, buyer, {})).statusCode).toBe(200);
    expect(await cacheState('/api/categories/xiaomi')).toBe('MISS');
    expect(await cacheState(`/api/products/${id}`)).toBe('MISS');
    expect(await cacheState('/api/categories/iphone')).toBe('HIT');

    // A repeated report changes nothing: everything stays.
    await warm('/api/categories/xiaomi');
    expect((await write('PUT', `/api/addproduct/report/${id}`, buyer, {})).statusCode).toBe(200);
    expect(await cacheState('/api/categories/xiaomi')).toBe('HIT');

    await warm('/api/categories/huawei', `/api/products/${other}`);
    expect((await write('DELETE', `/api/products/${other}`, seller)).statusCode).toBe(200);
    expect(await cacheState('/api/categories/huawei')).toBe('MISS');
    expect((await get(`/api/products/${other}`)).statusCode).toBe(404);
    expect(await cacheState('/api/categories/xiaomi')).toBe('HIT');
  });

  test("a sale empties its brand's list and its page; booking it empties nothing", async () => {
    const id = await addPhone('Iphone');
    await warm('/api/categories/iphone', `/api/products/${id}`, '/api/categories/xiaomi');
    const booked = await write('POST', '/api/booking', buyer, {
      product_id: id,
      number: '01711000000',
      place: 'Banani',
    });
    expect(booked.statusCode).toBe(201);
    expect(await cacheState('/api/categories/iphone')).toBe('HIT');
    const bookingId = booked.json().insertedId as string;
    const intent = await write('POST', '/api/create-payment-intent', buyer, { bookingId });
    const confirmed = await write('POST', '/api/test-payments/confirm', buyer, {
      clientSecret: intent.json().clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10001',
    });
    const transactionId = confirmed.json().paymentIntent.id as string;
    expect(await cacheState(`/api/products/${id}`)).toBe('HIT');
    const paid = await write('POST', '/api/payments', buyer, {
      bookingId,
      transactionId,
      price: 250,
      email: buyer.user.email,
    });
    expect(paid.statusCode).toBe(200);
    expect(await cacheState('/api/categories/iphone')).toBe('MISS');
    const page = await get(`/api/products/${id}`);
    expect(page.headers['x-cache']).toBe('MISS');
    expect(page.json().paid).toBe(true);
    expect(await cacheState('/api/categories/xiaomi')).toBe('HIT');
  });

  test('deleting a seller with their phones empties everything (too wide to tag)', async () => {
    const other = await signUpAs(t, { accountType: 'seller' });
    await addPhone('Huawei', t.app, other);
    const admin = await signUpAs(t, { accountType: 'admin' });
    await warm('/api/categories/iphone', '/robots.txt');
    expect((await write('DELETE', `/api/allsellers/${other.user.id}`, admin)).statusCode).toBe(200);
    expect(await cacheState('/api/categories/iphone')).toBe('MISS');
    expect(await cacheState('/robots.txt')).toBe('MISS');
  });
});

describe('on another instance on the same database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ env: t.env, database: t.database, logger: false });
    await other.ready();
  });
  afterAll(() => other?.close());

  test('a write there empties only the answers it changed here', async () => {
    await warm('/api/categories/xiaomi', '/api/categories/iphone', '/api/advertise');
    await addPhone('Xiaomi', other);
    // Delivery is asynchronous: hits until the notice arrives, then a miss.
    await waitUntil(async () => expect(await cacheState('/api/categories/xiaomi')).toBe('MISS'));
    expect(await cacheState('/api/categories/iphone')).toBe('HIT');
    expect(await cacheState('/api/advertise')).toBe('HIT');
  });
});
