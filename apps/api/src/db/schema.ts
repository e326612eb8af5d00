import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
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
    soldAt: timestamp('sold_at', { withTimezone: true }),
    isReported: boolean('is_reported').notNull().default(false),
    createdAt: createdAt(),
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
    check(
      'listings_category_check',
      sql`${t.category} in ('One plus', 'Xiaomi', 'Iphone', 'Huawei')`,
    ),
    check('listings_condition_check', sql`${t.condition} in ('Excellent', 'Good', 'Fair')`),
    check('listings_prices_check', sql`${t.resalePriceCents} > 0 and ${t.originalPriceCents} > 0`),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    // One booking per buyer per listing; the database holds it under concurrency.
    uniqueIndex('bookings_buyer_listing_key').on(t.buyerId, t.listingId),
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
