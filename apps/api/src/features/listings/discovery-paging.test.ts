import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ProductList } from '@resale-zone/contract/listings';
import type { ProductPage } from '@resale-zone/contract/search';
import { listings } from '../../db/schema.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { discoveryKit, newTown } from '../../test/discovery.ts';
import { createListingsRepo } from './listings.repo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const { seller, search, searchPage } = discoveryKit(() => t);

/** Follows `nextCursor` to the end; `between` runs after each page (to add listings meanwhile). */
async function allPages(
  params: Record<string, string | number | string[]>,
  between?: () => Promise<void>,
) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: ProductPage = await searchPage({ ...params, ...(cursor ? { cursor } : {}) });
    seen.push(...page.items.map((p) => p._id));
    cursor = page.nextCursor;
    pages++;
    if (between) await between();
  } while (cursor && pages < 100);
  return { seen, pages };
}

describe('GET /api/search: sorting and keyset paging', () => {
  test('newest first, with listings created in the same millisecond kept apart', async () => {
    const town = newTown();
    const sam = await seller();
    // Three listings in one millisecond (apart by microseconds) and two at the very same instant.
    const stamps = [
      '2026-11-01T10:00:00.000001Z',
      '2026-11-01T10:00:00.000002Z',
      '2026-11-01T10:00:00.000003Z',
      '2026-11-02T10:00:00Z',
      '2026-11-02T10:00:00Z',
      '2026-11-03T10:00:00Z',
    ];
    const created = [];
    for (const [i, stamp] of stamps.entries()) {
      const row = await createListing(t.database.db, sam, { productName: `N${i}`, location: town });
      await t.database.db
        .update(listings)
        .set({ createdAt: sql`${stamp}::timestamptz` })
        .where(eq(listings.id, row.id));
      created.push({ id: row.id, stamp });
    }
    const expected = [...created]
      .sort((a, b) => (a.stamp === b.stamp ? (a.id < b.id ? 1 : -1) : a.stamp < b.stamp ? 1 : -1))
      .map((c) => c.id);

    for (const limit of [1, 2, 4, 6]) {
      const { seen } = await allPages({ location: town, limit });
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  test.each(['price-asc', 'price-desc'] as const)(
    '%s: by price, equal prices in a stable order, across pages',
    async (sort) => {
      const town = newTown();
      const sam = await seller();
      const prices = [300, 100, 200, 200, 200, 100, 500, 400];
      for (const [i, dollars] of prices.entries()) {
        await createListing(t.database.db, sam, {
          productName: `P${i}`,
          location: town,
          resalePriceCents: dollars * 100,
        });
      }
      const whole = await searchPage({ location: town, sort, limit: 60 });
      const ordered = whole.items.map((p) => p.resalePrice);
      const ascending = [...ordered].sort((a, b) => a - b);
      expect(ordered).toEqual(sort === 'price-asc' ? ascending : ascending.reverse());

      const { seen, pages } = await allPages({ location: town, sort, limit: 3 });
      expect(pages).toBe(3);
      expect(seen).toEqual(whole.items.map((p) => p._id));
    },
  );

  test.each(['newest', 'price-asc', 'price-desc'] as const)(
    '%s: listings added between page fetches cause no duplicates and no gaps',
    async (sort) => {
      const town = newTown();
      const sam = await seller();
      const before = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const row = await createListing(t.database.db, sam, {
          location: town,
          resalePriceCents: 10_000 + ((i * 7919) % 50) * 100,
        });
        before.add(row.id);
      }
      let added = 0;
      const { seen } = await allPages({ location: town, sort, limit: 6 }, async () => {
        // New phones at the cheapest, the dearest and a middle price, all newer than the rest.
        for (const cents of [5_000, 14_900, 99_000]) {
          await createListing(t.database.db, sam, { location: town, resalePriceCents: cents });
          added++;
        }
      });

      expect(new Set(seen).size, 'no listing twice').toBe(seen.length);
      expect(
        [...before].filter((id) => !seen.includes(id)),
        'every listing that was there at the start',
      ).toEqual([]);
      expect(added).toBeGreaterThan(0);
    },
  );

  test('24 per page unless asked; total counts every match; the last page has no next cursor', async () => {
    const town = newTown();
    const sam = await seller();
    for (let i = 0; i < 25; i++) await createListing(t.database.db, sam, { location: town });

    const first = await searchPage({ location: town });
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(24);
    const second = await searchPage({ location: town, cursor: first.nextCursor! });
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(25);
    expect(second.nextCursor).toBeNull();
    const exact = await searchPage({ location: town, limit: 25 });
    expect(exact.items).toHaveLength(25);
    expect(exact.nextCursor).toBeNull();
  });

  test('beyond the cap a total is an estimate of more than the cap (decision 061)', async () => {
    const town = newTown();
    const sam = await seller();
    for (let i = 0; i < 5; i++) await createListing(t.database.db, sam, { location: town });
    const repo = createListingsRepo(t.database.db);
    // The planner's estimate, or a count that stops after the cap + 1: either way not exact.
    const capped = await repo.page({ location: town.toLowerCase() }, 'newest', null, 2, 3);
    expect(capped.total.exact).toBe(false);
    expect(capped.total.value).toBeGreaterThan(3);
    expect(capped.rows).toHaveLength(2);
  });

  test.each([
    ['garbage', 'not-a-cursor'],
    ['not base64url', 'a+b/c='],
    ['json of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    [
      'an impossible date',
      Buffer.from('["n","2026-13-45T99:00:00.000000Z","x"]').toString('base64url'),
    ],
    [
      'year 0, which PostgreSQL has not',
      Buffer.from('["n","0000-01-01T00:00:00.000000Z","x"]').toString('base64url'),
    ],
    ['a price cursor on the newest sort', Buffer.from('["pa",100,"x"]').toString('base64url')],
    ['a negative price', Buffer.from('["n",-1,"x"]').toString('base64url')],
  ])('a tampered cursor (%s) is a 400 naming cursor', async (_what, cursor) => {
    const res = await search({ cursor });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'cursor' });
  });

  test('a cursor of one sort is refused by another', async () => {
    const town = newTown();
    const sam = await seller();
    for (let i = 0; i < 3; i++) await createListing(t.database.db, sam, { location: town });
    const { nextCursor } = await searchPage({ location: town, limit: 1, sort: 'price-asc' });
    const res = await search({ location: town, cursor: nextCursor!, sort: 'price-desc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cursor' });
  });
});

describe('GET /api/categories/:brand: pages', () => {
  test('pages newest first with the total and next cursor in headers', async () => {
    const sam = await seller();
    const before = await t.app.inject({ method: 'GET', url: '/api/categories/huawei' });
    const total = Number(before.headers['x-total-count']) + 5;
    const ids = [];
    for (let i = 0; i < 5; i++) {
      ids.unshift((await createListing(t.database.db, sam, { category: 'Huawei' })).id);
    }
    await createListing(t.database.db, sam, { category: 'Huawei', isSold: true });

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/categories/huawei?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(total));
      seen.push(...ProductList.parse(res.json()).map((p) => p._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor);

    // The new phones first (newest), then the ones listed before them.
    expect(seen.slice(0, 5)).toEqual(ids);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 2));
  });

  test('a tampered cursor is a 400 naming cursor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/xiaomi?cursor=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cursor' });
  });
});
