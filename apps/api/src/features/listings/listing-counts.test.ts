import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@resale-zone/contract/search';
import { listingCounts, listings } from '../../db/schema.ts';
import { createArea, createListing, createUser, imeiWith } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { countOnSale } from '../../test/discovery.ts';

// A category page's total comes from listing_counts, kept by triggers on listings (migrations
// 0005 and 0026): it must equal a real count after every kind of write, whichever code path makes it.
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

const actual = (category: 'Iphone' | 'Xiaomi') => countOnSale(t, category);

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

/** The brand page's filters (decision 061): its area, checked IMEIs, or both. */
async function filteredTotal(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/categories/iphone?limit=1&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-total-estimate']).toBeUndefined();
  return Number(res.headers[TOTAL_COUNT_HEADER]);
}

/** Unsold, public iPhones (decision 058's visibility) of an area and/or with a checked IMEI. */
const actualFiltered = (areaId: string | undefined, checked: boolean) =>
  countOnSale(
    t,
    'Iphone',
    areaId === undefined ? undefined : eq(listings.areaId, areaId),
    checked ? sql`${listings.imeiDevice} is not null` : undefined,
  );

test("a brand page's area and checked totals stay exact through list, sell, pause, suspend and delete", async () => {
  const db = t.database.db;
  const area = await createArea(db, 'Counted');
  const seller = await createUser(db, { accountType: 'seller' });
  const expectExact = async () => {
    const checkedQuery = 'checked=1';
    expect(await filteredTotal(`area=${area.id}`)).toBe(await actualFiltered(area.id, false));
    expect(await filteredTotal(checkedQuery)).toBe(await actualFiltered(undefined, true));
    expect(await filteredTotal(`area=${area.id}&${checkedQuery}`)).toBe(
      await actualFiltered(area.id, true),
    );
    expect(await shownTotal('iphone')).toBe(await actualFiltered(undefined, false));
  };
  const phones = [];
  for (let i = 0; i < 6; i++) {
    phones.push(
      await createListing(db, seller, {
        areaId: area.id,
        ...(i % 2 === 0 ? { imei: imeiWith('35391110'), imeiDevice: 'Apple iPhone 13' } : {}),
      }),
    );
  }
  await createListing(db, seller, { imei: imeiWith('35391110'), imeiDevice: 'Apple iPhone 13' });
  await expectExact();
  expect(await filteredTotal(`area=${area.id}`)).toBe(6);
  expect(await filteredTotal(`area=${area.id}&checked=1`)).toBe(3);

  const set = (id: string, values: Partial<typeof listings.$inferInsert>) =>
    db.update(listings).set(values).where(eq(listings.id, id));
  await set(phones[0]!.id, { isSold: true }); // sold here
  await expectExact();
  await set(phones[1]!.id, { offSale: 'paused', offSaleAt: new Date() }); // paused
  await expectExact();
  await set(phones[2]!.id, { offSale: 'sold-elsewhere', offSaleAt: new Date() });
  await expectExact();
  await set(phones[3]!.id, { sellerSuspended: true }); // its seller suspended
  await expectExact();
  await set(phones[1]!.id, { offSale: null, offSaleAt: null }); // resumed
  await set(phones[3]!.id, { sellerSuspended: false }); // the suspension lifted
  await expectExact();
  await set(phones[4]!.id, { areaId: null, imeiDevice: null }); // moved out of the area, unchecked
  await expectExact();
  await db.delete(listings).where(eq(listings.id, phones[5]!.id));
  await expectExact();
  expect(await filteredTotal(`area=${area.id}`)).toBe(2);
  expect(await filteredTotal(`area=${area.id}&checked=1`)).toBe(0);
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

test("a brand's count is the sum of at most 16 rows per area and check, never negative", async () => {
  const rows = await t.database.db.select().from(listingCounts);
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.category, (sums.get(r.category) ?? 0) + r.unsold);
  expect([...sums.values()].every((n) => n >= 0)).toBe(true);
  expect(rows.every((r) => r.slot >= 0 && r.slot < 16)).toBe(true);
  expect(new Set(rows.map((r) => `${r.category}/${r.areaId}/${r.checked}/${r.slot}`)).size).toBe(
    rows.length,
  );
});

test('two sellers listing one brand at once do not wait for each other (PostgreSQL)', async () => {
  // The embedded database has one connection: its transactions run one after the other anyway.
  if (t.database.kind !== 'postgres') return;
  const db = t.database.db;
  const seller = await createUser(db, { accountType: 'seller' });
  const before = await actual('Iphone');
  const slotOf = async (tx: typeof db) => {
    const { rows } = (await tx.execute(sql`select pg_backend_pid() % 16 as slot`)) as unknown as {
      rows: { slot: number }[];
    };
    return Number(rows[0]!.slot);
  };
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstListed!: (slot: number) => void;
  const listedFirst = new Promise<number>((resolve) => (firstListed = resolve));
  // The first lists an iPhone and keeps its transaction open.
  const first = db.transaction(async (tx) => {
    await createListing(tx as unknown as typeof db, seller);
    firstListed(await slotOf(tx as unknown as typeof db));
    await held;
  });
  const firstSlot = await listedFirst;
  // The second, on a connection of another slot (connections whose pid shares the first's slot
  // are held open meanwhile, so that the pool hands out another), lists one too, unable to wait.
  const second = async (): Promise<void> =>
    db.transaction(async (tx) => {
      const t2 = tx as unknown as typeof db;
      if ((await slotOf(t2)) === firstSlot) return second();
      await t2.execute(sql`set local lock_timeout = '2s'`);
      await createListing(t2, seller);
    });
  // Before (one row per brand), this waited for the first and failed its lock time-out.
  await expect(second()).resolves.toBeUndefined();
  release();
  await first;
  expect(await actual('Iphone')).toBe(before + 2);
  await expectTotalsTrue();
});
