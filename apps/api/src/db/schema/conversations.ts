import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { userRef, users } from './users.ts';
import { listings } from './listings.ts';

// Conversations (features/conversations, decision 024).

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
    buyerId: userRef('buyer_id'),
    sellerId: userRef('seller_id'),
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
    senderId: userRef('sender_id'),
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
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
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
    reporterId: userRef('reporter_id'),
    /** The other person of the conversation. */
    reportedId: userRef('reported_id'),
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
