import { z } from 'zod';
import { Id, pageOf } from './common.ts';
import { MAX_PRICE_DOLLARS } from './money.ts';
import { CONDITIONS, CategorySlug, Product, type Condition } from './listings.ts';

/** Page sizes of the keyset-paged lists (search and category pages). */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
/**
 * Totals (`ProductPage.total`, `x-total-count`) are exact up to this many matches. A larger result
 * may be answered with an estimate (`totalIsEstimate`, `x-total-estimate`; decision 061), so that
 * a total costs the same on any catalogue size. A brand's total, with its area and checked
 * filters, is always exact (a maintained count). It was a plain cap (a page said '1,000+'),
 * and before that 10,000 (decision 036).
 */
export const TOTAL_COUNT_CAP = 1_000;

/**
 * `relevance`: best match first (exact words, then words in the name, then corrections; decision
 * 033). The default when there is a query; without one it lists newest first.
 */
export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export const Sort = z.enum(SORTS, {
  error: 'sort must be relevance, newest, price-asc, price-desc or rating',
});
export type Sort = z.infer<typeof Sort>;

/** The order a search has when none is chosen: best match with words, else newest first. */
export const defaultSort = (q: string | undefined | null): Sort =>
  q && /[\p{L}\p{N}]/u.test(q) ? 'relevance' : 'newest';

/** How recent the seller's publish date is, in days. */
export const PUBLISHED_WITHIN = ['1', '7', '30', '90'] as const;
export const PublishedWithin = z.enum(PUBLISHED_WITHIN, {
  error: 'publishedWithin must be 1, 7, 30 or 90 (days)',
});

/** An opaque keyset cursor given back by the previous page. */
export const Cursor = z
  .string()
  .trim()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not one this server gave');

const price = z.coerce
  .number({ error: 'Must be a number' })
  .refine((n) => Number.isFinite(n) && n >= 0, 'Must be 0 or more')
  .refine((n) => n <= MAX_PRICE_DOLLARS, `Must be at most ${MAX_PRICE_DOLLARS}`);

/** `condition=Excellent,Good` (or repeated `condition=`): any of the named grades. */
const conditionList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(CONDITIONS, { error: 'condition must be Excellent, Good or Fair' })).max(3))
  .transform((list) => [...new Set(list)] as Condition[]);

/** `area={id}`: only phones listed in that area (decision 056). */
const AreaFilter = Id.regex(/^[A-Za-z0-9-]+$/, 'area must be an area of the list');

/** `checked=1`: only phones with a checked IMEI (`0`, absent or empty: all phones). */
const checkedOnly = z
  .enum(['0', '1'], { error: 'checked must be 1 (checked IMEIs only) or 0' })
  .transform((v) => v === '1');

/** `trusted=1`: only phones of sellers who hold the Trusted seller badge now. */
const trustedOnly = z
  .enum(['0', '1'], { error: 'trusted must be 1 (Trusted sellers only) or 0' })
  .transform((v) => v === '1');

const pageFields = {
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

/**
 * `GET /search`: text search with filters, newest first or by price. Empty strings count as
 * absent, so a form can send every field.
 */
export const SearchQuery = z
  .preprocess(
    (raw) =>
      raw && typeof raw === 'object'
        ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''))
        : raw,
    z.object({
      /** Matches product name, description and location; tolerant of small typos. */
      q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
      brand: CategorySlug.optional(),
      condition: conditionList.optional(),
      minPrice: price.optional(),
      maxPrice: price.optional(),
      /** Case-insensitive part of the location ('dhaka' finds 'Dhaka, Mirpur'). */
      location: z.string().trim().max(100).optional(),
      area: AreaFilter.optional(),
      publishedWithin: PublishedWithin.optional(),
      checked: checkedOnly.optional(),
      trusted: trustedOnly.optional(),
      sort: Sort.optional(),
      ...pageFields,
    }),
  )
  // Best match first when there are words to match; newest first otherwise.
  .transform(({ sort, ...q }) => ({ ...q, sort: sort ?? defaultSort(q.q) }))
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'maxPrice must not be below minPrice',
    path: ['maxPrice'],
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * `GET /categories/{brand}` keeps its answer (an array of listings) and pages by query and
 * headers: the total in `x-total-count`, the next page's cursor in `x-next-cursor` (absent on the
 * last page).
 */
export const CategoryQuery = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object'
      ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''))
      : raw,
  z.object({
    checked: checkedOnly.optional(),
    trusted: trustedOnly.optional(),
    area: AreaFilter.optional(),
    ...pageFields,
  }),
);
export type CategoryQuery = z.infer<typeof CategoryQuery>;
export { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TOTAL_ESTIMATE_HEADER } from './paging.ts';

/** One page of search results: the contract's `Page` shape, always with its total. */
export const ProductPage = pageOf(Product).extend({
  /**
   * Listings matching the query, over all pages: exact up to TOTAL_COUNT_CAP; above it possibly
   * an estimate (then `totalIsEstimate`).
   */
  total: z.number().int(),
  /**
   * `total` is an estimate of a result larger than TOTAL_COUNT_CAP ("about 72,000 phones");
   * absent (an older server) reads as exact.
   */
  totalIsEstimate: z.boolean().default(false),
  /**
   * Only when nothing matched the words: a close spelling of them that does find phones with the
   * same filters ('smasung' → 'samsung').
   */
  suggestion: z.string().optional(),
});
export type ProductPage = z.infer<typeof ProductPage>;
