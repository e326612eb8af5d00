import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as money from './money-figures.ts';

/** Counts (and money, in cents) per UTC day. */
export type DailyCounts = Map<string, { n: number; cents: number }>;

/** A time range of whole UTC days: `from` inclusive, `to` inclusive (both `YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

type Rows<T> = { rows: T[] };

const start = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const end = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;
const utcDate = (column: SQL) => sql`((${column}) at time zone 'UTC')::date`;

export function createDashboardRepo(db: Db) {
  /**
   * Rows of `from` whose `at` falls in the range, counted per UTC day, with the sum of `money`.
   * `at` is indexed on every table it is used with, so the range is an index scan.
   */
  async function perDay(q: { at: SQL; from: SQL; where?: SQL; money?: SQL }, range: DayRange) {
    const { rows } = (await db.execute(sql`
      select ${utcDate(q.at)}::text as day, count(*)::int as n,
        coalesce(sum(${q.money ?? sql`0`}), 0)::bigint as cents
      from ${q.from}
      where ${q.at} >= ${start(range.from)} and ${q.at} < ${end(range.to)}
        ${q.where ? sql`and ${q.where}` : sql``}
      group by 1
    `)) as unknown as Rows<{ day: string; n: number; cents: string | number }>;
    const out: DailyCounts = new Map();
    for (const r of rows) out.set(r.day, { n: Number(r.n), cents: Number(r.cents) });
    return out;
  }

  const ofSeller = (sellerId: string) => sql`l.seller_id = ${sellerId}`;
  const sellersBookings = sql`listings l join bookings b on b.listing_id = l.id`;

  /** Rows of `from` on a seller's listings (`l`) per day of `at`, in the range: how many. */
  const sellerPerDay = (at: SQL, from: SQL) => (sellerId: string, range: DayRange) =>
    perDay({ at, from, where: ofSeller(sellerId) }, range);

  /** A daily money figure (money-figures.ts) over the range, per day: how many, how much. */
  const moneyPerDay = (figure: money.DailyMoney, from: SQL, range: DayRange, where?: SQL) =>
    perDay({ at: figure.at, from, where, money: figure.cents }, range);

  /** Held now and at the start of `day` (money-figures.ts): how many, how much. */
  async function held(from: SQL, day: string, where?: SQL) {
    const also = where ? sql`and ${where}` : sql``;
    const { rows } = (await db.execute(sql`
      select count(*) filter (where ${money.heldNow})::int as "nowN",
        coalesce(sum(b.price_cents) filter (where ${money.heldNow}), 0)::bigint as "nowCents",
        count(*) filter (where ${money.heldAt(start(day))})::int as "beforeN",
        coalesce(sum(b.price_cents) filter (where ${money.heldAt(start(day))}), 0)::bigint
          as "beforeCents"
      from ${from}
      where b.paid_at is not null ${also}
        and (${money.heldNow} or ${money.heldAt(start(day))})
    `)) as unknown as Rows<Record<'nowN' | 'nowCents' | 'beforeN' | 'beforeCents', unknown>>;
    const r = rows[0]!;
    return {
      now: { n: Number(r.nowN), cents: Number(r.nowCents) },
      before: { n: Number(r.beforeN), cents: Number(r.beforeCents) },
    };
  }

  return {
    seller: {
      views: async (sellerId: string, range: DayRange) => {
        const { rows } = (await db.execute(sql`
          select v.day::text as day, sum(v.views)::int as n
          from listings l join listing_views_daily v on v.listing_id = l.id
          where ${ofSeller(sellerId)} and v.day between ${range.from}::date and ${range.to}::date
          group by v.day
        `)) as unknown as Rows<{ day: string; n: number }>;
        return new Map(rows.map((r) => [r.day, { n: Number(r.n), cents: 0 }])) as DailyCounts;
      },
      saves: sellerPerDay(
        sql`w.created_at`,
        sql`listings l join wishlist w on w.listing_id = l.id`,
      ),
      bookings: sellerPerDay(sql`b.created_at`, sellersBookings),
      /** Held now, and at the start of `day` (the period's first day). */
      held: (sellerId: string, day: string) => held(sellersBookings, day, ofSeller(sellerId)),
      released: (sellerId: string, range: DayRange) =>
        moneyPerDay(money.released, sellersBookings, range, ofSeller(sellerId)),
      captured: (sellerId: string, range: DayRange) =>
        moneyPerDay(money.captured, sellersBookings, range, ofSeller(sellerId)),
      refunded: (sellerId: string, range: DayRange) =>
        moneyPerDay(money.refunded, sellersBookings, range, ofSeller(sellerId)),

      /**
       * The seller's paid bookings (held, released, completed, refunded …), newest paid first,
       * each with the money it adds to each money figure (money-figures.ts) and that figure's time.
       */
      async sales(sellerId: string, limit: number) {
        const { rows } = (await db.execute(sql`
          select b.id, b.product_name as "productName", b.price_cents as "priceCents", b.state,
            b.paid_at as "paidAt", ${money.heldNowCents}::int as "heldNowCents",
            ${money.released.at} as "releasedAt",
            ${money.centsOf(money.released)}::int as "releasedCents",
            ${money.captured.at} as "completedAt",
            ${money.centsOf(money.captured)}::int as "capturedCents",
            ${money.refunded.at} as "refundedAt",
            ${money.centsOf(money.refunded)}::int as "refundedCents"
          from ${sellersBookings}
          where ${ofSeller(sellerId)} and b.paid_at is not null
          order by b.paid_at desc, b.id limit ${limit}
        `)) as unknown as Rows<{
          id: string;
          productName: string;
          priceCents: number;
          state: string;
          paidAt: Date | string;
          heldNowCents: number;
          releasedAt: Date | string | null;
          releasedCents: number;
          completedAt: Date | string | null;
          capturedCents: number;
          refundedAt: Date | string | null;
          refundedCents: number;
        }>;
        return rows;
      },

      /**
       * Listings on the public lists now (not paused, sold elsewhere or hidden by a suspension:
       * decision 058), and those listed before `day` and not sold before it.
       */
      async activeListings(sellerId: string, day: string) {
        const { rows } = (await db.execute(sql`
          select count(*) filter (where not l.is_sold and not l.is_hidden)::int as now,
            count(*) filter (
              where l.created_at < ${start(day)} and (not l.is_sold or l.sold_at >= ${start(day)})
            )::int as before
          from listings l where ${ofSeller(sellerId)}
        `)) as unknown as Rows<{ now: number; before: number }>;
        return { now: Number(rows[0]!.now), before: Number(rows[0]!.before) };
      },

      /**
       * The seller's listings with views in the range (or, without one, all time), saves and
       * bookings (all time), most viewed first; `limit` null for all of them.
       */
      async listingStats(sellerId: string, range: DayRange | null, limit: number | null) {
        const inRange = range
          ? sql`and v.day between ${range.from}::date and ${range.to}::date`
          : sql``;
        const { rows } = (await db.execute(sql`
          select l.id, l.product_name as "productName",
            coalesce((select sum(v.views) from listing_views_daily v
              where v.listing_id = l.id ${inRange}), 0)::int as views,
            (select count(*) from wishlist w where w.listing_id = l.id)::int as saves,
            (select count(*) from bookings b where b.listing_id = l.id)::int as bookings
          from listings l where ${ofSeller(sellerId)}
          order by views desc, l.created_at desc, l.id
          ${limit === null ? sql`` : sql`limit ${limit}`}
        `)) as unknown as Rows<{
          id: string;
          productName: string;
          views: number;
          saves: number;
          bookings: number;
        }>;
        return rows.map((r) => ({
          ...r,
          views: Number(r.views),
          saves: Number(r.saves),
          bookings: Number(r.bookings),
        }));
      },
    },

    admin: {
      newListings: (range: DayRange) =>
        perDay({ at: sql`l.created_at`, from: sql`listings l` }, range),
      newUsers: (range: DayRange) => perDay({ at: sql`u.created_at`, from: sql`users u` }, range),
      bookings: (range: DayRange) =>
        perDay({ at: sql`b.created_at`, from: sql`bookings b` }, range),
      /** Bookings paid (holds taken), by payment day. */
      paid: (range: DayRange) => perDay({ at: sql`b.paid_at`, from: sql`bookings b` }, range),
      /** Held now, and at the start of `day` (the period's first day). */
      held: (day: string) => held(sql`bookings b`, day),
      released: (range: DayRange) => moneyPerDay(money.released, sql`bookings b`, range),
      captured: (range: DayRange) => moneyPerDay(money.captured, sql`bookings b`, range),
      refunded: (range: DayRange) => moneyPerDay(money.refunded, sql`bookings b`, range),
      reports: (range: DayRange) => perDay({ at: sql`r.created_at`, from: sql`reports r` }, range),
      disputes: (range: DayRange) =>
        perDay({ at: sql`d.created_at`, from: sql`disputes d` }, range),
      expiredHolds: (range: DayRange) =>
        perDay(
          {
            at: sql`b.released_at`,
            from: sql`bookings b`,
            where: sql`b.release_reason = 'expired'`,
          },
          range,
        ),

      async open() {
        const { rows } = (await db.execute(sql`
          select (select count(*) from listings where is_reported)::int as "reportedListings",
            (select count(*) from disputes where status = 'open')::int as disputes
        `)) as unknown as Rows<{ reportedListings: number; disputes: number }>;
        return {
          reportedListings: Number(rows[0]!.reportedListings),
          disputes: Number(rows[0]!.disputes),
        };
      },

      /** Unsold listings per brand (kept exact in `listing_counts`). */
      async brandsByListings() {
        const { rows } = (await db.execute(sql`
          select category as brand, sum(unsold)::int as count from listing_counts
          group by category having sum(unsold) > 0 order by count desc, category
        `)) as unknown as Rows<{ brand: string; count: number }>;
        return rows.map((r) => ({ brand: r.brand, count: Number(r.count) }));
      },

      async brandsBySales(range: DayRange) {
        const { rows } = (await db.execute(sql`
          select l.category as brand, count(*)::int as count
          from bookings b join listings l on l.id = b.listing_id
          where b.completed_at >= ${start(range.from)} and b.completed_at < ${end(range.to)}
          group by l.category order by count desc, l.category
        `)) as unknown as Rows<{ brand: string; count: number }>;
        return rows.map((r) => ({ brand: r.brand, count: Number(r.count) }));
      },
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
