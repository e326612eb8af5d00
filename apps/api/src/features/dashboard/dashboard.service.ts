import {
  ADMIN_SERIES,
  type AdminDashboard,
  type AdminDay,
  type AdminSeriesKey,
  type Figure,
  type ListingStats,
  type Period,
  type SellerDashboard,
} from '@resale-zone/contract/dashboard';
import { toCsv } from '../../lib/csv.ts';
import type { DailyCounts, DashboardRepo, DayRange } from './dashboard.repo.ts';
import { utcDay } from './view-counter.ts';

const DAY_MS = 86_400_000;
/** The most rows a sales export holds (newest first). */
export const SALES_EXPORT_LIMIT = 10_000;
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const dollars = (cents: number) => cents / 100;
/** The daily CSV's headers: the dashboard's words for each series. */
const ADMIN_CSV_HEADER: Record<AdminSeriesKey, string> = {
  newListings: 'New listings',
  newUsers: 'New users',
  bookings: 'Bookings',
  paid: 'Paid bookings',
  completed: 'Completed sales',
  released: 'Released holds',
  releasedCents: 'Released holds (USD)',
  capturedCents: 'Received (USD)',
  refunded: 'Refunds',
  refundedCents: 'Refunded (USD)',
  reports: 'Reports',
  disputes: 'Disputes',
  expiredHolds: 'Expired holds',
};
const addDays = (day: string, n: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The period of `days` days ending today (UTC), and the `days` days before it. */
export function periodOf(days: number, now: Date) {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  const previous: DayRange = { from: addDays(from, -days), to: addDays(from, -1) };
  const both: DayRange = { from: previous.from, to };
  return { period: { days, from, to } satisfies Period, previous, both };
}

/** Every day of the range in order (so that a day without rows shows as zero). */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

const sum = (counts: DailyCounts, range: DayRange, pick: 'n' | 'cents' = 'n') => {
  let total = 0;
  for (const [day, c] of counts) if (day >= range.from && day <= range.to) total += c[pick];
  return total;
};
const figure = (counts: DailyCounts, current: DayRange, previous: DayRange, pick?: 'cents') =>
  ({
    current: sum(counts, current, pick),
    previous: sum(counts, previous, pick),
  }) satisfies Figure;

export function createDashboardService(repo: DashboardRepo, now: () => Date = () => new Date()) {
  return {
    async seller(sellerId: string, days: number): Promise<SellerDashboard> {
      const { period, previous, both } = periodOf(days, now());
      const s = repo.seller;
      const [views, saves, bookings, held, released, captured, refunded, active, top] =
        await Promise.all([
          s.views(sellerId, both),
          s.saves(sellerId, both),
          s.bookings(sellerId, both),
          s.held(sellerId, period.from),
          s.released(sellerId, both),
          s.captured(sellerId, both),
          s.refunded(sellerId, both),
          s.activeListings(sellerId, period.from),
          s.listingStats(sellerId, period, 5),
        ]);
      return {
        period,
        figures: {
          activeListings: { current: active.now, previous: active.before },
          views: figure(views, period, previous),
          saves: figure(saves, period, previous),
          bookings: figure(bookings, period, previous),
          completedSales: figure(captured, period, previous),
          heldNowCents: { current: held.now.cents, previous: held.before.cents },
          releasedCents: figure(released, period, previous, 'cents'),
          capturedCents: figure(captured, period, previous, 'cents'),
          refundedCents: figure(refunded, period, previous, 'cents'),
        },
        series: daysOf(period).map((day) => ({
          day,
          views: views.get(day)?.n ?? 0,
          bookings: bookings.get(day)?.n ?? 0,
        })),
        topListings: top.filter((l) => l.views > 0),
      };
    },

    /** Every listing of the seller with its all-time views, saves and bookings. */
    listingStats(sellerId: string): Promise<ListingStats[]> {
      return repo.seller.listingStats(sellerId, null, null);
    },

    /**
     * The seller's paid bookings as CSV (times in UTC, money in dollars): each with what it adds
     * to each money figure of the dashboard, and the time that puts it on a day.
     */
    async salesCsv(sellerId: string): Promise<string> {
      const sales = await repo.seller.sales(sellerId, SALES_EXPORT_LIMIT);
      return toCsv(
        [
          'Booking',
          'Product',
          'Price (USD)',
          'State',
          'Paid (UTC)',
          'Held now (USD)',
          'Released (UTC)',
          'Released hold (USD)',
          'Completed (UTC)',
          'Received (USD)',
          'Refunded (UTC)',
          'Refunded (USD)',
        ],
        sales.map((s) => [
          s.id,
          s.productName,
          dollars(s.priceCents),
          s.state,
          iso(s.paidAt),
          dollars(Number(s.heldNowCents)),
          iso(s.releasedAt),
          dollars(Number(s.releasedCents)),
          iso(s.completedAt),
          dollars(Number(s.capturedCents)),
          iso(s.refundedAt),
          dollars(Number(s.refundedCents)),
        ]),
      );
    },

    /** The admin dashboard's series as CSV, one row per UTC day. */
    async adminCsv(days: number): Promise<string> {
      const { series } = await this.admin(days);
      return toCsv(
        ['Day (UTC)', ...ADMIN_SERIES.map((k) => ADMIN_CSV_HEADER[k])],
        series.map((row) => [
          row.day,
          ...ADMIN_SERIES.map((k) => (k.endsWith('Cents') ? dollars(row[k]) : row[k])),
        ]),
      );
    },

    async admin(days: number): Promise<AdminDashboard> {
      const { period, previous, both } = periodOf(days, now());
      const a = repo.admin;
      const [newListings, newUsers, bookings, paid, released, captured, refunded] =
        await Promise.all([
          a.newListings(both),
          a.newUsers(both),
          a.bookings(both),
          a.paid(both),
          a.released(both),
          a.captured(both),
          a.refunded(both),
        ]);
      const [reports, disputes, expired, held, open, brandsByListings, brandsBySales] =
        await Promise.all([
          a.reports(both),
          a.disputes(both),
          a.expiredHolds(both),
          a.held(period.from),
          a.open(),
          a.brandsByListings(),
          a.brandsBySales(period),
        ]);
      const source: Record<AdminSeriesKey, [DailyCounts, 'n' | 'cents']> = {
        newListings: [newListings, 'n'],
        newUsers: [newUsers, 'n'],
        bookings: [bookings, 'n'],
        paid: [paid, 'n'],
        completed: [captured, 'n'],
        released: [released, 'n'],
        releasedCents: [released, 'cents'],
        capturedCents: [captured, 'cents'],
        refunded: [refunded, 'n'],
        refundedCents: [refunded, 'cents'],
        reports: [reports, 'n'],
        disputes: [disputes, 'n'],
        expiredHolds: [expired, 'n'],
      };
      const series = daysOf(period).map((day) => {
        const row = { day } as AdminDay;
        for (const key of ADMIN_SERIES) {
          const [counts, pick] = source[key];
          row[key] = counts.get(day)?.[pick] ?? 0;
        }
        return row;
      });
      const totals = Object.fromEntries(
        ADMIN_SERIES.map((key) => {
          const [counts, pick] = source[key];
          return [
            key,
            { current: sum(counts, period, pick), previous: sum(counts, previous, pick) },
          ];
        }),
      ) as AdminDashboard['totals'];
      const heldNow = {
        count: { current: held.now.n, previous: held.before.n },
        cents: { current: held.now.cents, previous: held.before.cents },
      };
      return { period, totals, heldNow, open, series, brandsByListings, brandsBySales };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
