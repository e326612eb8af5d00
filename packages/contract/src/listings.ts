import { z } from 'zod';
import { CATEGORIES, CATEGORY_BY_SLUG, CONDITIONS } from './catalog.ts';
import { OptionalImei } from './imei.ts';
import { dollars } from './money-schema.ts';

export { CATEGORIES, CATEGORY_BY_SLUG, CATEGORY_TITLES, CONDITIONS } from './catalog.ts';

export const Category = z.enum(CATEGORIES, { error: 'Product Category is required' });
export type Category = z.infer<typeof Category>;

/** Route slugs of the category pages and of `GET /categories/{brand}`. */
export type CategorySlug = keyof typeof CATEGORY_BY_SLUG;
export const CategorySlug = z.enum(
  Object.keys(CATEGORY_BY_SLUG) as [CategorySlug, ...CategorySlug[]],
);
export const CategoryParams = z.object({ brand: CategorySlug });

export const Condition = z.enum(CONDITIONS, { error: 'Product condition is required' });
export type Condition = z.infer<typeof Condition>;

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** The years a date input may name: anything else is a typing slip (and PostgreSQL has no year 0). */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/**
 * A calendar date, `YYYY-MM-DD`, as a date input gives it, in the years 1900–2100. `label` names
 * the field in the person's words.
 */
export const calendarDate = (label: string) =>
  z.iso.date({ error: `${label} is required` }).refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
    },
    { error: `${label} must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}` },
  );

/** The listing's publish date. */
export const IsoDate = calendarDate('Publish date');

/** A listing as every answer shows it (spec section 3). Prices are dollars. */
export const Product = z.object({
  _id: z.string(),
  productPhoto: z.string(),
  productName: z.string(),
  sellerName: z.string(),
  resalePrice: z.number(),
  orginalPrice: z.number(),
  location: z.string(),
  categories: Category,
  condition: Condition,
  useDuration: z.string(),
  sellerEmail: z.string(),
  publishDat: z.string(),
  description: z.string(),
  /** 'advertise' once advertised (the spec's value); absent otherwise. */
  publish: z.literal('advertise').optional(),
  /** Sold: a payment for it was recorded. */
  paid: z.boolean(),
  reported: z.boolean(),
  createdAt: z.string(),
  /** The last 4 digits of the phone's IMEI, when the seller gave one; the rest is never public. */
  imeiLast4: z.string().nullable(),
  /** The seller gave an IMEI and it passed every check when listed (format, TAC, duplicates, blocklist). */
  imeiChecked: z.boolean(),
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.array(Product);

/** A listing as its seller (My products) and admins see it: with the full IMEI. */
export const OwnProduct = Product.extend({ imei: z.string().nullable() });
export type OwnProduct = z.infer<typeof OwnProduct>;
export const OwnProductList = z.array(OwnProduct);

/**
 * `POST /addproduct` body: the spec's product fields. The seller's identity and email come from the
 * session, never from this body (an extra `sellerEmail` that is not the caller's is refused by the
 * server); state fields (`paid`, `publish`, `reported`, `_id`) are not part of it and are dropped.
 */
export const CreateProductBody = z.object({
  productName: requiredText('Product name is required'),
  sellerName: requiredText('Seller name is required'),
  productPhoto: z
    .string({ error: 'Product photo is required' })
    .trim()
    .min(1, 'Product photo is required')
    .max(300)
    // Only images our image service stored: no foreign hosts, no script URLs.
    .regex(
      /^\/images\/[A-Za-z0-9_-]+\.(webp|jpe?g|png)$/,
      'Product photo must be an uploaded image',
    ),
  resalePrice: dollars('Resale price is required'),
  orginalPrice: dollars('Original price is required'),
  location: requiredText('Location is required'),
  categories: Category,
  condition: Condition,
  useDuration: requiredText('Duration is required', 100),
  sellerEmail: z.email({ error: 'Seller email is required' }).max(254),
  publishDat: IsoDate,
  description: requiredText('Product description is required', 5000),
  /** Optional (not in the spec's form): 15 digits with a valid check digit. */
  imei: OptionalImei,
});
export type CreateProductBody = z.infer<typeof CreateProductBody>;

export const ReportReason = z.enum(['stolen', 'counterfeit', 'wrong-condition', 'scam', 'other']);
export type ReportReason = z.infer<typeof ReportReason>;
/** Optional: a request without a body (the spec's client sends none) is a report without reason. */
export const ReportBody = z
  .object({ reason: ReportReason.optional(), note: z.string().trim().max(500).optional() })
  .nullish();
export const ReportAnswer = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int(),
  alreadyReported: z.boolean(),
});
export type ReportAnswer = z.infer<typeof ReportAnswer>;

/** Admin view of a reported listing. */
export const ReportedProduct = OwnProduct.extend({
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
});
export type ReportedProduct = z.infer<typeof ReportedProduct>;

/** `GET /products/{id}`: one listing with what a buyer wants to know about its seller. */
export const ProductDetail = Product.extend({
  seller: z.object({
    /** The seller's account name (the listing's `sellerName` is what they typed on the form). */
    name: z.string(),
    /** When the seller's account was created; null once the account is gone. */
    memberSince: z.string().nullable(),
    /** The seller's unsold listings. */
    listingCount: z.number().int(),
  }),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export { CONDITION_GUIDE, savingPercent } from './catalog.ts';
