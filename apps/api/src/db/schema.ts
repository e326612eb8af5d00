import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The database schema. It never leaves apps/api: repositories map rows to contract shapes.
// Ids are text holding UUIDs (gen_random_uuid() is built into PostgreSQL 13+ and PGlite).
const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    accountType: text('account_type').notNull().default('buyer'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_account_type_idx').on(t.accountType, t.createdAt),
    // The admin dashboard's new users per day.
    index('users_created_idx').on(t.createdAt),
    check('users_account_type_check', sql`${t.accountType} in ('buyer', 'seller', 'admin')`),
  ],
);

/** A PostgreSQL tsvector (only ever written by the database: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    // reserved phone (a held payment) is not sold yet: released, it is back on sale.
    uniqueIndex('listings_imei_unsold_key')
      .on(t.imei)
      .where(sql`${t.imei} is not null and (not ${t.isSold} or ${t.isReserved})`),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('image_uploads_user_idx').on(t.userId)],
);

/**
 * IMEIs that cannot be listed: blocked by an admin, or reported stolen by the phone's owner
 * (features/imei). Each addition and removal is in the audit trail.
 */
export const blockedImeis = pgTable(
  'blocked_imeis',
  {
    id: id(),
    imei: text('imei').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    source: text('source').notNull(),
    /** Who blocked it; null once that account is gone. */
    blockedById: text('blocked_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocked_imeis_imei_key').on(t.imei),
    index('blocked_imeis_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('blocked_imeis_imei_check', sql`${t.imei} ~ '^[0-9]{15}$'`),
    check('blocked_imeis_reason_check', sql`${t.reason} in ('stolen', 'lost', 'fraud', 'other')`),
    check('blocked_imeis_source_check', sql`${t.source} in ('admin', 'owner')`),
  ],
);

/**
 * Stolen-phone reports from members who did not list or buy that IMEI here: requests an admin
 * approves (the IMEI is blocked) or declines (features/imei; moves in domain/transitions.ts).
 */
export const stolenReports = pgTable(
  'stolen_reports',
  {
    id: id(),
    imei: text('imei').notNull(),
    note: text('note'),
    /** Who reported it; null once that account is gone. */
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('pending'),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admins' list, newest first.
    index('stolen_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('stolen_reports_imei_check', sql`${t.imei} ~ '^[0-9]{15}$'`),
    check('stolen_reports_state_check', sql`${t.state} in ('pending', 'approved', 'declined')`),
  ],
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
 * Unsold listings per category, kept exact by statement triggers on `listings` (hand-written in
 * the migration that creates this table): a category page's total is one row read, not a count
 * over the catalogue. See docs/performance.md.
 */
/**
 * Each brand's unsold listings, kept exact by triggers on `listings` (migrations 0005 and 0026): a
 * brand's count is the sum of its rows. A transaction writes the row of its own connection
 * (`slot`), so that two sellers listing the same brand at once do not queue on one row.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    category: text('category').notNull(),
    slot: smallint('slot').notNull().default(0),
    unsold: integer('unsold').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'listing_counts_pkey', columns: [t.category, t.slot] })],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Null when the listing is gone; bookings that had money on them (paid, or a hold released)
    // outlive it with their copied product name and photo.
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    // Null when the buyer's account is gone; only paid bookings outlive their buyer.
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    photo: text('photo').notNull(),
    priceCents: integer('price_cents').notNull(),
    number: text('number').notNull(),
    place: text('place').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Where the money is (contract `BookingState`, moves in domain/transitions.ts). */
    state: text('state').notNull().default('open'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
    releaseNote: text('release_note'),
    refundedCents: integer('refunded_cents'),
    /** When the money went back to the buyer (with `refundedCents`): the refunded figure's day. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live booking per buyer per listing; the database holds it under concurrency. A released
    // booking stays on record and the buyer may book the phone again.
    uniqueIndex('bookings_buyer_listing_key')
      .on(t.buyerId, t.listingId)
      .where(sql`${t.state} <> 'released'`),
    // The expiry job's sweep.
    index('bookings_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.state} = 'held'`),
    check(
      'bookings_state_check',
      sql`${t.state} in ('open', 'held', 'completed', 'released', 'disputed', 'refunded')`,
    ),
    index('bookings_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('bookings_email_idx').on(sql`lower(${t.email})`),
    index('bookings_listing_idx').on(t.listingId),
    // The admin dashboard's bookings, held and completed sales per day.
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('bookings_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    index('bookings_released_idx')
      .on(t.releasedAt)
      .where(sql`${t.releasedAt} is not null`),
    index('bookings_refunded_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
    transactionId: text('transaction_id').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_id_key').on(t.transactionId),
    uniqueIndex('payments_booking_key').on(t.bookingId),
  ],
);

// ---- Identity (features/auth). Credentials live apart from `users`, so that no query on users
// can carry a password hash into an answer by accident.

export const userPasswords = pgTable('user_passwords', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later. */
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Accounts at an OpenID provider (Google), linked by the provider's subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Single-use tokens mailed in links (verify an email, reset a password). Only the SHA-256 of a
 * token is kept, so a copy of the database cannot be used to take over accounts. A token is spent
 * when `used_at` is set; issuing a new one ends the older ones of its purpose (their `expires_at`
 * moves to that moment).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `verify-email` or `reset-password`. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to: the token proves that address and no other. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_idx').on(t.expiresAt),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * Counters of the rate limiter (rate-limiter-flexible's Drizzle store: key, points, expire), in
 * the database so that several server instances share them.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Who changed whose role or account, and when (security.md §10). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Null for changes made by the system (ADMIN_EMAILS at start). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt.desc())],
);

// ---- Payments (features/payments).

/**
 * Payment intents we created at the provider (Stripe, or the built-in test mode), one open intent
 * per booking. The provider stays the source of truth: a payment is recorded only after the intent
 * is retrieved from it and checked.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id (`pi_…`), which the spec's client sends back as `transactionId`. */
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** Only test mode keeps it: it is the provider's secret to hand to the buyer's browser. */
    clientSecret: text('client_secret'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_intents_booking_idx').on(t.bookingId, t.createdAt.desc()),
    check('payment_intents_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The handover of a held booking: the buyer's 6-digit code (made when the payment is held, shown to
 * the buyer only after the checklist), the checklist, and the seller's wrong tries.
 */
export const handovers = pgTable('handovers', {
  bookingId: text('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  /** The checklist as confirmed, e.g. `{"screen":true,…}`; null until the buyer did it. */
  checklist: jsonb('checklist').$type<Record<string, boolean>>(),
  /** The typed IMEI matched the listing's; null when the listing has none. */
  imeiMatched: boolean('imei_matched'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A problem a buyer reported after a handover, and an admin's decision on it. */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    refundedCents: integer('refunded_cents'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_booking_key').on(t.bookingId),
    index('disputes_open_idx').on(t.status, t.createdAt.desc()),
    index('disputes_created_idx').on(t.createdAt),
    check('disputes_status_check', sql`${t.status} in ('open', 'refunded', 'closed')`),
  ],
);

/**
 * Every move of a booking (domain/transitions.ts), written in the transaction of the move with the
 * mover's clock: the booking's timeline. Rows from before migration 0017 were backfilled from the
 * times the bookings, handovers and disputes rows kept.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** `book` or a `BookingMove`. */
    move: text('move').notNull(),
    /** The booking's state after the move. */
    state: text('state').notNull(),
    /** A release's reason (contract `ReleaseReason`). */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.at, t.id),
    check(
      'booking_events_move_check',
      sql`${t.move} in ('book', 'pay', 'check', 'complete', 'release', 'dispute', 'refund', 'close')`,
    ),
  ],
);

// ---- Discovery (features/wishlist).

/** A buyer's saved phones; gone with the buyer's account or with the listing. */
export const wishlist = pgTable(
  'wishlist',
  {
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per buyer and listing: saving twice is a no-op in the database.
    primaryKey({ name: 'wishlist_pkey', columns: [t.buyerId, t.listingId] }),
    // The buyer's list, newest saved first.
    index('wishlist_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    // The cascade when a listing is deleted.
    index('wishlist_listing_idx').on(t.listingId),
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

/**
 * Mail waiting to be sent, written in the transaction of the event that causes it (an outbox).
 * A job sends it and marks it sent; a job that runs twice finds it sent and does nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the message is for (`verify-email`, `booking-received` …), for logs and tests. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Stable across attempts, so a receiver can tell a repeat from a new message. */
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

// ---- Notifications (features/notifications) and saved searches (features/saved-searches).

/**
 * What happened to someone while they were away: the bell's list. Each row links to its page.
 * `dedupe_key` makes "once" hold under retries and races (one saved-search match per listing and
 * search, one price drop per change): a second insert with the same key does nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Contract `NotificationKind`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path on this site (`/deshboard/order`), never an absolute URL. */
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell: a person's newest notifications.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('message', 'booking', 'payment', 'handover', 'hold', 'price-drop', 'saved-search')`,
    ),
  ],
);

/** Per person and kind: in-app only (`email` false) or also by email. No row: also by email. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind] })],
);

/**
 * When a throttled kind of notification mail last went to someone (`message:<conversation id>`:
 * at most one unread-message email per conversation per hour). One upsert claims the slot, so
 * two messages at once send one email.
 */
export const notificationMailMarks = pgTable(
  'notification_mail_marks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_mail_marks_pkey', columns: [t.userId, t.key] })],
);

/** A search someone saved: its filters (contract `SavedSearchQuery`), matched against new listings. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** The query's canonical form: the same search saved twice is one row. */
    queryKey: text('query_key').notNull(),
    /** The brand filter, if any, so a new listing is matched only against searches it can meet. */
    category: text('category'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_key').on(t.userId, t.queryKey),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_category_idx').on(t.category),
  ],
);

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

/**
 * What the live channel told each person (decision 026): a pointer to the row that changed
 * (`type` names the table's kind, `ref_id` its id), never the content. The id orders a person's
 * events and is the SSE event id, so a client that reconnects with `Last-Event-ID` is sent what it
 * missed. Rows older than a day are removed as new ones are written.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id)],
);
// ---- Reviews (features/reviews, decision 023).

/**
 * What one side of a completed sale said about the other: the buyer about the seller
 * (`author_role` buyer) and the seller about the buyer. Once per side per sale (a unique index,
 * so concurrent writes leave one), one public reply by the reviewed person, and an admin's hiding
 * with a reason its author sees. A hidden review no longer counts anywhere.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone (the review stays, by "a former member"). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewed person; their reviews go with their account. */
    subjectId: text('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author's side of the sale: `buyer` reviews the seller, `seller` the buyer. */
    authorRole: text('author_role').notNull(),
    stars: integer('stars').notNull(),
    body: text('body').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_role_key').on(t.bookingId, t.authorRole),
    // A profile's latest visible reviews (keyset pages).
    index('reviews_subject_visible_idx')
      .on(t.subjectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_author_idx').on(t.authorId),
    check('reviews_author_role_check', sql`${t.authorRole} in ('buyer', 'seller')`),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    check('reviews_body_check', sql`char_length(${t.body}) <= 1000`),
    check('reviews_reply_check', sql`char_length(${t.reply}) <= 1000`),
  ],
);

/** Someone reported a review to the admins, once per person and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Per-person counters that cards, profiles, the Trusted badge and the rating sort read in the
 * list's own query (never a query per card). Kept exact by triggers (migration 0013) in the
 * transaction of each change: reviews written or hidden, bookings completed or refunded, refund
 * decisions. Only visible reviews count.
 */
export const userStats = pgTable('user_stats', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Visible reviews received, on either side of a sale. */
  reviewCount: integer('review_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
  /** Visible reviews received as the seller, and those with 4 stars or more (the badge). */
  sellerReviews: integer('seller_reviews').notNull().default(0),
  sellerPositive: integer('seller_positive').notNull().default(0),
  /** Bookings in state completed, as seller (of their listings) and as buyer. */
  salesCompleted: integer('sales_completed').notNull().default(0),
  purchasesCompleted: integer('purchases_completed').notNull().default(0),
  /** The latest refund an admin decided on a dispute about one of their sales. */
  lostDisputeAt: timestamp('lost_dispute_at', { withTimezone: true }),
});

// ---- Dashboards (features/dashboard, decision 027).

/**
 * A random salt per UTC day: a visitor is kept only as a hash salted with the day's salt, and the
 * salts (with the marks) are removed once the day is over, so that no hash can be linked to a
 * visitor afterwards, nor one day's visits to another's.
 */
export const viewSalts = pgTable('view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Who was counted today: one row per listing, UTC day and visitor hash (SHA-256 of the day's salt,
 * the visitor and the listing). The primary key makes a second view of the day a no-op, also under
 * concurrency and across instances. Rows of past days are removed by the view counter.
 */
export const listingViewMarks = pgTable(
  'listing_view_marks',
  {
    listingId: text('listing_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_view_marks_pkey', columns: [t.listingId, t.day, t.visitor] }),
    index('listing_view_marks_day_idx').on(t.day),
  ],
);

/** Counted views of a listing per UTC day (the rollup the dashboards read). */
export const listingViewsDaily = pgTable(
  'listing_views_daily',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_views_daily_pkey', columns: [t.listingId, t.day] })],
);

// ---- Conversations (features/conversations, decision 024).

/**
 * One conversation per listing and buyer, with the listing's seller. The listing's name and photo
 * are copied (like a booking's), so the conversation outlives a deleted listing. Each side's read
 * position is the time of the last message it saw.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    productPhoto: text('product_photo').notNull(),
    createdAt: createdAt(),
    /** The last message's time; null until the first message (nobody lists it before). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
  },
  (t) => [
    // One conversation per listing and buyer: two concurrent "Message the seller" meet here.
    uniqueIndex('conversations_listing_buyer_key').on(t.listingId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
  ],
);

/** Plain text, 1 to 2,000 characters; `offPlatform`: it carried contact or payment details. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    offPlatform: boolean('off_platform').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id)],
);

/** A person who blocked another: no new messages either way, in any of their conversations. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** A conversation reported by one of its two people, and an admin's decision on it. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other person of the conversation. */
    reportedId: text('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per person and conversation.
    uniqueIndex('conversation_reports_open_key')
      .on(t.conversationId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('conversation_reports_status_idx').on(t.status, t.createdAt.desc()),
    check('conversation_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'banned')`),
  ],
);

/** Accounts an admin barred from messaging (after a report); they can still read. */
export const messagingBans = pgTable('messaging_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
