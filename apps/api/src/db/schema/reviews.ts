import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { userRef, users } from './users.ts';
import { bookings } from './bookings.ts';

// Reviews and the per-person counters (features/reviews, decision 023).

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
    subjectId: userRef('subject_id'),
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
    reporterId: userRef('reporter_id'),
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
