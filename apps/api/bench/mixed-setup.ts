import crypto from 'node:crypto';
import { SEARCHES } from './queries.ts';
import type { SqlClient } from './sql-client.ts';

/** A signed-up account and its bearer token (`GET /api/jwt`, valid for an hour). */
export interface Account {
  email: string;
  authorization: string;
}

/** Public reads by kind, each a list of paths taken in turn. */
export interface ReadPaths {
  featured: string[];
  category: string[];
  detail: string[];
  search: string[];
}

const PASSWORD = `bench-${crypto.randomBytes(6).toString('hex')}-mixed`;

/** Signs an account up through the API and takes its token, as the web app does. */
async function signUp(base: string, accountType: 'seller' | 'buyer', i: number): Promise<Account> {
  const email = `mixed-${accountType}-${i}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Mixed ${accountType} ${i}`,
      email,
      password: PASSWORD,
      accountType,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const jwt = await fetch(`${base}/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  if (jwt.status !== 200) throw new Error(`GET /api/jwt answered ${jwt.status}`);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  return { email, authorization: `Bearer ${accessToken}` };
}

/** Sellers and buyers, signed up a few at a time (each sign-up hashes a password: ~0.3 s). */
export async function signUpAccounts(base: string, sellers: number, buyers: number) {
  const all: Promise<Account>[] = [];
  for (let i = 0; i < sellers; i++) all.push(signUp(base, 'seller', i));
  for (let i = 0; i < buyers; i++) all.push(signUp(base, 'buyer', i));
  const accounts = await Promise.all(all);
  return { sellers: accounts.slice(0, sellers), buyers: accounts.slice(sellers) };
}

const BRANDS = ['iphone', 'xiaomi', 'oneplus', 'huawei'];

/**
 * What visitors read: the featured row, the first `pages` pages of every category (reached by
 * following `x-next-cursor`, as a visitor paging on), every bench search, and the detail of
 * `details` unsold listings spread over the catalogue.
 */
export async function readPaths(
  base: string,
  client: SqlClient,
  pages: number,
  details: number,
): Promise<ReadPaths> {
  const category: string[] = [];
  for (const brand of BRANDS) {
    let url = `/api/categories/${brand}`;
    for (let page = 0; page < pages; page++) {
      const res = await fetch(`${base}${url}`);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      category.push(url);
      const cursor = res.headers.get('x-next-cursor');
      if (!cursor) break;
      url = `/api/categories/${brand}?cursor=${encodeURIComponent(cursor)}`;
    }
  }
  const ids = await client.query<{ id: string }>(
    `select id from listings where not is_sold and not is_reported
     order by md5(id::text) limit $1`,
    [details],
  );
  const search = Object.values(SEARCHES).map((q) => `/api/search?${new URLSearchParams(q)}`);
  return {
    featured: ['/api/advertise'],
    category,
    detail: ids.map((r) => `/api/products/${r.id}`),
    search,
  };
}

/** Unsold, unreported listings of the seeded sellers for the buyers to book, each once. */
export async function bookableIds(client: SqlClient, count: number): Promise<string[]> {
  const rows = await client.query<{ id: string }>(
    `select id from listings where not is_sold and not is_reported
     order by md5('book' || id::text) limit $1`,
    [count],
  );
  return rows.map((r) => r.id);
}
