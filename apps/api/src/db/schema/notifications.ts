import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { userRef } from './users.ts';
import { listings } from './listings.ts';

// Notifications, mail, live events, saved searches and the wishlist (features/notifications,
// features/saved-searches, features/wishlist, features/live).

/** A buyer's saved phones; gone with the buyer's account or with the listing. */
export const wishlist = pgTable(
  'wishlist',
  {
    buyerId: userRef('buyer_id'),
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

/**
 * What happened to someone while they were away: the bell's list. Each row links to its page.
 * `dedupe_key` makes "once" hold under retries and races (one saved-search match per listing and
 * search, one price drop per change): a second insert with the same key does nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id'),
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
      sql`${t.kind} in ('message', 'booking', 'payment', 'handover', 'hold', 'price-drop', 'saved-search', 'offer', 'dispute', 'review', 'report')`,
    ),
  ],
);

/** Per person and kind: in-app only (`email` false) or also by email. No row: also by email. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef('user_id'),
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
    userId: userRef('user_id'),
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
    userId: userRef('user_id'),
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
    userId: userRef('user_id'),
    type: text('type').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id)],
);
