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

export const SellerFigures = z.object({
  /** Unsold listings now (previous: those listed before the period and unsold at its start). */
  activeListings: Figure,
  views: Figure,
  saves: Figure,
  bookings: Figure,
  completedSales: Figure,
  /** Payments held in the period (a buyer paid; the money waits for the handover). */
  heldCents: Figure,
  /** Money of sales completed in the period, less refunds. */
  receivedCents: Figure,
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

export const ADMIN_SERIES = [
  'newListings',
  'newUsers',
  'bookings',
  'held',
  'heldCents',
  'completed',
  'completedCents',
  'reports',
  'disputes',
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
  /** Sums of the series over the period and the period before. */
  totals: z.object(
    Object.fromEntries(ADMIN_SERIES.map((k) => [k, Figure])) as Record<
      AdminSeriesKey,
      typeof Figure
    >,
  ),
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
