import crypto from 'node:crypto';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { ProductPage } from '@resale-zone/contract/search';
import { listings } from '../db/schema.ts';
import { onPublicList } from '../shared/listings/listing-rows.ts';
import { createUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

export const unique = () => crypto.randomBytes(4).toString('hex');

/** Every test lists its phones in a town of its own and filters on it, so tests stay apart. */
export function newTown() {
  return `Town${unique()}`;
}

/**
 * How many phones of this brand are on sale and public (decision 058), and meet `also`, counted
 * in the database: what a brand's total must say.
 */
export async function countOnSale(t: TestContext, category: string, ...also: (SQL | undefined)[]) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.category, category), onPublicList, ...also));
  return row!.n;
}

/** The steps of the discovery suites, on the test context `context` answers. */
export function discoveryKit(context: () => TestContext) {
  async function seller(name = 'Sam Seller') {
    return createUser(context().database.db, { accountType: 'seller', name });
  }

  async function search(params: Record<string, string | number | string[]>) {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      for (const v of Array.isArray(value) ? value : [value]) qs.append(key, String(v));
    }
    const res = await context().app.inject({ method: 'GET', url: `/api/search?${qs}` });
    return res;
  }

  async function searchPage(params: Record<string, string | number | string[]>) {
    const res = await search(params);
    expect(res.statusCode, res.body).toBe(200);
    return ProductPage.parse(res.json());
  }

  return { seller, search, searchPage };
}
