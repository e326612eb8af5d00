import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    check('users_account_type_check', sql`${t.accountType} in ('buyer', 'seller', 'admin')`),
  ],
);

/** A PostgreSQL tsvector (only ever written by the database: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const listings = pgTable(
  'listings',
  {
    id: id(),
    // Null once the seller's account is deleted; only sold listings outlive their seller.
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sellerName: text('seller_name').notNull(),
    productPhoto: text('product_photo').notNull(),
    resalePriceCents: integer('resale_price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    location: text('location').notNull(),
    category: text('category').notNull(),
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
     * The phone's IMEI (15 digits), when the seller gave one; set only after it passed every check
     * (format, TAC, duplicates, blocklist), so a listing with an IMEI is an "IMEI checked" one.
     * Only its last 4 digits are public (features/imei).
     */
    imei: text('imei'),
    createdAt: createdAt(),
    /**
     * When what the listing's page shows last changed (sitemaps' lastmod): set by a trigger on
     * every update that changes anything but the report flag (migration 0009).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words `GET /search` matches (name, description, location), lower-cased and split by
     * PostgreSQL's 'simple' text search configuration; a trigger adds them to `search_words`.
     */
    searchTsv: tsvector('search_tsv').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, product_name || ' ' || description || ' ' || location)`,
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
    // A seller's unsold listings, counted on the listing detail page.
    index('listings_seller_unsold_idx')
      .on(t.sellerId)
      .where(sql`not ${t.isSold}`),
    // Text search: the listings holding all the (typo-corrected) query words.
    index('listings_search_tsv_idx')
      .using('gin', t.searchTsv)
      .where(sql`not ${t.isSold}`),
    // The 'published within N days' filter.
    index('listings_unsold_publish_idx')
      .on(t.publishDate)
      .where(sql`not ${t.isSold}`),
    // The location filter (a case-insensitive part of the location).
    index('listings_location_trgm_idx')
      .using('gin', sql`lower(${t.location}) gin_trgm_ops`)
      .where(sql`not ${t.isSold}`),
    // One IMEI on at most one listing that is not sold: concurrent duplicates fail here. A
    // reserved phone (a held payment) is not sold yet: released, it is back on sale.
    uniqueIndex('listings_imei_unsold_key')
      .on(t.imei)
      .where(sql`${t.imei} is not null and (not ${t.isSold} or ${t.isReserved})`),
    // `checked=1` on search and category pages: checked, unsold listings, newest first.
    index('listings_checked_unsold_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.imei} is not null and not ${t.isSold}`),
    index('listings_category_checked_unsold_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.imei} is not null and not ${t.isSold}`),
    check('listings_imei_check', sql`${t.imei} ~ '^[0-9]{15}$'`),
    check(
      'listings_category_check',
      sql`${t.category} in ('One plus', 'Xiaomi', 'Iphone', 'Huawei')`,
    ),
    check('listings_condition_check', sql`${t.condition} in ('Excellent', 'Good', 'Fair')`),
    check('listings_prices_check', sql`${t.resalePriceCents} > 0 and ${t.originalPriceCents} > 0`),
  ],
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
export const listingCounts = pgTable('listing_counts', {
  category: text('category').primaryKey(),
  unsold: integer('unsold').notNull().default(0),
});

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
  (t) => [uniqueIndex('reports_listing_reporter_key').on(t.listingId, t.reporterId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Null when the listing is gone; paid bookings keep their copied product name and photo.
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
    check('disputes_status_check', sql`${t.status} in ('open', 'refunded', 'closed')`),
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
