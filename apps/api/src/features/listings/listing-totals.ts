import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingCounts, listings } from '../../db/schema.ts';
import type { ListingFilter } from '../../shared/listings/listing-rows.ts';

// The totals of the search and the brand pages (decision 061): a maintained count where the
// filter has one, else the planner's estimate when it is large, else an exact count up to a cap.

/** A list's total: `exact`, or an estimate (more than the cap, and only about this many). */
export interface ListTotal {
  value: number;
  exact: boolean;
}

/**
 * Whether the maintained counts (`listing_counts`, by brand, area and checked IMEI) answer this
 * filter's total: a brand page with its area and checked filters, or all listings on the lists.
 * Any other criterion (including one added later) is estimated or counted instead.
 */
export function maintainedCount(filter: ListingFilter): boolean {
  const kept = new Set(['category', 'areaId', 'checkedOnly']);
  return Object.entries(filter).every(
    ([key, value]) =>
      kept.has(key) ||
      value === undefined ||
      value === false ||
      (Array.isArray(value) && value.length === 0),
  );
}

/** The plan's estimated rows of a `select … where`, from `explain (format json)`. */
function plannedRows(result: unknown): number {
  const { rows } = result as { rows: Record<string, unknown>[] };
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

export function createListingTotals(db: Db) {
  return {
    /**
     * The sum of the filter's maintained rows: a brand's (with its area and checked filters, up
     * to 16 rows per area and check), or every brand's. Exact, and the same cost at any size.
     */
    async maintained(filter: ListingFilter): Promise<ListTotal> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${listingCounts.unsold}), 0)::integer` })
        .from(listingCounts)
        .where(
          and(
            filter.category ? eq(listingCounts.category, filter.category) : undefined,
            filter.areaId !== undefined ? eq(listingCounts.areaId, filter.areaId) : undefined,
            filter.checkedOnly ? eq(listingCounts.checked, true) : undefined,
          ),
        );
      return { value: Number(row?.n ?? 0), exact: true };
    },

    /**
     * The matches of `where`: when the planner expects more than `cap`, its estimate (no rows are
     * read); otherwise counted, reading at most `cap + 1` matches, exact up to `cap`. A count that
     * passes the cap answers an estimate of at least `cap + 1`.
     */
    async matches(where: SQL[], cap: number): Promise<ListTotal> {
      // Planned only, never run: a large plan would otherwise be compiled by JIT for nothing
      // (about 1 ms at 1M listings). The setting lasts for this transaction.
      const planned = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('jit', 'off', true)`);
        return plannedRows(
          await tx.execute(
            sql`explain (format json) select 1 from ${listings} where ${and(...where)}`,
          ),
        );
      });
      if (planned > cap) return { value: Math.round(planned), exact: false };
      const [row] = await db.select({ n: count() }).from(
        db
          .select({ one: sql`1` })
          .from(listings)
          .where(and(...where))
          .limit(cap + 1)
          .as('matches'),
      );
      const n = Number(row?.n ?? 0);
      return n > cap
        ? { value: Math.max(n, Math.round(planned)), exact: false }
        : { value: n, exact: true };
    },
  };
}
