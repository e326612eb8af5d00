// Catalogue constants without zod: the web app's first page imports them (navbar, footer, home),
// and importing a module that builds schemas would put zod in that page's JavaScript (the bundle
// budget in docs/performance.md). listings.ts builds the schemas from these and re-exports them.

/** Stored category values, spelled as the spec's add-product form offers them. */
export const CATEGORIES = ['One plus', 'Xiaomi', 'Iphone', 'Huawei'] as const;

/** Route slugs of the category pages and of `GET /categories/{brand}`. */
export const CATEGORY_BY_SLUG = {
  oneplus: 'One plus',
  iphone: 'Iphone',
  xiaomi: 'Xiaomi',
  huawei: 'Huawei',
} as const satisfies Record<string, (typeof CATEGORIES)[number]>;
export type CategorySlug = keyof typeof CATEGORY_BY_SLUG;

/** Display names of the category pages (page titles and cards). */
export const CATEGORY_TITLES: Record<CategorySlug, string> = {
  oneplus: 'One Plus',
  iphone: 'Iphone',
  xiaomi: 'Xiaomi',
  huawei: 'Huawei',
};

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;

/** Short grading guide shown with a listing's condition. */
export const CONDITION_GUIDE: Record<(typeof CONDITIONS)[number], string> = {
  Excellent: 'Looks like new: no visible scratches, battery health 85% or more, everything works.',
  Good: 'Light signs of use: fine scratches you see only up close, everything works.',
  Fair: 'Clear signs of use: visible scratches or small dents, everything works.',
};

/**
 * The seller's optional declarations about the phone (issue 22), each shown as a badge on cards and
 * the listing page: the field, the badge's words and what the seller states by ticking it.
 */
export const DECLARATIONS = [
  {
    field: 'activationLockOff',
    badge: 'Activation lock off',
    definition: 'Signed out of iCloud / Google: the buyer can set the phone up as their own.',
  },
  {
    field: 'fullyPaid',
    badge: 'Fully paid',
    definition: 'No contract or instalments are owed on the phone.',
  },
  {
    field: 'noCrackedGlass',
    badge: 'No cracked glass',
    definition: 'Neither the screen nor the back glass is cracked.',
  },
] as const;
export type DeclarationField = (typeof DECLARATIONS)[number]['field'];

/** Whole-percent saving of the resale price against the original one (0 when none). */
export function savingPercent(resalePrice: number, orginalPrice: number): number {
  if (!(orginalPrice > 0) || resalePrice >= orginalPrice) return 0;
  return Math.round((1 - resalePrice / orginalPrice) * 100);
}
