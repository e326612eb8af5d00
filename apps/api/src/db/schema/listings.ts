import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, tsvector } from './columns.ts';
import { areas } from './areas.ts';
import { userRef, users } from './users.ts';

// Listings, their brands, counts, photos, reports and price history (features/listings).

/**
 * The brands phones are listed under (decision 034). `name` is the value stored in
 * `listings.category` and never changes (the spec's four keep theirs); a rename changes `title`.
 * `logo` names a simple-icons mark the web app draws. Seeded by migration 0019.
 */
export const brands = pgTable(
  'brands',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    logo: text('logo'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('brands_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('brands_position_idx').on(t.position, t.slug),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    // Null once the seller's account is deleted; only sold listings outlive their seller.
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sellerName: text('seller_name').notNull(),
    /** The cover photo (the spec's `productPhoto`): the first of the listing's photos. */
    productPhoto: text('product_photo').notNull(),
    /** The photos after the cover, in order (0 to 7; decision 035). */
    morePhotos: text('more_photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resalePriceCents: integer('resale_price_cents').notNull(),
    /**
     * The price before the last change when that change lowered it (cards say "Price reduced
     * from"); null when the price never changed or last went up. Kept by `reprice`.
     */
    reducedFromCents: integer('reduced_from_cents'),
    originalPriceCents: integer('original_price_cents').notNull(),
    location: text('location').notNull(),
    /** The area picked from the list (decision 056), optional beside the free `location` note. */
    areaId: text('area_id').references(() => areas.id, { onDelete: 'restrict' }),
    category: text('category')
      .notNull()
      .references(() => brands.name, { onDelete: 'restrict' }),
    condition: text('condition').notNull(),
    useDuration: text('use_duration').notNull(),
    sellerEmail: text('seller_email').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    isAdvertised: boolean('is_advertised').notNull().default(false),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    isSold: boolean('is_sold').notNull().default(false),
    /** Sold but not yet handed over: a held payment reserves the phone (decision 022). */
    isReserved: boolean('is_reserved').notNull().default(false),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    isReported: boolean('is_reported').notNull().default(false),
    /**
     * Off sale by the seller's choice (decision 058): 'paused' (they may resume it) or
     * 'sold-elsewhere' (for good, and not a sale here); null while it is for sale.
     */
    offSale: text('off_sale'),
    offSaleAt: timestamp('off_sale_at', { withTimezone: true }),
    /** Its seller's account is suspended (decision 058): hidden until the suspension ends. */
    sellerSuspended: boolean('seller_suspended').notNull().default(false),
    /**
     * Left out of every public list, count and page (paused, sold elsewhere, seller suspended):
     * public reads ask `not is_sold and not is_hidden`.
     */
    isHidden: boolean('is_hidden')
      .notNull()
      .generatedAlwaysAs(sql`off_sale is not null or seller_suspended`),
    /**
     * The phone's IMEI (15 digits), when the seller gave one; set only after it passed the checks
     * (format, TAC of the category's maker when known, duplicates, blocklist). Only its last 4
     * digits are public (features/imei).
     */
    imei: text('imei'),
    /**
     * The device the IMEI's TAC belongs to in the shipped list ('Apple iPhone 13'): set when the
     * TAC is known, and only then is the listing "IMEI checked" (`checked=1`). An IMEI with an
     * unknown TAC is only "format valid" (migration 0029; `nameImeiDevices` fills it in at start).
     */
    imeiDevice: text('imei_device'),
    /** Condition details (optional, issue 22): battery health in whole percent, 0–100. */
    batteryHealth: smallint('battery_health'),
    /** The seller's declarations, each a badge (false: not declared). */
    activationLockOff: boolean('activation_lock_off').notNull().default(false),
    fullyPaid: boolean('fully_paid').notNull().default(false),
    noCrackedGlass: boolean('no_cracked_glass').notNull().default(false),
    /**
     * The seller's average rating × 1000, rounded down, 0 without reviews: the rating sort's first
     * key, copied from `user_stats` by triggers in the transaction that changes the counters (and
     * when a listing is created or goes back on sale), so the sort walks an index (decision 039).
     * Kept for unsold listings only; a sold one's is not read.
     */
    sellerRatingKey: integer('seller_rating_key').notNull().default(0),
    createdAt: createdAt(),
    /**
     * When what the listing's page shows last changed (sitemaps' lastmod): set by a trigger on
     * every update that changes anything but the report flag (migration 0009).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words `GET /search` matches (name, description, location, and the brand it is filed
     * under, so that "samsung" finds a "Galaxy S9" listed under Samsung), lower-cased and split by
     * PostgreSQL's 'simple' text search configuration; a trigger adds them to `search_words`.
     */
    searchTsv: tsvector('search_tsv').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, product_name || ' ' || description || ' ' || location || ' ' || category)`,
    ),
    /**
     * The words of the name alone, split as `search_tsv` splits them: best match's "in the name"
     * test, and its GIN index serves the name tiers of the rank (decision 036).
     */
    nameTsv: tsvector('name_tsv').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, product_name)`,
    ),
    /**
     * The price guide's model key of the product name: `modelKey` of domain/price-guide.ts in SQL
     * (ASCII lower-cased, other characters one space, "128 gb" joined), so every write path and
     * every existing row has it (decision 031).
     */
    modelKey: text('model_key')
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(regexp_replace(regexp_replace(translate(product_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[^a-z0-9]+', ' ', 'g'), '([0-9]) (gb|tb)(?= |$)', '\\1\\2', 'g'))`,
      ),
  },
  (t) => [
    // GET /categories/{brand}: unsold listings of a brand, newest first.
    index('listings_category_unsold_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isSold}`),
    // GET /advertise: advertised, unsold listings, newest first.
    index('listings_advertised_unsold_idx')
      .on(t.advertisedAt.desc(), t.id.desc())
      .where(sql`${t.isAdvertised} and not ${t.isSold}`),
    // GET /addproduct: a seller's own listings.
    index('listings_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('listings_reported_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isReported}`),
    // Discovery (GET /search, keyset pages). Newest first over all unsold listings; the
    // category's newest-first list is served by listings_category_unsold_idx above.
    index('listings_unsold_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isSold}`),
    // The seller-rating sort: best-rated sellers first, then newest (decision 039).
    index('listings_unsold_rating_idx')
      .on(t.sellerRatingKey.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isSold}`),
    // By price, both directions (a btree scans backwards for price-desc), overall and per category.
    index('listings_unsold_price_idx')
      .on(t.resalePriceCents, t.id)
      .where(sql`not ${t.isSold}`),
    index('listings_category_price_unsold_idx')
      .on(t.category, t.resalePriceCents, t.id)
      .where(sql`not ${t.isSold}`),
    // Sitemaps: unsold listings in id order (keyset pages), with their last change.
    index('listings_unsold_id_idx')
      .on(t.id, t.updatedAt)
      .where(sql`not ${t.isSold}`),
    // A brand's last change (its sitemap lastmod): one probe per brand.
    index('listings_category_updated_idx').on(t.category, t.updatedAt),
    // The admin dashboard's new listings per day.
    index('listings_created_idx').on(t.createdAt),
    // The area filter ("Near me", decision 056): an area's unsold listings newest first, and by
    // price both ways.
    index('listings_area_unsold_idx')
      .on(t.areaId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.areaId} is not null and not ${t.isSold}`),
    index('listings_area_price_unsold_idx')
      .on(t.areaId, t.resalePriceCents, t.id)
      .where(sql`${t.areaId} is not null and not ${t.isSold}`),
    // A brand page's area: its phones newest first, and their count, read in one index range.
    index('listings_category_area_unsold_idx')
      .on(t.category, t.areaId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.areaId} is not null and not ${t.isSold}`),
    // A seller's unsold listings, counted on the listing detail page.
    index('listings_seller_unsold_idx')
      .on(t.sellerId)
      .where(sql`not ${t.isSold}`),
    // Text search: the listings holding all the (typo-corrected) query words, and the location
    // filter (a case-insensitive part of the location, by trigrams). One GIN index over both, so
    // words and a town are matched together in the index and only their common listings are
    // read (decision 036); either alone is served too.
    index('listings_search_tsv_idx')
      .using('gin', t.searchTsv, sql`lower(${t.location}) gin_trgm_ops`)
      .where(sql`not ${t.isSold}`),
    // Best match's name tiers: the listings holding query words in their name, with the
    // location likewise (decision 036).
    index('listings_name_tsv_idx')
      .using('gin', t.nameTsv, sql`lower(${t.location}) gin_trgm_ops`)
      .where(sql`not ${t.isSold}`),
    // The 'published within N days' filter.
    index('listings_unsold_publish_idx')
      .on(t.publishDate)
      .where(sql`not ${t.isSold}`),
    // One IMEI on at most one listing that is not sold: concurrent duplicates fail here. A
    // reserved phone (a held payment) is not sold yet: released, it is back on sale. A phone sold
    // elsewhere is sold: its new owner may list it (decision 058).
    uniqueIndex('listings_imei_unsold_key')
      .on(t.imei)
      .where(
        sql`${t.imei} is not null and (not ${t.isSold} or ${t.isReserved}) and ${t.offSale} is distinct from 'sold-elsewhere'`,
      ),
    // Words (and a town) among checked phones only (`checked=1` with a query): the same GIN index
    // over the checked, unsold listings, so their common listings are found in the index instead of
    // testing every checked listing's words (migration 0027).
    index('listings_checked_search_tsv_idx')
      .using('gin', t.searchTsv, sql`lower(${t.location}) gin_trgm_ops`)
      .where(sql`${t.imeiDevice} is not null and not ${t.isSold}`),
    // `checked=1` on search and category pages: checked, unsold listings, newest first.
    index('listings_checked_unsold_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.imeiDevice} is not null and not ${t.isSold}`),
    index('listings_category_checked_unsold_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.imeiDevice} is not null and not ${t.isSold}`),
    // The price guide: a model's listings (and through bookings_listing_idx, its sales).
    index('listings_category_model_idx').on(t.category, t.modelKey),
    check('listings_imei_check', sql`${t.imei} ~ '^[0-9]{15}$'`),
    check('listings_battery_health_check', sql`${t.batteryHealth} between 0 and 100`),
    check('listings_more_photos_check', sql`cardinality(${t.morePhotos}) <= 7`),
    check('listings_condition_check', sql`${t.condition} in ('Excellent', 'Good', 'Fair')`),
    check('listings_prices_check', sql`${t.resalePriceCents} > 0 and ${t.originalPriceCents} > 0`),
    check('listings_off_sale_check', sql`${t.offSale} in ('paused', 'sold-elsewhere')`),
  ],
);

/**
 * Who uploaded each stored image (by its random id, shared by its variants): a listing may show
 * only photos its seller uploaded (decision 035).
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    imageId: text('image_id').primaryKey(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('image_uploads_user_idx').on(t.userId)],
);

/**
 * Listings deleted since migration 0009, written by a trigger on `listings` in the deleting
 * transaction, whichever path deletes (a seller, an admin, an account removal): a deleted
 * listing's page answers 410 Gone (an id never listed: 404), and its brand's sitemap lastmod moves.
 * No foreign key: the listing row is gone.
 */
export const deletedListings = pgTable(
  'deleted_listings',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_listings_category_idx').on(t.category, t.deletedAt)],
);

/**
 * Each brand's listings on the public lists, kept exact by triggers on `listings` (migrations
 * 0005, 0026, 0038 and 0040), split by area ('' for none) and by whether the IMEI is checked, so
 * that the brand page's filters read a maintained count too (decision 061). A count is the sum of
 * its rows. A transaction writes the row of its own connection (`slot`), so that two sellers
 * listing the same brand at once do not queue on one row.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    category: text('category').notNull(),
    areaId: text('area_id').notNull().default(''),
    checked: boolean('checked').notNull().default(false),
    slot: smallint('slot').notNull().default(0),
    unsold: integer('unsold').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'listing_counts_pkey',
      columns: [t.category, t.areaId, t.checked, t.slot],
    }),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: userRef('reporter_id'),
    reason: text('reason'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_listing_reporter_key').on(t.listingId, t.reporterId),
    // The admin dashboard's reports per day.
    index('reports_created_idx').on(t.createdAt),
  ],
);

/**
 * Every word with a letter in any listing's search text, once (kept by a trigger on listings; see
 * migration 0004). A query word is corrected against it by trigram similarity, which is cheap on this small
 * table, and the listings are then found by exact words in their `search_tsv`.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Every change of a listing's price by its seller: the listing page's "Price reduced from". */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: id(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    oldPriceCents: integer('old_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_listing_idx').on(t.listingId, t.changedAt.desc()),
    check('price_changes_prices_check', sql`${t.oldPriceCents} > 0 and ${t.newPriceCents} > 0`),
  ],
);
