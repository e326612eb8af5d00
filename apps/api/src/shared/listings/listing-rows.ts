import { sql } from 'drizzle-orm';
import {
  type Category,
  type Condition,
  type OwnProduct,
  type Product,
  type SellerRating,
} from '@resale-zone/contract/listings';
import { imeiLast4 } from '@resale-zone/contract/imei';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import { areas, listings, users, userStats } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { listingAvailability } from '../../domain/transitions.ts';
import { trustedSql, type Trust } from '../../domain/trust.ts';

// A listing's row as the repositories read it, and its mapping to the contract's shapes.

/** What a listing's standing is read from: its flags, its off-sale state, its seller's suspension. */
const standingColumns = pick(
  listings,
  'isAdvertised',
  'isSold',
  'isReserved',
  'isReported',
  'offSale',
  'sellerSuspended',
);

/** The columns every listing answer needs; nothing internal leaves the repository. */
export const productColumns = {
  ...pick(
    listings,
    'id',
    'productPhoto',
    'morePhotos',
    'productName',
    'sellerName',
    'resalePriceCents',
    'reducedFromCents',
    'originalPriceCents',
    'location',
    'category',
    'condition',
    'useDuration',
    'sellerEmail',
    'publishDate',
    'description',
  ),
  ...standingColumns,
  ...pick(
    listings,
    'isHidden',
    'createdAt',
    'imei',
    'imeiDevice',
    'sellerId',
    'batteryHealth',
    'activationLockOff',
    'fullyPaid',
    'noCrackedGlass',
  ),
  /**
   * The listing's area as JSON text (`{"id","city","name"}`), or null: one primary-key probe of
   * the small `areas` table inside the list's own query (decision 056).
   */
  areaJson: sql<
    string | null
  >`(select json_build_object('id', a.id, 'city', a.city, 'name', a.name)::text
    from ${areas} as a where a.id = ${listings.areaId})`,
};

/**
 * The seller's rating and badge for each listing row, from their `user_stats` counters: one
 * primary-key probe inside the list's own query (never a query per card). `count,starSum,trusted`
 * as text, read by `toProduct`.
 */
export const sellerSummary = (trust: Trust) => ({
  sellerSummary: sql<string | null>`(select concat_ws(',', s.review_count, s.star_sum,
      case when ${trustedSql(trust, 's', 'u')} then 1 else 0 end)
    from ${userStats} as s join ${users} as u on u.id = s.user_id
    where s.user_id = ${listings.sellerId})`,
});

type ProductRow = {
  [
    K in Exclude<
      keyof typeof productColumns,
      | 'imei'
      | 'imeiDevice'
      | 'sellerId'
      | 'batteryHealth'
      | 'reducedFromCents'
      | 'offSale'
      | 'areaJson'
    >
  ]: (typeof productColumns)[K]['_']['data'];
} & {
  imei: string | null;
  imeiDevice: string | null;
  reducedFromCents: number | null;
  offSale: string | null;
  sellerId: string | null;
  batteryHealth: number | null;
  sellerSummary: string | null;
  areaJson: string | null;
};

/** `count,starSum,trusted` (sellerSummary) as the contract's rating. */
export function toSellerRating(summary: string | null): SellerRating {
  if (!summary) return { average: null, count: 0, trusted: false };
  const [count = 0, sum = 0, trusted = 0] = summary.split(',').map(Number);
  return {
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    count,
    trusted: trusted === 1,
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productPhoto: row.productPhoto,
    productName: row.productName,
    sellerName: row.sellerName,
    resalePrice: centsToDollars(row.resalePriceCents),
    priceReducedFrom: row.reducedFromCents === null ? null : centsToDollars(row.reducedFromCents),
    orginalPrice: centsToDollars(row.originalPriceCents),
    location: row.location,
    area: row.areaJson === null ? null : (JSON.parse(row.areaJson) as Product['area']),
    categories: row.category as Product['categories'],
    condition: row.condition as Product['condition'],
    useDuration: row.useDuration,
    sellerEmail: row.sellerEmail,
    publishDat: row.publishDate,
    description: row.description,
    ...(row.isAdvertised ? { publish: 'advertise' as const } : {}),
    paid: row.isSold,
    availability: listingAvailability(row),
    reported: row.isReported,
    createdAt: row.createdAt.toISOString(),
    // The full IMEI never leaves in a public answer (`toOwnProduct` adds it for seller and admins).
    imeiLast4: row.imei === null ? null : imeiLast4(row.imei),
    // Checked only when the TAC named a device: a made-up number with a valid check digit is not.
    imeiChecked: row.imei !== null && row.imeiDevice !== null,
    imeiDevice: row.imei === null ? null : row.imeiDevice,
    batteryHealth: row.batteryHealth,
    activationLockOff: row.activationLockOff,
    fullyPaid: row.fullyPaid,
    noCrackedGlass: row.noCrackedGlass,
    sellerId: row.sellerId,
    sellerRating: toSellerRating(row.sellerSummary),
  };
}

/** Every photo of a listing in order: the cover, then the others. */
export const photosOf = (row: { productPhoto: string; morePhotos: string[] }): string[] => [
  row.productPhoto,
  ...row.morePhotos,
];

/** A listing for its seller or an admin: with the full IMEI and every photo. */
export function toOwnProduct(row: ProductRow): OwnProduct {
  return {
    ...toProduct(row),
    imei: row.imei,
    photos: photosOf(row),
    offSale: row.offSale as OwnProduct['offSale'],
    sellerSuspended: row.sellerSuspended,
  };
}

export type NewListing = Omit<typeof listings.$inferInsert, 'id' | 'createdAt'>;

/** What the rules need to know about one listing. */
export interface ListingState {
  id: string;
  sellerId: string | null;
  sellerEmail: string;
  category: string;
  productName: string;
  productPhoto: string;
  /** The photos after the cover. */
  morePhotos: string[];
  resalePriceCents: number;
  isAdvertised: boolean;
  isSold: boolean;
  isReserved?: boolean;
  /** Paused or sold elsewhere by its seller (decision 058). */
  offSale?: string | null;
  /** Its seller's account is suspended. */
  sellerSuspended?: boolean;
  /** Someone reported it and no admin has dismissed the reports. */
  isReported: boolean;
  /** What the search filters on (`ListingFacets`), where the read selected it. */
  condition?: string;
  areaId?: string | null;
  imeiDevice?: string | null;
}

/** The columns of a listing's state (`ListingState`, and whether it is reserved). */
export const stateColumns = {
  ...pick(
    listings,
    'id',
    'sellerId',
    'sellerEmail',
    'category',
    'productName',
    'productPhoto',
    'morePhotos',
    'resalePriceCents',
    'condition',
    'areaId',
    'imeiDevice',
  ),
  ...standingColumns,
};

/** What another feature writes in a listing's transaction (an admin's audit entry …). */
export type InTransaction = (tx: Db) => Promise<void>;

/** Which unsold listings a search or category page shows. */
export interface ListingFilter {
  category?: Category;
  conditions?: Condition[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Lower-cased; matched as a substring of the lower-cased location. */
  location?: string;
  /** Only listings in this area (decision 056). */
  areaId?: string;
  /** publish_date no earlier than this many days before today. */
  publishedWithinDays?: number;
  /** Only listings with a checked IMEI. */
  checkedOnly?: boolean;
  /** Only listings of sellers who hold the Trusted seller badge now. */
  trustedOnly?: boolean; /** Only this listing (does a new listing match a saved search?). */
  onlyId?: string;
  /**
   * Lower-cased query words, each with the listing words it stands for (itself and its closest
   * spellings, from `corrections`): a listing matches when it has one of each word's set.
   */
  wordSets?: string[][];
  /** The query words themselves, one per word set: what counts as an exact match in the rank. */
  exactWords?: string[];
}

/** A listing of a page with the sort keys its cursor is made of. */
export interface PagedProduct {
  product: Product;
  createdAtExact: string;
  priceCents: number;
  /** The seller's average × 1000 (the rating sort's key). */
  ratingKey: number;
  /** How well it matches the query's words (the relevance sort's key). */
  rank: number;
}

/**
 * On a public list: not sold or reserved, and not hidden (paused, sold elsewhere, seller
 * suspended: decision 058). `not is_sold` first, as the partial indexes' predicate, so they serve.
 */
export const onPublicList = sql`not ${listings.isSold} and not ${listings.isHidden}`;

/** Every listing answer's columns, with the seller's rating and badge. */
export const listingColumns = (trust: Trust) => ({ ...productColumns, ...sellerSummary(trust) });
