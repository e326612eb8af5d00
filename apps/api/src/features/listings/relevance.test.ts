import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProductPage } from '@resale-zone/contract/search';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * Search's best-match order (decision 033), measured: a fixed set of phones and of queries with
 * the phones a buyer expects on top, scored as precision at 5.
 */
let t: TestContext;
/** All phones of this file are in a town of their own, and every search filters on it. */
const town = `Town${crypto.randomBytes(4).toString('hex')}`;

/** Each phone with the brand it is filed under (its words are searched too). */
const PHONES: [name: string, description: string, category: string][] = [
  ['iPhone 13 Pro', 'Blue, 128 GB, battery 88%.', 'Iphone'],
  ['iPhone 13', 'Midnight, boxed.', 'Iphone'],
  ['iPhone 13 mini', 'Red, small and light.', 'Iphone'],
  ['iPhone 12', 'Bought 13 months ago, no scratches.', 'Iphone'],
  ['iPhone 11', 'A good phone for a first smartphone.', 'Iphone'],
  ['iPhone 14 Pro Max', 'Deep purple, like new.', 'Iphone'],
  ['Redmi Note 12', 'A great phone, fast charging.', 'Xiaomi'],
  ['Xiaomi 13 Pro', 'Swapped from my iPhone, case included.', 'Xiaomi'],
  ['Samsung Galaxy S23', 'Phantom black phone.', 'Samsung'],
  ['Samsung Galaxy S21', 'Comes with the charger.', 'Samsung'],
  ['Samsung Galaxy A54', 'Good phone, dual SIM.', 'Samsung'],
  ['Samsung Galaxy Note8', 'Midnight black, pen included.', 'Samsung'],
  ['Galaxy Note 8', 'Orchid grey, boxed.', 'Samsung'],
  ['Pixel 8', 'Google phone, 128 GB.', 'Google Pixel'],
  ['Pixel 7a', 'Charger included.', 'Google Pixel'],
  ['OnePlus Nord 3', 'Phone with box.', 'One plus'],
  ['Huawei P60', 'Leica camera.', 'Huawei'],
  ['Motorola Edge 40', 'A Samsung charger comes with it.', 'Motorola'],
];

const SAMSUNGS = [
  'Samsung Galaxy S23',
  'Samsung Galaxy S21',
  'Samsung Galaxy A54',
  'Samsung Galaxy Note8',
  'Galaxy Note 8',
];
const NOTE_8 = ['Samsung Galaxy Note8', 'Galaxy Note 8'];

/** Each query with the phones that answer it: the best first where the order matters. */
const RELEVANCE_SET: [query: string, relevant: string[]][] = [
  [
    'iphone',
    ['iPhone 13 Pro', 'iPhone 13', 'iPhone 13 mini', 'iPhone 12', 'iPhone 11', 'iPhone 14 Pro Max'],
  ],
  ['iphone 13', ['iPhone 13 Pro', 'iPhone 13', 'iPhone 13 mini']],
  [
    'iphnoe',
    ['iPhone 13 Pro', 'iPhone 13', 'iPhone 13 mini', 'iPhone 12', 'iPhone 11', 'iPhone 14 Pro Max'],
  ],
  ['samsung', SAMSUNGS],
  ['galaxy', SAMSUNGS],
  ['samsng galxy', SAMSUNGS],
  ['pixel', ['Pixel 8', 'Pixel 7a']],
  ['pixle 8', ['Pixel 8']],
  ['charger', ['Samsung Galaxy S21', 'Pixel 7a', 'Motorola Edge 40']],
  ['13', ['iPhone 13 Pro', 'iPhone 13', 'iPhone 13 mini', 'Xiaomi 13 Pro']],
  ['nord', ['OnePlus Nord 3']],
  ['huawei p60', ['Huawei P60']],
  // Letters and digits written together or apart are one word: both spellings answer.
  ['galaxy note 8', NOTE_8],
  ['note8', NOTE_8],
  ['note 8', NOTE_8],
];
/** The least mean precision at 5 the order may fall to. */
const PRECISION_FLOOR = 0.95;

beforeAll(async () => {
  t = await createTestContext();
  const sam = await createUser(t.database.db, { accountType: 'seller', name: 'Sam Seller' });
  for (const [productName, description, category] of PHONES) {
    await createListing(t.database.db, sam, { productName, description, location: town, category });
  }
});
afterAll(() => t.close());

async function search(params: Record<string, string | number>) {
  const qs = new URLSearchParams({ location: town });
  for (const [key, value] of Object.entries(params)) qs.set(key, String(value));
  return t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
}

async function names(params: Record<string, string | number>): Promise<string[]> {
  const res = await search(params);
  expect(res.statusCode, res.body).toBe(200);
  return ProductPage.parse(res.json()).items.map((p) => p.productName);
}

/**
 * Lists these phones, by one seller, in a town of their own and a second apart in this order
 * (PGlite's clock can give two quick inserts the same created_at); answers the town.
 */
async function listInOwnTown(phones: [name: string, description: string][]): Promise<string> {
  const sam = await createUser(t.database.db, { accountType: 'seller', name: 'Sam Seller' });
  const elsewhere = `Town${crypto.randomBytes(4).toString('hex')}`;
  for (const [i, [productName, description]] of phones.entries()) {
    const createdAt = new Date(Date.now() - (phones.length - i) * 1000);
    await createListing(t.database.db, sam, {
      productName,
      description,
      location: elsewhere,
      createdAt,
    });
  }
  return elsewhere;
}

/** Of the first five (or fewer, when fewer phones answer the query), how many answer it. */
function precisionAt5(found: string[], relevant: string[]): number {
  const places = Math.min(5, relevant.length);
  return found.slice(0, places).filter((name) => relevant.includes(name)).length / places;
}

describe('search: best match first', () => {
  test('the relevance set: precision at 5 stays above the floor', async () => {
    const scores: string[] = [];
    let sum = 0;
    for (const [query, relevant] of RELEVANCE_SET) {
      const score = precisionAt5(await names({ q: query }), relevant);
      scores.push(`  ${query.padEnd(14)} ${score.toFixed(2)}`);
      sum += score;
    }
    const mean = sum / RELEVANCE_SET.length;
    console.log(
      `Search relevance, precision at 5:\n${scores.join('\n')}\n  mean ${mean.toFixed(3)}`,
    );
    expect(mean).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  });

  test('"iphone" lists the iPhones, not phones that only say "phone"', async () => {
    const found = await names({ q: 'iphone' });
    expect(found.slice(0, 6).every((name) => name.startsWith('iPhone'))).toBe(true);
    // A phone that mentions an iPhone in its description comes after every iPhone.
    expect(found.slice(6)).toEqual(['Xiaomi 13 Pro']);
    expect(found).not.toContain('Redmi Note 12');
  });

  test('"iphone 13" lists the 13 models first; the word in a description comes after', async () => {
    const found = await names({ q: 'iphone 13' });
    expect(found.slice(0, 3).sort()).toEqual(['iPhone 13', 'iPhone 13 Pro', 'iPhone 13 mini']);
    expect(found.slice(3).sort()).toEqual(['Xiaomi 13 Pro', 'iPhone 12']);
  });

  test('a typo still finds the iPhones', async () => {
    const found = await names({ q: 'iphnoe' });
    expect(found.slice(0, 6).every((name) => name.startsWith('iPhone'))).toBe(true);
    expect(found.slice(6)).toEqual(['Xiaomi 13 Pro']);
  });

  test.each(['galaxy note 8', 'note8', 'note 8', 'NOTE8'])(
    '"%s" finds the Note 8 written together and apart, not other Notes or 8s',
    async (q) => {
      const found = await names({ q });
      expect([...found].sort()).toEqual([...NOTE_8].sort());
    },
  );

  test('a word split where letters meet digits keeps its parts next to each other', async () => {
    const sam = await createUser(t.database.db, { accountType: 'seller', name: 'Sam Seller' });
    const elsewhere = `Town${crypto.randomBytes(4).toString('hex')}`;
    const far = { productName: 'Vexa 11', description: 'Bought 8 months ago.' };
    await createListing(t.database.db, sam, { ...far, location: elsewhere });
    await createListing(t.database.db, sam, { productName: 'Vexa 8 Pro', location: elsewhere });
    // 'vexa' and '8' both in the first phone, apart: not a Vexa 8.
    expect(await names({ q: 'vexa8', location: elsewhere })).toEqual(['Vexa 8 Pro']);
    // No listing has 'vexa8', but 'vexa9' is a close spelling: the parts come before it.
    await createListing(t.database.db, sam, { productName: 'Vexa9', location: elsewhere });
    expect(await names({ q: 'vexa8', location: elsewhere })).toEqual(['Vexa 8 Pro']);
  });

  test('a word with digits is corrected in its letters only: "vexa8" finds no Vexa 9 or Vexa', async () => {
    const sam = await createUser(t.database.db, { accountType: 'seller', name: 'Sam Seller' });
    const elsewhere = `Town${crypto.randomBytes(4).toString('hex')}`;
    for (const productName of ['Vexa9', 'Vexa Lite', 'Vexxa8 Pro']) {
      await createListing(t.database.db, sam, { productName, location: elsewhere });
    }
    // No Vexa 8 on sale: the typo in its letters is forgiven, its number is not changed.
    expect(await names({ q: 'vexa8', location: elsewhere })).toEqual(['Vexxa8 Pro']);
    expect(await names({ q: 'vexa 8', location: elsewhere })).toEqual([]);
  });

  test('exact words come before corrections', async () => {
    // 'phone' is in these descriptions; 'smartphone' and 'iphone' are only its corrections.
    const found = await names({ q: 'phone', limit: 60 });
    expect(found).not.toContain('iPhone 13');
    expect(found).toContain('Redmi Note 12');
  });

  test('a word whose listings are all sold still finds close spellings', async () => {
    const sam = await createUser(t.database.db, { accountType: 'seller', name: 'Sam Seller' });
    // 'zorblax' stays in search_words after its phone is sold; the only one on sale is 'Zorbalx'.
    const elsewhere = `Town${crypto.randomBytes(4).toString('hex')}`;
    const gone = { productName: 'Zorblax 5', location: elsewhere, isSold: true };
    await createListing(t.database.db, sam, gone);
    await createListing(t.database.db, sam, { productName: 'Zorbalx 5', location: elsewhere });
    expect(await names({ q: 'zorblax', location: elsewhere })).toEqual(['Zorbalx 5']);
  });

  test('newest and price orders still apply to a query when chosen', async () => {
    const newest = await names({ q: 'iphone', sort: 'newest' });
    expect(newest[0]).toBe('Xiaomi 13 Pro');
    const cheap = await search({ q: 'iphone', sort: 'price-asc' });
    expect(cheap.statusCode).toBe(200);
  });

  test('keyset pages in best-match order: the same phones as one page, none twice', async () => {
    const whole = await names({ q: 'iphone 13', limit: 60 });
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search({ q: 'iphone 13', limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const page = ProductPage.parse(res.json());
      paged.push(...page.items.map((p) => p.productName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole);
  });

  /** Every page of a search, `limit` phones at a time, following the cursors. */
  async function paged(params: Record<string, string>, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const res = await search({ ...params, limit, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const page = ProductPage.parse(res.json());
      pages.push(page.items.map((p) => p.productName));
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  }

  test.each(RELEVANCE_SET.map(([query]) => query))(
    '"%s" paged one and two at a time crosses its tiers in the one-page order',
    async (query) => {
      const whole = await names({ q: query, limit: 60 });
      expect((await paged({ q: query }, 1)).flat()).toEqual(whole);
      expect((await paged({ q: query }, 2)).flat()).toEqual(whole);
    },
  );

  test('a page ending with the last phone of a tier: the next page is the next tier', async () => {
    // 'iphone 13': the three 13 models have both words in the name (rank 220); the iPhone 12 and
    // the Xiaomi 13 Pro one word each (210), newest first.
    const pages = await paged({ q: 'iphone 13' }, 3);
    expect(pages.map((page) => [...page].sort())).toEqual([
      ['iPhone 13', 'iPhone 13 Pro', 'iPhone 13 mini'],
      ['Xiaomi 13 Pro', 'iPhone 12'].sort(),
    ]);
  });

  test('a word with a longer form: every tier in order, and pages across each boundary', async () => {
    const phones: [string, string][] = [
      ['Zentrix 1', 'Plain.'], // the word itself, in the name: 110
      ['Nokia 3', 'Like a zentrix.'], // the word itself, not in the name: 100
      ['Zentrixes Duo', 'Two of them.'], // only its longer form, in the name: 10
      ['Nokia 8', 'Better than zentrixes.'], // only its longer form, not in the name: 0
      ['Zentrix 2', 'Also plain.'], // 110, newer than Zentrix 1
    ];
    const elsewhere = await listInOwnTown(phones);
    const order = ['Zentrix 2', 'Zentrix 1', 'Nokia 3', 'Zentrixes Duo', 'Nokia 8'];
    const params = { q: 'zentrix', location: elsewhere };
    expect(await names(params)).toEqual(order);
    expect(await paged(params, 1)).toEqual(order.map((name) => [name]));
    expect(await paged(params, 2)).toEqual([order.slice(0, 2), order.slice(2, 4), order.slice(4)]);
    expect(await paged(params, 3)).toEqual([order.slice(0, 3), order.slice(3)]);
    // Newest first still lists them by date alone.
    expect(await names({ ...params, sort: 'newest' })).toEqual(
      [...phones.map(([n]) => n)].reverse(),
    );
  });

  test('six words: tiers too many ways to spell out still come in rank order', async () => {
    // Every phone has the six words; the rank is 600 plus 10 per word in the name.
    const phones: [string, string][] = [
      ['Kilo Lima Mike', 'Oscar papa romeo.'], // 630
      ['Kilo Lima Mike Oscar', 'Papa romeo.'], // 640
      ['Kilo Lima Mike Oscar Papa Romeo', 'All six.'], // 660
      ['Kilo', 'Lima mike oscar papa romeo.'], // 610
      ['Nokia X', 'Kilo lima mike oscar papa romeo.'], // 600
      ['Lima Mike Oscar', 'Kilo papa romeo.'], // 630, newer than the first
    ];
    const elsewhere = await listInOwnTown(phones);
    const order = [
      'Kilo Lima Mike Oscar Papa Romeo',
      'Kilo Lima Mike Oscar',
      'Lima Mike Oscar',
      'Kilo Lima Mike',
      'Kilo',
      'Nokia X',
    ];
    const params = { q: 'kilo lima mike oscar papa romeo', location: elsewhere };
    expect(await names(params)).toEqual(order);
    expect((await paged(params, 1)).flat()).toEqual(order);
    expect((await paged(params, 2)).flat()).toEqual(order);
  });

  test.each([
    ['garbage', 'not-a-cursor'],
    ['a rank out of range', Buffer.from('["m",[9999,"2026-11-01T10:00:00.000000Z"],"x"]')],
    ['a rank that is not a number', Buffer.from('["m",["a","2026-11-01T10:00:00.000000Z"],"x"]')],
    ['a newest cursor', Buffer.from('["n","2026-11-01T10:00:00.000000Z","x"]')],
  ])('a forged best-match cursor (%s) is a 400 naming cursor', async (_what, raw) => {
    const cursor = typeof raw === 'string' ? raw : raw.toString('base64url');
    const res = await search({ q: 'iphone', cursor });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'cursor' });
  });

  test('words with longer forms, too many tiers to walk: ranked in one pass, same order', async () => {
    // Three of the four words have a longer form in some listing: 4 × 5 = 20 tiers.
    const phones: [string, string][] = [
      ['Quorvex Blintar Mopsule Trazzle', 'All four.'], // 4 exact, 4 in the name: 440
      ['Quorvexes Blintars', 'Mopsule trazzle.'], // 2 exact, 2 in the name: 220
      ['Nokia', 'Quorvex blintar mopsule trazzle.'], // 4 exact: 400
      ['Trazzle', 'Quorvexes blintars mopsules.'], // 1 exact, 1 in the name: 110
      ['Mopsules Quorvex', 'Blintar trazzle.'], // 3 exact, 2 in the name: 320
    ];
    const elsewhere = await listInOwnTown(phones);
    const order = [
      'Quorvex Blintar Mopsule Trazzle',
      'Nokia',
      'Mopsules Quorvex',
      'Quorvexes Blintars',
      'Trazzle',
    ];
    const params = { q: 'quorvex blintar mopsule trazzle', location: elsewhere };
    expect(await names(params)).toEqual(order);
    expect((await paged(params, 1)).flat()).toEqual(order);
    expect((await paged(params, 2)).flat()).toEqual(order);
  });

  test('a cursor below every tier of the query: an empty last page, not an error', async () => {
    // 'iphone' is exact in every match (rank 100 at least): nothing ranks below 50.
    const cursor = Buffer.from('["m",[50,"2026-11-01T10:00:00.000000Z"],"x"]').toString(
      'base64url',
    );
    const res = await search({ q: 'iphone', cursor });
    expect(res.statusCode, res.body).toBe(200);
    expect(ProductPage.parse(res.json())).toMatchObject({ items: [], nextCursor: null });
  });

  test('best match without words lists newest first', async () => {
    const res = await search({ sort: 'relevance' });
    expect(res.statusCode).toBe(200);
    const found = ProductPage.parse(res.json()).items.map((p) => p.productName);
    expect(found[0]).toBe('Motorola Edge 40');
  });
});
