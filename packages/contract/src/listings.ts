import { z } from 'zod';
import { AreaRef, OptionalAreaId } from './areas.ts';
import { BrandSlug } from './brands.ts';
import { CONDITIONS } from './catalog.ts';
import { OptionalImei } from './imei.ts';
import { dollars } from './money-schema.ts';

export {
  CATEGORIES,
  CATEGORY_BY_SLUG,
  CATEGORY_TITLES,
  CONDITIONS,
  DECLARATIONS,
  type DeclarationField,
} from './catalog.ts';

/**
 * A stored category: a brand's `name` (brands.ts). Brands are data, so the server checks it against
 * the brands table (an unknown one is a 400 naming `categories`); the spec's four always exist.
 */
export const Category = z
  .string({ error: 'Product Category is required' })
  .trim()
  .min(1, 'Product Category is required')
  .max(40, 'Product Category: at most 40 characters');
export type Category = string;

/** Route slugs of the category pages and of `GET /categories/{brand}` (an unknown one is a 404). */
export type CategorySlug = string;
export const CategorySlug = BrandSlug;
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

/**
 * What a card or listing page says about the seller beside their name (decision 023): the average
 * of their visible reviews (one decimal; null without any), how many, and the computed Trusted
 * seller badge.
 */
export const SellerRating = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
  trusted: z.boolean(),
});
export type SellerRating = z.infer<typeof SellerRating>;

/**
 * What the phone itself is now (product.md section 7, "Say only what is true"): on sale;
 * `reserved` while a buyer's payment is held until the handover (it has left the public lists, as
 * the spec's paid phone does, and comes back on sale if the hold is released); `sold` once the
 * handover captured the payment; `unavailable` while it is off the public lists (paused, sold
 * elsewhere, or its seller suspended: decision 058), as a wishlist shows it. The server derives
 * it; every page shows it with one badge.
 */
export const LISTING_AVAILABILITIES = ['available', 'reserved', 'sold', 'unavailable'] as const;
export const ListingAvailability = z.enum(LISTING_AVAILABILITIES);
export type ListingAvailability = z.infer<typeof ListingAvailability>;

/** A listing as every answer shows it (spec section 3). Prices are dollars. */
export const Product = z.object({
  _id: z.string(),
  productPhoto: z.string(),
  productName: z.string(),
  sellerName: z.string(),
  resalePrice: z.number(),
  /** The price before the seller last lowered it (cards say "Price reduced from"); null otherwise. */
  priceReducedFrom: z.number().nullable(),
  orginalPrice: z.number(),
  location: z.string(),
  /** The area picked from the list (decision 056); null when the seller picked none. */
  area: AreaRef.nullable().optional(),
  categories: Category,
  condition: Condition,
  useDuration: z.string(),
  sellerEmail: z.string(),
  publishDat: z.string(),
  description: z.string(),
  /** 'advertise' once advertised (the spec's value); absent otherwise. */
  publish: z.literal('advertise').optional(),
  /** The spec's flag: a payment for it was recorded (held or captured; see `availability`). */
  paid: z.boolean(),
  /** Available, reserved (payment held until the handover) or sold (handed over). */
  availability: ListingAvailability,
  reported: z.boolean(),
  createdAt: z.string(),
  /** The last 4 digits of the phone's IMEI, when the seller gave one; the rest is never public. */
  imeiLast4: z.string().nullable(),
  /**
   * "IMEI checked": the seller gave an IMEI, it passed every check when listed (format, duplicates,
   * blocklist) and its TAC is on our device list, which names the device (`imeiDevice`). An IMEI
   * whose TAC is on no list is only "format valid": `imeiLast4` set, `imeiChecked` false.
   */
  imeiChecked: z.boolean(),
  /** The maker and model the IMEI's TAC belongs to ('Apple iPhone 13'); null unless checked. */
  imeiDevice: z.string().nullable(),
  /** Battery health in whole percent (0–100), when the seller gave it. */
  batteryHealth: z.number().int().nullable(),
  /** The seller's declarations (contract `DECLARATIONS`); false: not declared. */
  activationLockOff: z.boolean(),
  fullyPaid: z.boolean(),
  noCrackedGlass: z.boolean(),
  /** The seller's account (their public profile, `/sellers/{id}`); null once it is deleted. */
  sellerId: z.string().nullable(),
  sellerRating: SellerRating,
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.array(Product);

/** At most this many photos on one listing (issue 22); the first is the cover, `productPhoto`. */
export const MAX_PHOTOS = 8;

/** The listing's photos in order, 1 to `MAX_PHOTOS`; the first is always `productPhoto`. */
const PhotoList = z.array(z.string()).min(1).max(MAX_PHOTOS);

/** A listing as its seller (My products) and admins see it: with the full IMEI and every photo. */
/** Why a listing is off sale by its seller's choice (decision 058); null while it is for sale. */
export const OFF_SALE_STATES = ['paused', 'sold-elsewhere'] as const;
export const OffSale = z.enum(OFF_SALE_STATES);
export type OffSale = z.infer<typeof OffSale>;

export const OwnProduct = Product.extend({
  imei: z.string().nullable(),
  photos: PhotoList,
  /** Paused or sold elsewhere (the seller's My products shows it beside the spec's words). */
  offSale: OffSale.nullable().optional(),
  /** Hidden from the public while the seller's account is suspended. */
  sellerSuspended: z.boolean().optional(),
});
export type OwnProduct = z.infer<typeof OwnProduct>;
export const OwnProductList = z.array(OwnProduct);

/**
 * The latest publish date a listing may carry: today, in the time zone furthest ahead of UTC
 * (UTC+14), so that nobody's "today" is refused and nothing can be dated into the future to pin
 * it to the top of "Newest first".
 */
export function latestPublishDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The rules across a listing's fields (product.md section 7, "Listings cannot mislead"): the date is
 * not in the future, the resale price not above the original price. `dateField` names the date as
 * the form or the body calls it.
 */
export function listingRules<D extends string>(dateField: D) {
  return (
    value: { resalePrice: number; orginalPrice: number } & Record<D, string>,
    ctx: z.RefinementCtx,
  ) => {
    if (value[dateField] > latestPublishDate()) {
      ctx.addIssue({
        code: 'custom',
        path: [dateField],
        message: 'Publish date cannot be in the future',
      });
    }
    if (value.resalePrice > value.orginalPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['resalePrice'],
        message: 'Resale price cannot be above the original price',
      });
    }
  };
}

const declared = (field: string) =>
  z.boolean({ error: `${field} must be true or false` }).optional();

/**
 * Condition details beyond the spec's three conditions (all optional, product.md section 7):
 * battery health in whole percent and the seller's declarations (`DECLARATIONS`).
 */
export const ConditionDetails = z.object({
  batteryHealth: z
    .number({ error: 'Battery health must be a whole percent from 0 to 100' })
    .int('Battery health must be a whole percent from 0 to 100')
    .min(0, 'Battery health must be a whole percent from 0 to 100')
    .max(100, 'Battery health must be a whole percent from 0 to 100')
    .nullable()
    .optional(),
  activationLockOff: declared('activationLockOff'),
  fullyPaid: declared('fullyPaid'),
  noCrackedGlass: declared('noCrackedGlass'),
});
export type ConditionDetails = z.infer<typeof ConditionDetails>;

const productPhoto = z
  .string({ error: 'Product photo is required' })
  .trim()
  .min(1, 'Product photo is required')
  .max(300)
  // Only images our image service stored: no foreign hosts, no script URLs.
  .regex(/^\/images\/[A-Za-z0-9_-]+\.(webp|jpe?g|png)$/, 'Product photo must be an uploaded image');

/**
 * Every photo of a listing in order (optional beside the spec's `productPhoto`): 1 to 8 uploaded
 * images, no photo twice. When sent, its first must be `productPhoto` (the cover).
 */
export const PhotosField = z
  .array(
    z
      .string({ error: 'Each photo must be an uploaded image' })
      .trim()
      .max(300)
      .regex(
        /^\/images\/[A-Za-z0-9_-]+\.(webp|jpe?g|png)$/,
        'Each photo must be an uploaded image',
      ),
    { error: 'Photos must be a list of uploaded images' },
  )
  .min(1, 'A listing needs at least one photo')
  .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
  .refine((list) => new Set(list).size === list.length, 'The same photo is in the list twice');

/** `photos`, when sent with `productPhoto`, must start with it. */
function coverFirst(value: { productPhoto?: string; photos?: string[] }, ctx: z.RefinementCtx) {
  if (value.photos && value.productPhoto !== undefined && value.photos[0] !== value.productPhoto) {
    ctx.addIssue({
      code: 'custom',
      path: ['photos'],
      message: 'The first photo must be the product photo (the cover)',
    });
  }
}

/**
 * `POST /addproduct` body: the spec's product fields. The seller's identity and email come from the
 * session, never from this body (an extra `sellerEmail` that is not the caller's is refused by the
 * server); state fields (`paid`, `publish`, `reported`, `_id`) are not part of it and are dropped.
 */
export const CreateProductFields = z.object({
  productName: requiredText('Product name is required'),
  /** The spec's form sends it; the listing carries the seller's account name whatever it says. */
  sellerName: requiredText('Seller name is required'),
  productPhoto,
  /** Optional (not in the spec's form): every photo in order, the first being `productPhoto`. */
  photos: PhotosField.optional(),
  resalePrice: dollars('Resale price is required'),
  orginalPrice: dollars('Original price is required'),
  location: requiredText('Location is required'),
  /** Optional (not in the spec's form): an offered area's id; `location` stays the free note. */
  areaId: OptionalAreaId.optional(),
  categories: Category,
  condition: Condition,
  useDuration: requiredText('Duration is required', 100),
  sellerEmail: z.email({ error: 'Seller email is required' }).max(254),
  publishDat: IsoDate,
  description: requiredText('Product description is required', 5000),
  /** Optional (not in the spec's form): 15 digits with a valid check digit. */
  imei: OptionalImei,
  ...ConditionDetails.shape,
});
export const CreateProductBody = CreateProductFields.superRefine(
  listingRules('publishDat'),
).superRefine(coverFirst);
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/**
 * `PUT /products/{id}/price`: the seller's new price (dollars), not above the original price
 * (product.md). Recorded in the listing's price history; a drop tells the people who saved it.
 */
export const ChangePriceBody = z.object({ resalePrice: dollars('Resale price is required') });
export type ChangePriceBody = z.infer<typeof ChangePriceBody>;
export const ChangePriceAnswer = z.object({
  acknowledged: z.boolean(),
  /** 0 when the price was already this. */
  modifiedCount: z.number().int(),
  resalePrice: z.number(),
});
export type ChangePriceAnswer = z.infer<typeof ChangePriceAnswer>;

/**
 * `PATCH /products/{id}`: the seller edits a listing on sale (issue 22). Every field is optional;
 * what is sent changes. A new price is recorded like `PUT /products/{id}/price`. The IMEI is
 * not editable: one that differs from the listing's is refused (delete and list again).
 */
export const EditProductBody = z
  .strictObject(
    {
      resalePrice: dollars('Resale price is required').optional(),
      description: requiredText('Product description is required', 5000).optional(),
      productPhoto: productPhoto.optional(),
      /** The whole new list in order; with only `productPhoto`, the cover changes, the rest stay. */
      photos: PhotosField.optional(),
      location: requiredText('Location is required').optional(),
      /** An offered area's id, or null (or empty) for none. */
      areaId: OptionalAreaId.optional(),
      condition: Condition.optional(),
      imei: OptionalImei,
      ...ConditionDetails.shape,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'This field cannot be edited' : undefined,
    },
  )
  .superRefine(coverFirst);
export type EditProductBody = z.infer<typeof EditProductBody>;
export const EditProductAnswer = z.object({
  acknowledged: z.boolean(),
  /** 0 when nothing sent differed from the listing. */
  modifiedCount: z.number().int(),
});
export type EditProductAnswer = z.infer<typeof EditProductAnswer>;

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

/** `GET /reports/mine`: the listings the caller has reported (newest first, at most 1,000). */
export const ReportedIds = z.object({ ids: z.array(z.string()) });
export type ReportedIds = z.infer<typeof ReportedIds>;

/** Admin view of a reported listing. */
export const ReportedProduct = OwnProduct.extend({
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
});
export type ReportedProduct = z.infer<typeof ReportedProduct>;

/** `GET /products/{id}`: one listing with what a buyer wants to know about its seller. */
export const ProductDetail = Product.extend({
  /** Every photo in order (the gallery); the first is `productPhoto`. */
  photos: PhotoList,
  seller: z.object({
    /** The seller's account name (the listing's `sellerName` is what they typed on the form). */
    name: z.string(),
    /** When the seller's account was created; null once the account is gone. */
    memberSince: z.string().nullable(),
    /** The seller's unsold listings. */
    listingCount: z.number().int(),
  }),
  /**
   * The seller's last price change, when it was a drop (the page says "Price reduced from $X"):
   * null when the price never changed or last went up.
   */
  priceDrop: z.object({ from: z.number(), at: z.string() }).nullable().optional(),
  /**
   * The brand the listing is filed under (`categories`), as it is named now: an admin may rename
   * a brand after its phones were listed. Null when no brand has that name.
   */
  brandTitle: z.string().nullable().optional(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export { CONDITION_GUIDE, savingPercent } from './catalog.ts';
