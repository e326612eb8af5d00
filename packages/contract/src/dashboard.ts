import { z } from 'zod';

/**
 * The dashboards' figures (decision 027). Days are UTC calendar days (`YYYY-MM-DD`); a period of
 * `days` days ends with today (UTC) and is compared with the `days` days before it. Every day of a
 * period is in its series, with zeros when nothing happened. Money is in cents.
 */
export const PERIODS = [30, 90] as const;
export const DashboardQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n) => (PERIODS as readonly number[]).includes(n), 'days must be 30 or 90')
    .default(30),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** A figure over the period and over the period before it. */
export const Figure = z.object({ current: z.number().int(), previous: z.number().int() });
export type Figure = z.infer<typeof Figure>;

export const Period = z.object({ days: z.number().int(), from: z.string(), to: z.string() });
export type Period = z.infer<typeof Period>;

/**
 * The money figures, each defined once on the server (apps/api/src/features/dashboard/
 * money-figures.ts) for both dashboards and both exports, in cents.
 */
export const SellerFigures = z.object({
  /** Unsold listings now (previous: those listed before the period and unsold at its start). */
  activeListings: Figure,
  views: Figure,
  saves: Figure,
  bookings: Figure,
  /** Sales handed over in the period (by completion day). */
  completedSales: Figure,
  /**
   * "Held now": payments held at this moment (bookings in state held: paid, waiting for the
   * handover). A point in time, not a sum over the period; previous is what was held at the start
   * of the period.
   */
  heldNowCents: Figure,
  /** "Released holds": holds released in the period (cancelled, declined, expired), by release day. */
  releasedCents: Figure,
  /** "Received": money captured for sales handed over in the period, less their refunds. */
  capturedCents: Figure,
  /** "Refunded": money refunded to buyers in the period, by refund day. */
  refundedCents: Figure,
});
export type SellerFigures = z.infer<typeof SellerFigures>;

export const SellerDay = z.object({
  day: z.string(),
  views: z.number().int(),
  bookings: z.number().int(),
});
export type SellerDay = z.infer<typeof SellerDay>;

/** A listing's counts: views over the period, saves and bookings over its whole life. */
export const ListingStats = z.object({
  id: z.string(),
  productName: z.string(),
  views: z.number().int(),
  saves: z.number().int(),
  bookings: z.number().int(),
});
export type ListingStats = z.infer<typeof ListingStats>;

export const SellerDashboard = z.object({
  period: Period,
  figures: SellerFigures,
  series: z.array(SellerDay),
  /** The seller's listings with the most views in the period (at most 5). */
  topListings: z.array(ListingStats),
});
export type SellerDashboard = z.infer<typeof SellerDashboard>;

/** `GET /dashboard/seller/listings`: every listing of the seller with its all-time counts. */
export const SellerListingStats = z.array(ListingStats);

/**
 * The admin's per-day series (and the daily CSV's columns after the day), in this order. Money
 * series end in `Cents`; each counts as the seller's figure of the same name does.
 */
export const ADMIN_SERIES = [
  'newListings',
  'newUsers',
  'bookings',
  /** Bookings paid (holds taken), by payment day. */
  'paid',
  /** Sales handed over, by completion day. */
  'completed',
  /** Holds released (cancelled, declined, expired …), by release day; and their money. */
  'released',
  'releasedCents',
  /** Money captured for sales handed over, by completion day, less their refunds. */
  'capturedCents',
  /** Refunds, by refund day; and their money. */
  'refunded',
  'refundedCents',
  'reports',
  'disputes',
  /** Released holds whose reason was the hold's expiry (also counted in `released`). */
  'expiredHolds',
] as const;
export type AdminSeriesKey = (typeof ADMIN_SERIES)[number];

export const AdminDay = z.object({
  day: z.string(),
  ...Object.fromEntries(ADMIN_SERIES.map((k) => [k, z.number().int()])),
} as { day: z.ZodString } & Record<AdminSeriesKey, z.ZodNumber>);
export type AdminDay = z.infer<typeof AdminDay>;

export const BrandCount = z.object({ brand: z.string(), count: z.number().int() });
export type BrandCount = z.infer<typeof BrandCount>;

export const AdminDashboard = z.object({
  period: Period,
  /** Sums of the series over the period and the period before (money by the day it moved). */
  totals: z.object(
    Object.fromEntries(ADMIN_SERIES.map((k) => [k, Figure])) as Record<
      AdminSeriesKey,
      typeof Figure
    >,
  ),
  /**
   * "Held now": payments held at this moment across the marketplace, as a count and in cents. A
   * point in time, not a series; previous is what was held at the start of the period.
   */
  heldNow: z.object({ count: Figure, cents: Figure }),
  /** What waits for an admin now. */
  open: z.object({ reportedListings: z.number().int(), disputes: z.number().int() }),
  series: z.array(AdminDay),
  /** Unsold listings per brand now, most first. */
  brandsByListings: z.array(BrandCount),
  /** Sales completed in the period per brand, most first. */
  brandsBySales: z.array(BrandCount),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** The view beacon's answer: the view is taken (counted later, at most once a day). */
export const ViewAnswer = z.object({ acknowledged: z.boolean() });
