import { describe, expect, test } from 'vitest';
import { disputes, reports } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { asSeller } from '../../test/sales.ts';
import {
  adminDashboard,
  at,
  csvLines,
  DAILY_CSV_HEADER,
  SALES_CSV_HEADER,
  useDashboardWorld,
  type DashboardWorld,
} from '../../test/dashboard-world.ts';

// The figures' clock: 2026-03-31 12:00 UTC. A 30-day period is 2026-03-02 … 03-31, the one
// before it 2026-01-31 … 03-01. (Accounts signed up by the tests carry the real date, months
// away, so they fall in no period.)
const clock = new Date('2026-03-31T12:00:00Z');
let world: DashboardWorld;
const { booking } = useDashboardWorld(
  () => clock,
  (opened) => (world = opened),
);
const db = () => world.t.database.db;

describe('the admin dashboard', () => {
  test('per-day figures of the whole marketplace, with totals and brands', async () => {
    const { call, admin, buyer } = world;
    // A separate world: compare with what was there before this test's rows.
    const before = await adminDashboard(call, admin);
    const s = await createUser(db(), {
      accountType: 'seller',
      createdAt: at('2026-03-31T23:59:59Z'),
    });
    const phone = await createListing(db(), s, {
      category: 'Xiaomi',
      createdAt: at('2026-03-05T09:00:00Z'),
      isReported: true,
    });
    await createListing(db(), s, {
      category: 'Xiaomi',
      createdAt: at('2026-03-01T23:59:59Z'),
    });
    await booking(phone.id, {
      createdAt: at('2026-03-05T10:00:00Z'),
      state: 'released',
      paidAt: at('2026-03-05T10:05:00Z'),
      releasedAt: at('2026-03-07T10:05:00Z'),
      releaseReason: 'expired',
      priceCents: 20_000,
    });
    const sold = await booking(phone.id, {
      createdAt: at('2026-03-08T10:00:00Z'),
      state: 'disputed',
      paidAt: at('2026-03-08T10:05:00Z'),
      completedAt: at('2026-03-09T10:00:00Z'),
      priceCents: 20_000,
    });
    await db()
      .insert(reports)
      .values({
        listingId: phone.id,
        reporterId: buyer.user.id,
        createdAt: at('2026-03-06T00:00:00Z'),
      });
    await db()
      .insert(disputes)
      .values({
        bookingId: sold.id,
        reason: 'other',
        description: 'x',
        createdAt: at('2026-03-10T00:00:00Z'),
      });
    const d = await adminDashboard(call, admin);
    const grew = (k: keyof typeof d.totals) => [
      d.totals[k].current - before.totals[k].current,
      d.totals[k].previous - before.totals[k].previous,
    ];
    expect(grew('newUsers')).toEqual([1, 0]);
    expect(grew('newListings')).toEqual([1, 1]);
    expect(grew('bookings')).toEqual([2, 0]);
    expect(grew('paid')).toEqual([2, 0]);
    expect(grew('released')).toEqual([1, 0]);
    expect(grew('releasedCents')).toEqual([20_000, 0]);
    expect(grew('completed')).toEqual([1, 0]);
    expect(grew('capturedCents')).toEqual([20_000, 0]);
    expect(grew('reports')).toEqual([1, 0]);
    expect(grew('disputes')).toEqual([1, 0]);
    expect(grew('expiredHolds')).toEqual([1, 0]);
    expect(d.open.reportedListings - before.open.reportedListings).toBe(1);
    expect(d.open.disputes - before.open.disputes).toBe(1);
    const day = (iso: string) => d.series.find((r) => r.day === iso)!;
    expect(day('2026-03-05')).toMatchObject({
      newListings: 1,
      bookings: 1,
      paid: 1,
    });
    expect(day('2026-03-07')).toMatchObject({
      expiredHolds: 1,
      released: 1,
      releasedCents: 20_000,
    });
    expect(day('2026-03-09')).toMatchObject({ completed: 1, capturedCents: 20_000 });
    expect(day('2026-03-31').newUsers).toBe(1);
    expect(d.series).toHaveLength(30);
    // Sums of the series are the totals (what the page shows next to its chart).
    for (const k of Object.keys(d.totals) as (keyof typeof d.totals)[])
      expect(d.series.reduce((n, r) => n + r[k], 0)).toBe(d.totals[k].current);
    expect(d.brandsBySales.find((b) => b.brand === 'Xiaomi')?.count).toBe(
      (before.brandsBySales.find((b) => b.brand === 'Xiaomi')?.count ?? 0) + 1,
    );
    expect(d.brandsByListings.find((b) => b.brand === 'Xiaomi')?.count).toBe(
      (before.brandsByListings.find((b) => b.brand === 'Xiaomi')?.count ?? 0) + 2,
    );
  });

  test('90 days has 90 rows; a bad period is a 400', async () => {
    const { call, admin } = world;
    const d = await adminDashboard(call, admin, '?days=90');
    expect(d.series).toHaveLength(90);
    expect(d.series[0]!.day).toBe('2026-01-01');
    const res = await call(admin, 'GET', '/dashboard/admin?days=31');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('days');
  });
});

describe('exports', () => {
  test('a seller’s sales as CSV: formulas neutralised, commas and quotes quoted', async () => {
    const { t, call, otherSeller } = world;
    const s = await signUpAs(t, { accountType: 'seller' });
    const phone = await createListing(db(), asSeller(s));
    await booking(phone.id, {
      productName: '=HYPERLINK("http://evil.example","Pixel")',
      priceCents: 12_345,
      state: 'refunded',
      paidAt: at('2026-03-10T10:00:00Z'),
      completedAt: at('2026-03-11T10:00:00Z'),
      refundedCents: 2_345,
      refundedAt: at('2026-03-12T09:00:00Z'),
    });
    await booking(phone.id, {
      productName: 'Galaxy S23, the "mint" one',
      priceCents: 40_000,
      state: 'held',
      paidAt: at('2026-03-12T10:00:00Z'),
    });
    await booking(phone.id, { productName: 'Not paid', state: 'open' });
    await booking((await createListing(db(), asSeller(otherSeller))).id, {
      productName: 'Someone else’s',
      paidAt: at('2026-03-12T10:00:00Z'),
    });
    const res = await call(s, 'GET', '/dashboard/seller/sales.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="resale-zone-sales.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(SALES_CSV_HEADER);
    expect(lines.slice(1, -1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      '"Galaxy S23, the ""mint"" one",400,held,2026-03-12T10:00:00.000Z,400,,0,,0,,0',
      `"'=HYPERLINK(""http://evil.example"",""Pixel"")",123.45,refunded,2026-03-10T10:00:00.000Z,0,,0,2026-03-11T10:00:00.000Z,100,2026-03-12T09:00:00.000Z,23.45`,
    ]);
    expect(lines.at(-1)).toBe('');
  });

  test('the admins’ daily figures as CSV: the dashboard’s numbers, one row per day', async () => {
    const { call, admin, seller } = world;
    const res = await call(admin, 'GET', '/dashboard/admin/daily.csv?days=90');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('resale-zone-daily-90-days.csv');
    const lines = csvLines(res.body);
    expect(lines).toHaveLength(91);
    expect(lines[0]).toBe(DAILY_CSV_HEADER);
    const d = await adminDashboard(call, admin, '?days=90');
    const row = d.series.find((r) => r.day === '2026-03-05')!;
    expect(lines.find((l) => l.startsWith('2026-03-05'))).toBe(
      [
        row.day,
        row.newListings,
        row.newUsers,
        row.bookings,
        row.paid,
        row.completed,
        row.released,
        row.releasedCents / 100,
        row.capturedCents / 100,
        row.refunded,
        row.refundedCents / 100,
        row.reports,
        row.disputes,
        row.expiredHolds,
      ].join(','),
    );
    expect((await call(admin, 'GET', '/dashboard/admin/daily.csv?days=7')).json().field).toBe(
      'days',
    );
    expect((await call(seller, 'GET', '/dashboard/admin/daily.csv')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/dashboard/seller/sales.csv')).statusCode).toBe(403);
  });
});
