import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { ProductPage, TOTAL_COUNT_CAP, TOTAL_COUNT_HEADER } from '@resale-zone/contract/search';
import { createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { countOnSale } from '../../test/discovery.ts';

// Search totals (decision 061): exact up to TOTAL_COUNT_CAP, an estimate above it; a brand's
// total always exact (maintained counts), however large.
let t: TestContext;

/** A word of letters only (digits would split it, decision 053) that no other file uses. */
const word = () =>
  `tot${[...crypto.randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const [common, alongside, fewer, filler] = [word(), word(), word(), word()];
const town = `Town${word()}`;

/** `n` listings named `name` of `category`, written by one statement. */
async function seed(n: number, name: string, category: string, location = 'Dhaka') {
  const seller = await createUser(t.database.db, { accountType: 'seller' });
  await t.database.db.execute(sql`
    insert into listings (seller_id, product_name, seller_name, product_photo, resale_price_cents,
      original_price_cents, location, category, condition, use_duration, seller_email,
      publish_date, description)
    select ${seller.id}, ${name} || ' ' || i, 'Bulk', '/images/x.webp', 10000, 20000,
      ${location}, ${category}, 'Good', '1 year', ${seller.email}, current_date, 'Bulk.'
    from generate_series(1, ${n}) as i`);
}

beforeAll(async () => {
  // Seeded by SQL, which the public answer cache cannot see (decision 011): it is off.
  t = await createTestContext({ PUBLIC_CACHE_MB: '0' });
  // 1,200 phones with both `common` and `alongside` (the planner takes two words as independent,
  // so it expects far fewer with both), 600 with `fewer`, 2,400 others, 3 of them in one town.
  await seed(1_200, `Phone ${common} ${alongside}`, 'Iphone');
  await seed(600, `Phone ${fewer}`, 'Iphone');
  await seed(2_400, `Phone ${filler}`, 'Xiaomi');
  await seed(3, `Phone ${common}`, 'Iphone', town);
  // The planner's statistics, as autovacuum keeps them in production.
  await t.database.db.execute(sql`analyze listings`);
}, 120_000);
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPage.parse(res.json());
}

test('a search of up to TOTAL_COUNT_CAP phones is counted exactly', async () => {
  expect(await search(`q=${fewer}`)).toMatchObject({ total: 600, totalIsEstimate: false });
  expect(await search(`q=${fewer}&maxPrice=50`)).toMatchObject({
    total: 0,
    totalIsEstimate: false,
  });
  // A first page that is the last one is its own count, whatever the planner expected.
  const inTown = await search(`q=${common}&location=${town.toLowerCase()}`);
  expect(inTown).toMatchObject({ total: 3, totalIsEstimate: false, nextCursor: null });
});

test('a search of more than TOTAL_COUNT_CAP phones answers an estimate above the cap', async () => {
  // The planner expects about 1,203: its estimate, no rows counted.
  const many = await search(`q=${common}`);
  expect(many.totalIsEstimate).toBe(true);
  expect(many.total).toBeGreaterThan(TOTAL_COUNT_CAP);
  expect(many.total).toBeLessThan(2_500);
  expect(many.items).toHaveLength(24);
  // The planner expects a few hundred with both words; counting passes the cap, so the total
  // is an estimate of more than the cap all the same.
  const both = await search(`q=${common}+${alongside}`);
  expect(both.totalIsEstimate).toBe(true);
  expect(both.total).toBeGreaterThan(TOTAL_COUNT_CAP);
  // Its next page says the same.
  const next = await search(
    `q=${common}+${alongside}&cursor=${encodeURIComponent(both.nextCursor!)}`,
  );
  expect(next.totalIsEstimate).toBe(true);
});

test("a brand's total is exact beyond the cap, from the maintained counts", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/categories/iphone?limit=1' });
  expect(res.statusCode, res.body).toBe(200);
  const actual = await countOnSale(t, 'Iphone');
  expect(actual).toBeGreaterThan(TOTAL_COUNT_CAP);
  expect(Number(res.headers[TOTAL_COUNT_HEADER])).toBe(actual);
  expect(res.headers['x-total-estimate']).toBeUndefined();
  // So is a search that is only a brand.
  expect(await search('brand=iphone')).toMatchObject({ total: actual, totalIsEstimate: false });
});
