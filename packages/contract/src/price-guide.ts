import { z } from 'zod';
import { CATEGORY_BY_SLUG, type CategorySlug } from './catalog.ts';
import { Condition } from './listings.ts';

/**
 * The price guide (issue 20 item 4, decision 031): medians of the prices of completed sales over
 * the last 90 days, per brand and model (names grouped by their model key), for models with at
 * least 5 such sales. Money is in cents; weeks start on Monday (UTC, `YYYY-MM-DD`).
 */
const BRAND_SLUGS = Object.keys(CATEGORY_BY_SLUG) as [CategorySlug, ...CategorySlug[]];
export const BrandSlug = z.enum(BRAND_SLUGS, { error: 'brand must be a known brand' });

/** A model in an address: its model key with dashes (`iphone-13-128gb`). */
export const ModelSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'model must be lower-case letters and digits between dashes');

export const PriceGuideParams = z.object({ brand: BrandSlug, model: ModelSlug });
export type PriceGuideParams = z.infer<typeof PriceGuideParams>;

export const GuideModel = z.object({
  brand: BrandSlug,
  /** The brand's category name (`Iphone`). */
  category: z.string(),
  slug: z.string(),
  /** The name sellers used most for it. */
  model: z.string(),
  sales: z.number().int(),
  medianCents: z.number().int(),
});
export type GuideModel = z.infer<typeof GuideModel>;

export const PriceGuideIndex = z.object({
  windowDays: z.number().int(),
  minSales: z.number().int(),
  models: z.array(GuideModel),
});
export type PriceGuideIndex = z.infer<typeof PriceGuideIndex>;

/** A median of fewer than `minSales` sales is not shown (null). */
export const ConditionMedian = z.object({
  condition: Condition,
  sales: z.number().int(),
  medianCents: z.number().int().nullable(),
});
export type ConditionMedian = z.infer<typeof ConditionMedian>;

/** Every week of the window is here; a week without sales has 0 sales and no median. */
export const WeekMedian = z.object({
  week: z.string(),
  sales: z.number().int(),
  medianCents: z.number().int().nullable(),
});
export type WeekMedian = z.infer<typeof WeekMedian>;

export const PriceGuide = GuideModel.extend({
  windowDays: z.number().int(),
  minSales: z.number().int(),
  /** The first and last day of the window (UTC). */
  from: z.string(),
  to: z.string(),
  conditions: z.array(ConditionMedian),
  weeks: z.array(WeekMedian),
});
export type PriceGuide = z.infer<typeof PriceGuide>;

/**
 * A listing's price against its model's sales: `fair` or `above` (more than 10% above the
 * median), measured against the sales in its condition when there are enough, else all of the
 * model's; null when the model has too few sales.
 */
export const PriceVerdict = z.object({
  verdict: z.enum(['fair', 'above']).nullable(),
  basis: z.enum(['condition', 'model']).nullable(),
  medianCents: z.number().int().nullable(),
  sales: z.number().int(),
  /** The model's guide page, when it has one. */
  guide: z.object({ brand: BrandSlug, slug: z.string() }).nullable(),
});
export type PriceVerdict = z.infer<typeof PriceVerdict>;
