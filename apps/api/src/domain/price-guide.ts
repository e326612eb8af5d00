/**
 * The price guide's rules (issue 20 item 4, decision 031): which sales count, how model names are
 * grouped, and when a price is above typical. Everything that decides a figure is here.
 */

/** A guide needs this many completed sales of a model (or a condition of it) in the window. */
export const MIN_SALES = 5;
/** Sales completed in the last this many days count. */
export const WINDOW_DAYS = 90;
/** A price more than this share above the median is "Above typical price" (10%). */
export const ABOVE_TYPICAL_RATIO = 1.1;

/**
 * A product name's model key: ASCII letters lower-cased, every run of other characters one space,
 * a storage size joined to its number ("128 gb" → "128gb"), no space at either end. So
 * "iPhone 13 128GB", "iphone 13 128 gb" and "iPhone 13 (128 GB)" are all "iphone 13 128gb".
 * Only ASCII is lower-cased so that the database's copy (`modelKeySql`) agrees in any locale:
 * the generated column `listings.model_key` (db/schema.ts) is the same steps in SQL, and a test
 * checks that both agree.
 */
export function modelKey(productName: string): string {
  return productName
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([0-9]) (gb|tb)(?= |$)/g, '$1$2')
    .trim();
}

/** A model key in an address (`iphone-13-128gb`), and back. Keys hold only [a-z0-9 ]. */
export const modelSlug = (key: string) => key.replaceAll(' ', '-');
export const slugToModelKey = (slug: string) => slug.replaceAll('-', ' ');
export const isModelSlug = (slug: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);

/** How a price compares with the median of the sales it is measured against. */
export function priceVerdict(priceCents: number, medianCents: number): 'fair' | 'above' {
  return priceCents > medianCents * ABOVE_TYPICAL_RATIO ? 'above' : 'fair';
}
