import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { PriceGuide, PriceGuideIndex, PriceVerdict } from '@resale-zone/contract/price-guide';
import type { Condition } from '@resale-zone/contract/listings';
import { bookings } from '../../db/schema.ts';
import { modelKey } from '../../domain/price-guide.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// The guide's clock: Tuesday 2026-03-31 12:00 UTC. The 90-day window is the sales completed after
// 2025-12-31 12:00 and up to now; its weeks start on Mondays 2025-12-29 … 2026-03-30 (14 weeks).
const NOW = new Date('2026-03-31T12:00:00Z');
let clock = NOW;
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestContext({}, { dashboard: { now: () => clock } });
  seller = await createUser(t.database.db, { accountType: 'seller' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A listing of this name, sold (booking in `state`, completed at `at`) for `dollars`. */
async function sale(
  name: string,
  dollars: number,
  at: string,
  opts: { condition?: Condition; category?: 'Iphone' | 'Xiaomi'; state?: string } = {},
) {
  const listing = await createListing(db(), seller, {
    productName: name,
    category: opts.category ?? 'Iphone',
    condition: opts.condition ?? 'Good',
    resalePriceCents: dollars * 100,
    isSold: true,
  });
  await db()
    .insert(bookings)
    .values({
      listingId: listing.id,
      buyerId: null,
      name: 'A Buyer',
      email: 'buyer@example.test',
      productName: name,
      photo: '/images/test.webp',
      priceCents: dollars * 100,
      number: '01711000000',
      place: 'Banani',
      isPaid: true,
      paidAt: new Date(Date.parse(at) - 86_400_000),
      state: opts.state ?? 'completed',
      completedAt: new Date(at),
    });
  return listing;
}

describe('model keys', () => {
  test('the database computes the same key as the domain function', async () => {
    const names = [
      'iPhone 13 128GB',
      'iphone 13 128 gb',
      '  IPHONE-13 (128 GB) ',
      'Redmi Note 12 Pro+ 5G',
      'Xiaomi 13T Pro — 512GB ✓',
      'Édition 1 TB',
      'Phone 2 gbx',
      'a  b\t\nc 4 tb 5 gb',
    ];
    for (const name of names) {
      const listing = await createListing(db(), seller, { productName: name });
      const { rows } = (await db().execute(
        sql`select model_key as key from listings where id = ${listing.id}`,
      )) as unknown as { rows: { key: string }[] };
      expect(rows[0]!.key, name).toBe(modelKey(name));
    }
  });
});

describe('the guide', () => {
  beforeAll(async () => {
    // iPhone 13 128GB under four spellings: 6 sales in the window, 5 of them Good.
    await sale('iPhone 13 128GB', 400, '2026-03-30T10:00:00Z');
    await sale('iphone 13 128 gb', 380, '2026-03-24T10:00:00Z');
    await sale('IPHONE 13 128GB', 420, '2026-03-23T10:00:00Z');
    await sale('iPhone 13 (128 GB)', 360, '2026-02-02T10:00:00Z');
    await sale('iPhone 13 128GB', 440, '2026-01-01T10:00:00Z');
    await sale('iPhone 13 128GB', 500, '2026-01-05T10:00:00Z', { condition: 'Excellent' });
    // Not counted: completed before the window, after now, or not in state completed.
    await sale('iPhone 13 128GB', 100, '2025-12-31T11:59:00Z');
    await sale('iPhone 13 128GB', 100, '2026-03-31T12:00:01Z');
    await sale('iPhone 13 128GB', 100, '2026-03-01T10:00:00Z', { state: 'refunded' });
    await sale('iPhone 13 128GB', 100, '2026-03-01T10:00:00Z', { state: 'disputed' });
    // The same name under another brand is another model.
    await sale('iPhone 13 128GB', 900, '2026-03-01T10:00:00Z', { category: 'Xiaomi' });
    // Exactly 4 sales: under the floor.
    for (const [i, day] of ['03-02', '03-03', '03-04', '03-05'].entries()) {
      await sale('Redmi Note 12 256GB', 200 + i, `2026-${day}T10:00:00Z`, { category: 'Xiaomi' });
    }
  });

  test('lists the models with at least 5 completed sales in 90 days, with their medians', async () => {
    const res = await get('/api/price-guide');
    expect(res.statusCode).toBe(200);
    const index = PriceGuideIndex.parse(res.json());
    expect(index.minSales).toBe(5);
    expect(index.windowDays).toBe(90);
    expect(index.models).toEqual([
      {
        brand: 'iphone',
        category: 'Iphone',
        slug: 'iphone-13-128gb',
        model: 'iPhone 13 128GB',
        sales: 6,
        // 360 380 400 | 420 440 500: the mean of the middle two.
        medianCents: 41_000,
      },
    ]);
  });

  test("a model's page: medians by condition (5 or more sales) and per week, every week listed", async () => {
    const res = await get('/api/price-guide/iphone/iphone-13-128gb');
    expect(res.statusCode).toBe(200);
    const guide = PriceGuide.parse(res.json());
    expect(guide).toMatchObject({
      model: 'iPhone 13 128GB',
      sales: 6,
      medianCents: 41_000,
      from: '2025-12-31',
      to: '2026-03-31',
    });
    expect(guide.conditions).toEqual([
      { condition: 'Excellent', sales: 1, medianCents: null },
      { condition: 'Good', sales: 5, medianCents: 40_000 },
      { condition: 'Fair', sales: 0, medianCents: null },
    ]);
    expect(guide.weeks).toHaveLength(14);
    expect(guide.weeks[0]).toEqual({ week: '2025-12-29', sales: 1, medianCents: 44_000 });
    expect(guide.weeks[1]).toEqual({ week: '2026-01-05', sales: 1, medianCents: 50_000 });
    expect(guide.weeks[2]).toEqual({ week: '2026-01-12', sales: 0, medianCents: null });
    expect(guide.weeks.find((w) => w.week === '2026-03-23')).toEqual({
      week: '2026-03-23',
      sales: 2,
      medianCents: 40_000,
    });
    expect(guide.weeks.at(-1)).toEqual({ week: '2026-03-30', sales: 1, medianCents: 40_000 });
    expect(guide.weeks.reduce((n, w) => n + w.sales, 0)).toBe(6);
  });

  test('fewer than 5 sales: no guide (404); a bad address is a 400 naming its part', async () => {
    expect((await get('/api/price-guide/xiaomi/redmi-note-12-256gb')).statusCode).toBe(404);
    // One sale of this name under Xiaomi: the iPhone's sales are not counted for it.
    expect((await get('/api/price-guide/xiaomi/iphone-13-128gb')).statusCode).toBe(404);
    const brand = await get('/api/price-guide/nokia/iphone-13-128gb');
    expect(brand.statusCode).toBe(400);
    expect(brand.json().field).toContain('brand');
    const model = await get('/api/price-guide/iphone/iPhone%2013');
    expect(model.statusCode).toBe(400);
    expect(model.json().field).toContain('model');
  });
});

describe('the index is reused for a minute', () => {
  test('a sale that enters the window shows in the index after a minute, not before', async () => {
    const sales = async () =>
      PriceGuideIndex.parse((await get('/api/price-guide')).json()).models[0]!.sales;
    try {
      expect(await sales()).toBe(6);
      // The sale completed at 12:00:01 enters the window; the index asked at 12:00 is reused.
      clock = new Date(NOW.getTime() + 30_000);
      expect(await sales()).toBe(6);
      clock = new Date(NOW.getTime() + 61_000);
      expect(await sales()).toBe(7);
      // A model's page is never reused.
      expect(
        PriceGuide.parse((await get('/api/price-guide/iphone/iphone-13-128gb')).json()).sales,
      ).toBe(7);
    } finally {
      clock = NOW;
    }
  });
});

describe("a listing's price against the guide", () => {
  const verdict = async (id: string) => {
    const res = await get(`/api/price-guide/listing/${id}`);
    expect(res.statusCode).toBe(200);
    return PriceVerdict.parse(res.json());
  };
  const listing = (name: string, dollars: number, condition: Condition, category = 'Iphone') =>
    createListing(db(), seller, {
      productName: name,
      resalePriceCents: dollars * 100,
      condition,
      category,
    });

  test("its condition's median when it has 5 sales: up to 10% above is fair", async () => {
    // Good: median $400, so $440 is fair and $440.01 above typical.
    const fair = await listing('iphone 13 128 GB', 440, 'Good');
    expect(await verdict(fair.id)).toEqual({
      verdict: 'fair',
      basis: 'condition',
      medianCents: 40_000,
      sales: 5,
      guide: { brand: 'iphone', slug: 'iphone-13-128gb' },
    });
    const above = await createListing(db(), seller, {
      productName: 'iPhone 13 128GB',
      resalePriceCents: 44_001,
      condition: 'Good',
    });
    expect((await verdict(above.id)).verdict).toBe('above');
    expect((await verdict((await listing('iPhone 13 128GB', 199, 'Good')).id)).verdict).toBe(
      'fair',
    );
  });

  test("the model's median when its condition has too few sales", async () => {
    // Excellent has 1 sale: measured against all 6 (median $410); $460 is more than 10% above.
    expect(await verdict((await listing('iPhone 13 128GB', 460, 'Excellent')).id)).toMatchObject({
      verdict: 'above',
      basis: 'model',
      medianCents: 41_000,
      sales: 6,
    });
  });

  test('nothing when the model has fewer than 5 sales; 404 for an unknown listing', async () => {
    expect(await verdict((await listing('Redmi Note 12 256GB', 1, 'Good', 'Xiaomi')).id)).toEqual({
      verdict: null,
      basis: null,
      medianCents: null,
      sales: 4,
      guide: null,
    });
    expect((await verdict((await listing('Nokia 3310', 50, 'Fair')).id)).verdict).toBeNull();
    expect((await get('/api/price-guide/listing/no-such-listing')).statusCode).toBe(404);
  });
});
