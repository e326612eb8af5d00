import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ProductDetail } from '@resale-zone/contract/listings';
import type { ProductPage } from '@resale-zone/contract/search';
import { listings, users } from '../../db/schema.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { discoveryKit, newTown, unique } from '../../test/discovery.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const { seller, search, searchPage } = discoveryKit(() => t);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const names = (page: { items: { productName: string }[] }) => page.items.map((p) => p.productName);

describe('GET /api/products/:id', () => {
  test('answers an unsold listing with its seller: account name, member since, unsold count', async () => {
    const sam = await seller('Samira Account');
    const [phone] = await Promise.all([
      createListing(t.database.db, sam, { productName: 'Pixel 7', sellerName: 'Sam on the form' }),
      createListing(t.database.db, sam),
      createListing(t.database.db, sam, { isSold: true }),
    ]);

    const res = await t.app.inject({ method: 'GET', url: `/api/products/${phone!.id}` });

    expect(res.statusCode).toBe(200);
    const detail = ProductDetail.parse(res.json());
    expect(detail).toMatchObject({
      _id: phone!.id,
      productName: 'Pixel 7',
      sellerName: 'Sam on the form',
      resalePrice: 399,
      orginalPrice: 799,
      paid: false,
      seller: {
        name: 'Samira Account',
        memberSince: sam.createdAt.toISOString(),
        listingCount: 2,
      },
    });
  });

  test('a sold listing stays reachable and says paid', async () => {
    const sam = await seller();
    const sold = await createListing(t.database.db, sam, { isSold: true, soldAt: new Date() });

    const res = await t.app.inject({ method: 'GET', url: `/api/products/${sold.id}` });

    expect(res.statusCode).toBe(200);
    expect(ProductDetail.parse(res.json())).toMatchObject({ _id: sold.id, paid: true });
  });

  test('a sold listing whose seller account is gone shows the name from the form', async () => {
    const sam = await seller('Gone Soon');
    const sold = await createListing(t.database.db, sam, {
      sellerName: 'Typed Name',
      isSold: true,
    });
    await t.database.db.delete(users).where(eq(users.id, sam.id));

    const res = await t.app.inject({ method: 'GET', url: `/api/products/${sold.id}` });

    expect(res.statusCode).toBe(200);
    expect(ProductDetail.parse(res.json()).seller).toEqual({
      name: 'Typed Name',
      memberSince: null,
      listingCount: 0,
    });
  });

  test('an unknown listing is a 404 with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${crypto.randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

describe('GET /api/search: filters', () => {
  let town: string;
  beforeAll(async () => {
    town = newTown();
    const sam = await seller();
    const at = (location: string) => `${location}, ${town}`;
    const rows = [
      {
        productName: 'A iPhone 13',
        category: 'Iphone',
        condition: 'Excellent',
        resalePriceCents: 50_000,
        location: at('Mirpur'),
        publishDate: daysAgo(0),
      },
      {
        productName: 'B iPhone 12',
        category: 'Iphone',
        condition: 'Good',
        resalePriceCents: 30_000,
        location: at('Gulshan'),
        publishDate: daysAgo(5),
      },
      {
        productName: 'C Nord 3',
        category: 'One plus',
        condition: 'Fair',
        resalePriceCents: 20_000,
        location: at('Mirpur'),
        publishDate: daysAgo(20),
      },
      {
        productName: 'D Mi 13',
        category: 'Xiaomi',
        condition: 'Good',
        resalePriceCents: 25_000,
        location: at('Uttara'),
        publishDate: daysAgo(60),
      },
      {
        productName: 'E P60',
        category: 'Huawei',
        condition: 'Excellent',
        resalePriceCents: 45_050,
        location: at('Banani'),
        publishDate: daysAgo(200),
      },
      {
        productName: 'F sold iPhone',
        category: 'Iphone',
        condition: 'Excellent',
        resalePriceCents: 40_000,
        location: at('Mirpur'),
        publishDate: daysAgo(0),
        isSold: true,
      },
    ] as const;
    for (const row of rows) await createListing(t.database.db, sam, row);
  });

  const sorted = (page: ProductPage) => names(page).sort();

  test('without filters: every unsold listing, sold ones left out', async () => {
    const page = await searchPage({ location: town });
    expect(sorted(page)).toEqual(['A iPhone 13', 'B iPhone 12', 'C Nord 3', 'D Mi 13', 'E P60']);
    expect(page.total).toBe(5);
    expect(page.nextCursor).toBeNull();
  });

  test.each([
    [{ brand: 'iphone' }, ['A iPhone 13', 'B iPhone 12']],
    [{ condition: 'Excellent' }, ['A iPhone 13', 'E P60']],
    [{ condition: 'Excellent,Fair' }, ['A iPhone 13', 'C Nord 3', 'E P60']],
    [{ condition: ['Good', 'Fair'] }, ['B iPhone 12', 'C Nord 3', 'D Mi 13']],
    // Inclusive bounds, in dollars; 450.50 is E's price to the cent.
    [{ minPrice: 250, maxPrice: 450.5 }, ['B iPhone 12', 'D Mi 13', 'E P60']],
    [{ minPrice: 450.51 }, ['A iPhone 13']],
    [{ maxPrice: '200' }, ['C Nord 3']],
    [{ publishedWithin: '7' }, ['A iPhone 13', 'B iPhone 12']],
    [{ publishedWithin: '90' }, ['A iPhone 13', 'B iPhone 12', 'C Nord 3', 'D Mi 13']],
    [{ brand: 'iphone', condition: 'Good', maxPrice: 300 }, ['B iPhone 12']],
    [{ condition: 'Excellent', publishedWithin: '30', minPrice: 100 }, ['A iPhone 13']],
    [{ brand: 'huawei', publishedWithin: '30' }, []],
    // Empty strings are what a form sends for an unset field: they mean no filter.
    [
      { brand: '', condition: '', minPrice: '', q: '' },
      ['A iPhone 13', 'B iPhone 12', 'C Nord 3', 'D Mi 13', 'E P60'],
    ],
  ] as [Record<string, string | number | string[]>, string[]][])(
    '%o',
    async (filters, expected) => {
      const page = await searchPage({ location: town, ...filters });
      expect(sorted(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    },
  );

  test('location is a case-insensitive part of the location; % and _ are literal', async () => {
    expect(sorted(await searchPage({ location: `MIRPUR, ${town.toLowerCase()}` }))).toEqual([
      'A iPhone 13',
      'C Nord 3',
    ]);
    expect((await searchPage({ location: `%${town}` })).total).toBe(0);
    expect((await searchPage({ location: `${town.slice(0, 4)}_` })).total).toBe(0);
  });

  test.each([
    ['brand', { brand: 'blackberry' }],
    ['condition', { condition: 'Mint' }],
    ['condition', { condition: 'Good,Broken' }],
    ['minPrice', { minPrice: 'cheap' }],
    ['minPrice', { minPrice: '-5' }],
    ['maxPrice', { maxPrice: '2000000' }],
    ['maxPrice', { minPrice: '300', maxPrice: '200' }],
    ['publishedWithin', { publishedWithin: '3' }],
    ['sort', { sort: 'popular' }],
    ['limit', { limit: '0' }],
    ['limit', { limit: '1000' }],
    ['q', { q: 'x'.repeat(101) }],
  ] as [string, Record<string, string>][])('a bad %s is a 400 naming it', async (field, query) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(field) });
    // A list names the refused entry too (`condition.1`).
    expect(res.json().field).toMatch(new RegExp(`^${field}(\\.\\d+)?$`));
  });
});

describe('GET /api/search: text', () => {
  let town: string;
  beforeAll(async () => {
    town = newTown();
    const sam = await seller();
    for (const [productName, description, location, category] of [
      ['iPhone 13 Pro', 'Blue, 128 GB, battery 88%.', `Dhaka ${town}`, 'Iphone'],
      ['iPhone 12', 'Black, boxed.', `Dhaka ${town}`, 'Iphone'],
      ['Samsung Galaxy S21', 'Phantom grey.', `Chittagong ${town}`, 'Samsung'],
      ['Pixel 8', 'Comes with an original charger.', `Sylhet ${town}`, 'Google Pixel'],
      ['Redmi Note 12', "Seller's note: 100% working", `Khulna ${town}`, 'Xiaomi'],
      ['iPhone 11', 'Battery 1300 mAh, 64GB.', `Rajshahi ${town}`, 'Iphone'],
      ['Galaxy A15', 'Mint.', `Barishal ${town}`, 'Samsung'],
    ]) {
      await createListing(t.database.db, sam, { productName, description, location, category });
    }
  });

  const q = async (text: string) => names(await searchPage({ q: text, location: town })).sort();

  test('matches the product name, whatever the case', async () => {
    expect(await q('iphone 13')).toEqual(['iPhone 13 Pro']);
    expect(await q('IPHONE')).toEqual(['iPhone 11', 'iPhone 12', 'iPhone 13 Pro']);
  });

  test('tolerates small typos, and every word must match', async () => {
    expect(await q('iphnoe 13')).toEqual(['iPhone 13 Pro']);
    expect(await q('samsng')).toEqual(['Galaxy A15', 'Samsung Galaxy S21']);
    expect(await q('galxy s21')).toEqual(['Samsung Galaxy S21']);
    expect(await q('pixle')).toEqual(['Pixel 8']);
    expect(await q('iphone 14')).toEqual([]);
    // Numbers are exact: '13' finds neither 'iPhone 12' nor the '1300 mAh' of an iPhone 11.
    expect(await q('iphnoe 13')).toEqual(['iPhone 13 Pro']);
    // The start of a word is enough.
    expect(await q('galax')).toEqual(['Galaxy A15', 'Samsung Galaxy S21']);
    expect(await q('64gb')).toEqual(['iPhone 11']);
  });

  test('matches the brand a phone is filed under, when its name does not say it', async () => {
    expect(await q('samsung')).toEqual(['Galaxy A15', 'Samsung Galaxy S21']);
    expect(await q('xiaomi')).toEqual(['Redmi Note 12']);
    expect(await q('google pixel')).toEqual(['Pixel 8']);
    // A brand's words can be corrected like any other word.
    expect(await q('xiomi')).toEqual(['Redmi Note 12']);
  });

  test('matches the description and the location', async () => {
    expect(await q('charger')).toEqual(['Pixel 8']);
    expect(await q('chittagong')).toEqual(['Samsung Galaxy S21']);
    expect(await q('dhaka boxed')).toEqual(['iPhone 12']);
  });

  test('quotes, percent signs and punctuation are only text', async () => {
    expect(await q("seller's 100%")).toEqual(['Redmi Note 12']);
    expect(await q("' or 1=1 --")).toEqual([]);
    // Nothing to match: the same as no text at all.
    expect(await q('% -- !')).toHaveLength(7);
  });

  test('a listing whose text changes is found by its new words, typos included', async () => {
    const sam = await seller();
    const phone = await createListing(t.database.db, sam, {
      productName: 'Plain phone',
      location: town,
    });
    expect(await q('zenfone')).toEqual([]);
    await t.database.db
      .update(listings)
      .set({ productName: 'Asus Zenfone 10' })
      .where(eq(listings.id, phone.id));
    expect(await q('zenfnoe')).toEqual(['Asus Zenfone 10']);
    await t.database.db.delete(listings).where(eq(listings.id, phone.id));
  });

  test('a word that starts like a number in scientific notation is found by itself', async () => {
    // PostgreSQL reads '327e9c03' as '327e9' and 'c03' (a model code, or the random suffix of a
    // test's phone name): a search for the whole name must split it alike.
    // A whole number in that notation ('5822e261') stays one word, as the parser keeps it.
    const sam = await seller();
    const phones = [];
    for (const productName of ['iPhone 13 327e9c03', 'iPhone 13 5822e261']) {
      phones.push(await createListing(t.database.db, sam, { productName, location: town }));
    }
    expect(await q('iPhone 13 327e9c03')).toEqual(['iPhone 13 327e9c03']);
    expect(await q('327E9C03')).toEqual(['iPhone 13 327e9c03']);
    expect(await q('5822e261')).toEqual(['iPhone 13 5822e261']);
    await t.database.db.delete(listings).where(
      inArray(
        listings.id,
        phones.map((phone) => phone.id),
      ),
    );
  });

  test('sold listings are not found', async () => {
    const sam = await seller();
    await createListing(t.database.db, sam, {
      productName: 'Nokia Lumia',
      location: town,
      isSold: true,
    });
    expect(await q('lumia')).toEqual([]);
  });

  test('no results: a close spelling that finds phones with the same filters is suggested', async () => {
    const none = await searchPage({ q: 'smasung', location: town });
    expect(none).toMatchObject({ items: [], total: 0, suggestion: 'samsung' });
    // Numbers stay as typed; the suggestion is checked against the same filters.
    expect((await searchPage({ q: 'smasung s21', location: town })).suggestion).toBe('samsung s21');
    expect((await searchPage({ q: 'smasung', location: town, brand: 'huawei' })).suggestion).toBe(
      undefined,
    );
    // Nothing close, or results found: no suggestion.
    expect((await searchPage({ q: 'qqxzzv', location: town })).suggestion).toBeUndefined();
    expect((await searchPage({ q: 'samsung', location: town })).suggestion).toBeUndefined();
  });

  test('text and filters combine', async () => {
    const page = await searchPage({ q: 'iphone', location: town, sort: 'price-asc', limit: 1 });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
  });

  test('20 phones listed at once with the same new words are all listed and all findable', async () => {
    // Each insert adds its new words to search_words; in different orders, two inserts deadlocked.
    const words = Array.from({ length: 6 }, () => `w${unique()}`);
    const sam = await seller();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createListing(t.database.db, sam, {
          // Overlapping but different sets of new words (identical sets came out in one order).
          productName: `Nokia ${words[i % 6]} ${words[(i + 1) % 6]} ${unique()}`,
          description: words.slice(i % 3).join(' '),
        }),
      ),
    );
    expect(created).toHaveLength(20);
    expect((await searchPage({ q: words[5]! })).total).toBe(20); // in every description
  });
});
