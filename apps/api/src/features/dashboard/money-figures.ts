import { sql, type SQL } from 'drizzle-orm';

/**
 * The money figures of every dashboard and export (decision 027), each defined once, here, on a
 * booking aliased `b`. The seller's dashboard, the admin's dashboard, the admin's daily CSV and the
 * seller's sales CSV all read them from this module, so that no two places can count money two
 * ways. Money is in cents.
 *
 * - **Held now**: payments held at this moment, i.e. bookings in state `held` (paid, waiting for
 *   the handover). A point in time, not a sum over days; compared with what was held at the start
 *   of the period (`heldAt`).
 * - **Released**: holds released (cancelled by the buyer, declined by the seller, expired, lost
 *   the race for the phone, cancelled at the provider), by release day. Nothing was charged.
 * - **Captured**: the money of sales handed over, by completion day, less what was refunded of
 *   them (whenever that was). What the seller received.
 * - **Refunded**: money given back to buyers after a handover, by refund day.
 */

/** A figure over days: which bookings it counts, on which day, with how much money each. */
export interface DailyMoney {
  /** The booking's time that puts it on a day (indexed, partial on `is not null`). */
  at: SQL;
  /** The money this booking adds to the figure, in cents. */
  cents: SQL;
}

/** Holds released, by release day: the price that was held and not charged. */
export const released: DailyMoney = {
  at: sql`b.released_at`,
  cents: sql`b.price_cents`,
};

/** Sales handed over, by completion day: the price less any refund of that sale. */
export const captured: DailyMoney = {
  at: sql`b.completed_at`,
  cents: sql`(b.price_cents - coalesce(b.refunded_cents, 0))`,
};

/** Refunds, by refund day: what went back to the buyer. */
export const refunded: DailyMoney = {
  at: sql`b.refunded_at`,
  cents: sql`coalesce(b.refunded_cents, 0)`,
};

/** Held now: the booking's payment is held at this moment. */
export const heldNow: SQL = sql`b.state = 'held'`;

/**
 * Held at an instant in the past: paid before it, and neither handed over nor released before it.
 * At the present instant this is `heldNow` (a held booking has neither time).
 */
export const heldAt = (instant: SQL): SQL =>
  sql`(b.paid_at < ${instant} and (b.completed_at is null or b.completed_at >= ${instant})
    and (b.released_at is null or b.released_at >= ${instant}))`;

/** The money one booking adds to a daily figure (0 when the figure does not count it). */
export const centsOf = (figure: DailyMoney): SQL =>
  sql`(case when ${figure.at} is not null then ${figure.cents} else 0 end)`;

/** The money one booking adds to "held now". */
export const heldNowCents: SQL = sql`(case when ${heldNow} then b.price_cents else 0 end)`;
