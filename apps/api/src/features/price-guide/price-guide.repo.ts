import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Completed sales between these instants (`since` exclusive, `until` inclusive). */
export interface SalesWindow {
  since: Date;
  until: Date;
}

type Rows<T> = { rows: T[] };
type Median = string | number | null;

/** The one definition of a median in the guide: the middle price (mean of the middle two), in whole cents. */
const median = sql`round((percentile_cont(0.5) within group (order by b.price_cents))::numeric)`;
const completedIn = (w: SalesWindow) =>
  sql`b.state = 'completed' and b.completed_at > ${w.since.toISOString()}::timestamptz and b.completed_at <= ${w.until.toISOString()}::timestamptz`;
const num = (v: Median) => (v === null ? null : Number(v));

/**
 * The price guide's reads. Sales are bookings in state `completed` (domain/transitions.ts) joined
 * to their listing for its brand, model key and condition; the window is a range of
 * `bookings_completed_idx`, one model's sales are found through `listings_category_model_idx`.
 */
export function createPriceGuideRepo(db: Db) {
  return {
    /** Every brand and model with at least `minSales` sales in the window, most sold first. */
    async models(w: SalesWindow, minSales: number) {
      const { rows } = (await db.execute(sql`
        select l.category, l.model_key as key, count(*)::int as sales, ${median} as median,
          mode() within group (order by l.product_name) as model
        from bookings b join listings l on l.id = b.listing_id
        where ${completedIn(w)} and l.model_key <> ''
        group by l.category, l.model_key
        having count(*) >= ${minSales}
        order by sales desc, l.category, l.model_key
      `)) as unknown as Rows<{
        category: string;
        key: string;
        sales: number;
        median: Median;
        model: string;
      }>;
      return rows.map((r) => ({ ...r, sales: Number(r.sales), medianCents: num(r.median)! }));
    },

    /**
     * One model's sales in the window: in total, per condition and per week (Monday, UTC), each
     * with its count and median.
     */
    async model(category: string, key: string, w: SalesWindow) {
      const { rows } = (await db.execute(sql`
        select s.condition, s.week::text as week,
          grouping(s.condition, s.week)::int as level, count(*)::int as sales,
          round((percentile_cont(0.5) within group (order by s.price_cents))::numeric) as median,
          mode() within group (order by s.product_name) as model
        from (
          select l.condition, l.product_name, b.price_cents,
            date_trunc('week', b.completed_at at time zone 'UTC')::date as week
          from listings l join bookings b on b.listing_id = l.id
          where l.category = ${category} and l.model_key = ${key} and ${completedIn(w)}
        ) s
        group by grouping sets ((s.condition), (s.week), ())
      `)) as unknown as Rows<{
        condition: string | null;
        week: string | null;
        level: number;
        sales: number;
        median: Median;
        model: string;
      }>;
      const total = rows.find((r) => Number(r.level) === 3);
      const stat = (r: (typeof rows)[number]) => ({
        sales: Number(r.sales),
        medianCents: num(r.median)!,
      });
      return {
        model: total?.model ?? null,
        total: total ? stat(total) : { sales: 0, medianCents: null },
        conditions: new Map(
          rows.filter((r) => Number(r.level) === 1).map((r) => [r.condition!, stat(r)]),
        ),
        weeks: new Map(rows.filter((r) => Number(r.level) === 2).map((r) => [r.week!, stat(r)])),
      };
    },

    /** A listing's price, brand, model key and condition; null for an unknown listing. */
    async listing(id: string) {
      const { rows } = (await db.execute(sql`
        select resale_price_cents as "priceCents", category, model_key as key, condition
        from listings where id = ${id}
      `)) as unknown as Rows<{
        priceCents: number;
        category: string;
        key: string;
        condition: string;
      }>;
      return rows[0] ?? null;
    },

    /** Sales of a model in the window, and of its one condition, with their medians. */
    async medians(category: string, key: string, condition: string, w: SalesWindow) {
      const { rows } = (await db.execute(sql`
        select count(*)::int as sales, ${median} as median,
          count(*) filter (where l.condition = ${condition})::int as "conditionSales",
          round((percentile_cont(0.5) within group (order by b.price_cents)
            filter (where l.condition = ${condition}))::numeric) as "conditionMedian"
        from listings l join bookings b on b.listing_id = l.id
        where l.category = ${category} and l.model_key = ${key} and ${completedIn(w)}
      `)) as unknown as Rows<{
        sales: number;
        median: Median;
        conditionSales: number;
        conditionMedian: Median;
      }>;
      const r = rows[0]!;
      return {
        model: { sales: Number(r.sales), medianCents: num(r.median) },
        condition: { sales: Number(r.conditionSales), medianCents: num(r.conditionMedian) },
      };
    },
  };
}

export type PriceGuideRepo = ReturnType<typeof createPriceGuideRepo>;
