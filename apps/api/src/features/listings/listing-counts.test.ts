import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@resale-zone/contract/search';
import { listingCounts, listings } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// A category page's total comes from listing_counts, kept by triggers on listings (migration
// 0005): it must equal a real count after every kind of write, whichever code path makes it.
let t: TestContext;
beforeAll(async () => {
  // The writes here are SQL straight to the database, which the public answer cache cannot see
  // (decision 011): it is off, so that every read shows what the triggers keep.
  t = await createTestContext({ PUBLIC_CACHE_MB: '0' });
});
afterAll(() => t.close());

async function shownTotal(slug: 'iphone' | 'xiaomi') {
  const res = await t.app.inject({ method: 'GET', url: `/api/categories/${slug}?limit=1` });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers[TOTAL_COUNT_HEADER]);
}

async function actual(category: 'Iphone' | 'Xiaomi') {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.category, category), eq(listings.isSold, false)));
  return row!.n;
}

async function expectTotalsTrue() {
  expect(await shownTotal('iphone')).toBe(await actual('Iphone'));
  expect(await shownTotal('xiaomi')).toBe(await actual('Xiaomi'));
}

test('category totals follow inserts, sales, brand changes, deletions and bulk writes', async () => {
  const seller = await createUser(t.database.db, { accountType: 'seller' });
  const phones = [];
  for (let i = 0; i < 5; i++) phones.push(await createListing(t.database.db, seller));
  await createListing(t.database.db, seller, { category: 'Xiaomi' });
  await createListing(t.database.db, seller, { isSold: true });
  await expectTotalsTrue();
  expect(await shownTotal('iphone')).toBeGreaterThanOrEqual(5);

  // A sale, as payments record it.
  await t.database.db.update(listings).set({ isSold: true }).where(eq(listings.id, phones[0]!.id));
  await expectTotalsTrue();

  // Advertising and reporting change no total (and touch no count row).
  await t.database.db
    .update(listings)
    .set({ isAdvertised: true, isReported: true })
    .where(eq(listings.id, phones[1]!.id));
  await expectTotalsTrue();

  // Moving a phone to another brand, then deleting some.
  await t.database.db
    .update(listings)
    .set({ category: 'Xiaomi' })
    .where(eq(listings.id, phones[2]!.id));
  await expectTotalsTrue();
  await t.database.db.delete(listings).where(
    inArray(
      listings.id,
      phones.slice(3).map((p) => p.id),
    ),
  );
  await expectTotalsTrue();

  // One statement writing many rows of both brands.
  await t.database.db.execute(sql`
    insert into listings (seller_id, product_name, seller_name, product_photo, resale_price_cents,
      original_price_cents, location, category, condition, use_duration, seller_email,
      publish_date, description, is_sold)
    select ${seller.id}, 'Bulk phone ' || i, 'Bulk', '/images/x.webp', 10000, 20000, 'Dhaka',
      case when i % 3 = 0 then 'Xiaomi' else 'Iphone' end, 'Good', '1 year', ${seller.email},
      current_date, 'Bulk.', i % 4 = 0
    from generate_series(1, 40) as i`);
  await expectTotalsTrue();
  await t.database.db.execute(
    sql`update listings set is_sold = true where product_name like 'Bulk phone 1%'`,
  );
  await expectTotalsTrue();
});

test('a rolled-back write leaves the totals as they were', async () => {
  const seller = await createUser(t.database.db, { accountType: 'seller' });
  const before = await shownTotal('iphone');
  await expect(
    t.database.db.transaction(async (tx) => {
      await createListing(tx, seller);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await shownTotal('iphone')).toBe(before);
  await expectTotalsTrue();
});

test('the counts table holds one row per brand with listings, never a negative count', async () => {
  const rows = await t.database.db.select().from(listingCounts);
  expect(rows.every((r) => r.unsold >= 0)).toBe(true);
  expect(new Set(rows.map((r) => r.category)).size).toBe(rows.length);
});
