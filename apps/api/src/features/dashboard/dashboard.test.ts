import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingViewsDaily, wishlist } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, type Call } from '../../test/sales.ts';
import { at, periods, sellerDashboard, useDashboardWorld } from '../../test/dashboard-world.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createViewCounter } from './view-counter.ts';
import { createViewsRepo } from './views.repo.ts';

// The figures' clock: 2026-03-31 12:00 UTC. A 30-day period is 2026-03-02 … 03-31, the one
// before it 2026-01-31 … 03-01. (Accounts signed up by the tests carry the real date, months
// away, so they fall in no period.)
let clock = new Date('2026-03-31T12:00:00Z');
let t: TestContext;
let call: Call;
let seller: SignedUp;
let otherSeller: SignedUp;
let admin: SignedUp;
let buyer: SignedUp;
const { booking } = useDashboardWorld(
  () => clock,
  (world) => {
    ({ t, call, seller, otherSeller, admin, buyer } = world);
  },
);
const db = () => t.database.db;

const view = (
  id: string,
  who: SignedUp | null,
  agent = 'Mozilla/5.0 (X11; Linux) Chrome/130',
  address = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/views`,
    remoteAddress: address,
    headers: { 'user-agent': agent, ...(who?.headers ?? {}) },
  });

async function viewsOf(listingId: string): Promise<Record<string, number>> {
  const { rows } = (await db().execute(
    sql`select day::text as day, views from listing_views_daily where listing_id = ${listingId} order by day`,
  )) as unknown as { rows: { day: string; views: number }[] };
  return Object.fromEntries(rows.map((r) => [r.day, Number(r.views)]));
}

describe('counting views', () => {
  test('a visitor counts once per listing per day, again the next day', async () => {
    clock = at('2026-03-31T08:00:00Z');
    const phone = await createListing(db(), asSeller(seller));
    for (let i = 0; i < 3; i++) expect((await view(phone.id, buyer)).statusCode).toBe(202);
    await view(phone.id, null);
    await view(phone.id, null);
    await t.app.views.flush();
    await view(phone.id, buyer); // flushed already: the mark in the database holds it
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 2 });
    clock = at('2026-04-01T00:00:01Z');
    await view(phone.id, buyer);
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 2, '2026-04-01': 1 });
    clock = at('2026-03-31T12:00:00Z');
  });

  test('views a write could not record (the database busy) wait for the next write, with a warning, not an error', async () => {
    const repo = createViewsRepo(db());
    let failures = 1;
    const logged: { level: string; msg: string }[] = [];
    const log = {
      warn: (_: unknown, msg: string) => logged.push({ level: 'warn', msg }),
      error: (_: unknown, msg: string) => logged.push({ level: 'error', msg }),
    } as unknown as FastifyBaseLogger;
    const counter = createViewCounter({
      repo: {
        ...repo,
        record: async (rows) => {
          if (failures-- > 0) throw new Error('timeout exceeded when trying to connect');
          return repo.record(rows);
        },
      },
      log,
      now: () => clock,
      flushMs: 0,
    });
    const phone = await createListing(db(), asSeller(seller));
    const visit = (visitor: string) =>
      counter.take({
        listingId: phone.id,
        userAgent: 'Mozilla/5.0',
        address: visitor,
        viewerId: null,
      });
    visit('203.0.113.1');
    visit('203.0.113.2');
    expect(await counter.flush()).toBe(0);
    expect(counter.pendingCount()).toBe(2);
    expect(logged).toEqual([
      { level: 'warn', msg: 'view counter: writing views failed; kept for the next write' },
    ]);
    visit('203.0.113.2'); // the same visitor again: still one view
    expect(await counter.flush()).toBe(2);
    expect(counter.pendingCount()).toBe(0);
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 2 });
  });

  test('the seller’s own views and known bots are not counted', async () => {
    const phone = await createListing(db(), asSeller(seller));
    await view(phone.id, seller);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ])
      expect((await view(phone.id, null, agent)).statusCode).toBe(202);
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({});
    await view(phone.id, otherSeller); // another seller is a visitor like any other
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 1 });
  });

  test('changing the User-Agent does not add a view (an anonymous visitor is their address)', async () => {
    const phone = await createListing(db(), asSeller(seller));
    for (let i = 0; i < 5; i++) {
      expect(
        (await view(phone.id, null, `Mozilla/5.0 Invented${i}`, '198.51.100.7')).statusCode,
      ).toBe(202);
    }
    await t.app.views.flush();
    await view(phone.id, null, 'Mozilla/5.0 Invented-after-the-write', '198.51.100.7');
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 1 });
    // Another address is another visitor.
    await view(phone.id, null, 'Mozilla/5.0 Invented0', '198.51.100.8');
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 2 });
  });

  test('many views at once: each visitor once, and nothing but a hash is stored', async () => {
    const phone = await createListing(db(), asSeller(seller));
    const visitors = Array.from({ length: 20 }, (_, i) => ({
      agent: `Mozilla/5.0 Visitor${i}`,
      address: `203.0.113.${i + 1}`,
    }));
    await Promise.all(
      [...visitors, ...visitors, ...visitors].map((v) => view(phone.id, null, v.agent, v.address)),
    );
    // Two instances would write the same visitors twice: the database keeps them once.
    await Promise.all([t.app.views.flush(), t.app.views.flush()]);
    await Promise.all(visitors.map((v) => view(phone.id, null, v.agent, v.address)));
    await t.app.views.flush();
    expect(await viewsOf(phone.id)).toEqual({ '2026-03-31': 20 });
    const { rows } = (await db().execute(
      sql`select visitor from listing_view_marks where listing_id = ${phone.id}`,
    )) as unknown as { rows: { visitor: string }[] };
    expect(rows).toHaveLength(20);
    for (const r of rows) expect(r.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toMatch(/Visitor|203\.0\.113/);
  });

  test('a missing listing is not counted and nothing fails', async () => {
    const res = await view('no-such-listing', buyer);
    expect(res.statusCode).toBe(202);
    expect(await t.app.views.flush()).toBe(0);
  });

  test('marks and salts of days before yesterday are deleted', async () => {
    const phone = await createListing(db(), asSeller(seller));
    clock = at('2026-03-29T10:00:00Z');
    await view(phone.id, buyer);
    await t.app.views.flush();
    clock = at('2026-03-31T12:00:00Z');
    await t.app.views.flush();
    const { rows } = (await db().execute(
      sql`select (select count(*) from listing_view_marks where day < '2026-03-30')::int as marks,
        (select count(*) from view_salts where day < '2026-03-30')::int as salts`,
    )) as unknown as { rows: { marks: number; salts: number }[] };
    expect(rows[0]).toEqual({ marks: 0, salts: 0 });
    expect((await viewsOf(phone.id))['2026-03-29']).toBe(1); // the count stays
  });

  test('a bad listing id is a 400 naming it', async () => {
    const res = await view('x'.repeat(65), buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});

describe('the seller dashboard', () => {
  let fresh: SignedUp;
  let a: { id: string };
  let b: { id: string };

  beforeAll(async () => {
    fresh = await signUpAs(t, { accountType: 'seller' });
    a = await createListing(db(), asSeller(fresh), {
      productName: 'Pixel 8',
      createdAt: at('2026-01-10T00:00:00Z'),
    });
    b = await createListing(db(), asSeller(fresh), {
      productName: 'Galaxy S23',
      createdAt: at('2026-03-10T00:00:00Z'),
      isSold: true,
      soldAt: at('2026-03-20T00:00:00Z'),
    });
    const other = await createListing(db(), asSeller(otherSeller));
    await db()
      .insert(listingViewsDaily)
      .values([
        { listingId: a.id, day: '2026-03-02', views: 4 }, // first day of the period
        { listingId: a.id, day: '2026-03-01', views: 7 }, // last day of the one before
        { listingId: a.id, day: '2026-03-31', views: 1 },
        { listingId: b.id, day: '2026-03-15', views: 10 },
        { listingId: other.id, day: '2026-03-15', views: 99 },
      ]);
    // Bookings: edges in UTC (a server in another time zone counts them the same).
    await booking(a.id, { createdAt: at('2026-03-02T00:00:00Z') });
    await booking(a.id, { createdAt: at('2026-03-01T23:59:59Z') });
    await booking(b.id, {
      createdAt: at('2026-03-15T23:30:00Z'),
      state: 'completed',
      paidAt: at('2026-03-16T00:10:00Z'),
      completedAt: at('2026-03-20T10:00:00Z'),
      priceCents: 45_000,
    });
    await booking(b.id, {
      createdAt: at('2026-02-10T10:00:00Z'),
      state: 'refunded',
      paidAt: at('2026-02-10T11:00:00Z'),
      completedAt: at('2026-02-11T10:00:00Z'),
      priceCents: 30_000,
      refundedCents: 10_000,
      refundedAt: at('2026-02-12T10:00:00Z'),
    });
    await booking(other.id, { createdAt: at('2026-03-15T10:00:00Z') });
    await db()
      .insert(wishlist)
      .values([
        { buyerId: buyer.user.id, listingId: a.id, createdAt: at('2026-03-31T23:59:00Z') },
        { buyerId: admin.user.id, listingId: a.id, createdAt: at('2026-02-01T00:00:00Z') },
      ]);
  });

  test('figures over the last 30 days, each with the 30 days before', async () => {
    const d = await sellerDashboard(call, fresh);
    expect(d.period).toEqual({ days: 30, from: '2026-03-02', to: '2026-03-31' });
    expect(d.figures).toEqual(
      periods({
        activeListings: [1, 1],
        views: [15, 7],
        saves: [1, 1],
        bookings: [2, 2],
        completedSales: [1, 1],
        heldNowCents: [0, 0],
        releasedCents: [0, 0],
        capturedCents: [45_000, 20_000],
        refundedCents: [0, 10_000],
      }),
    );
  });

  test('every day of the period is in the series, zero when nothing happened', async () => {
    const d = await sellerDashboard(call, fresh);
    expect(d.series).toHaveLength(30);
    expect(d.series[0]).toEqual({ day: '2026-03-02', views: 4, bookings: 1 });
    expect(d.series.find((s) => s.day === '2026-03-15')).toEqual({
      day: '2026-03-15',
      views: 10,
      bookings: 1,
    });
    expect(d.series.find((s) => s.day === '2026-03-03')).toEqual({
      day: '2026-03-03',
      views: 0,
      bookings: 0,
    });
    expect(d.series.at(-1)).toEqual({ day: '2026-03-31', views: 1, bookings: 0 });
    expect(d.topListings.map((l) => [l.productName, l.views, l.saves, l.bookings])).toEqual([
      ['Galaxy S23', 10, 0, 2],
      ['Pixel 8', 5, 2, 2],
    ]);
  });

  test('90 days, and the period moves with the clock', async () => {
    const d = await sellerDashboard(call, fresh, '?days=90');
    expect(d.period).toEqual({ days: 90, from: '2026-01-01', to: '2026-03-31' });
    expect(d.series).toHaveLength(90);
    expect(d.figures.views.current).toBe(22);
    clock = at('2026-04-01T00:00:00Z');
    const next = await sellerDashboard(call, fresh);
    clock = at('2026-03-31T12:00:00Z');
    expect(next.period.from).toBe('2026-03-03');
    expect(next.figures.views.current).toBe(11);
    expect(next.figures.bookings.current).toBe(1);
  });

  test('a seller with nothing sees zeros for every day', async () => {
    const empty = await signUpAs(t, { accountType: 'seller' });
    const d = await sellerDashboard(call, empty);
    expect(d.series).toHaveLength(30);
    expect(d.series.every((s) => s.views === 0 && s.bookings === 0)).toBe(true);
    expect(Object.values(d.figures).every((f) => f.current === 0 && f.previous === 0)).toBe(true);
    expect(d.topListings).toEqual([]);
  });

  test('Show Product’s counts: all time, own listings only', async () => {
    const res = await call(fresh, 'GET', '/dashboard/seller/listings');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((l: { id: string; views: number; saves: number; bookings: number }) => [
          l.id,
          l.views,
          l.saves,
          l.bookings,
        ]),
    ).toEqual([
      [a.id, 12, 2, 2],
      [b.id, 10, 0, 2],
    ]);
  });

  test('a period other than 30 or 90 days is a 400 naming days', async () => {
    for (const days of ['7', '30.5', '<script>', '1e9', '']) {
      const res = await call(fresh, 'GET', `/dashboard/seller?days=${encodeURIComponent(days)}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().field).toBe('days');
    }
  });

  test('only sellers; the admin figures only admins', async () => {
    expect((await call(null, 'GET', '/dashboard/seller')).statusCode).toBe(401);
    expect((await call(buyer, 'GET', '/dashboard/seller')).statusCode).toBe(403);
    expect((await call(fresh, 'GET', '/dashboard/admin')).statusCode).toBe(403);
    expect((await call(buyer, 'GET', '/dashboard/admin')).statusCode).toBe(403);
  });
});
