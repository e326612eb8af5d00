import { and, asc, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import { newestFirst, pageWithTotal } from '../../db/lists.ts';
import {
  bookings,
  conversationReports,
  conversations,
  disputes,
  listings,
  messages,
  messagingBans,
  userBlocks,
  users,
} from '../../db/schema.ts';
import { findListing } from '../../shared/listings/find-listing.ts';

/** How many of a conversation's latest messages one answer carries. */
export const MESSAGES_SHOWN = 300;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A timestamp as ISO text with microseconds' order kept (a Date would round them). */
const iso = (col: unknown) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Advisory-lock classes of sending (the two-key form, a key space apart from the migration
 * lock's). A send holds its pair exclusively and its sender shared; a block holds the pair and an
 * admin's ban the person, so either one lands wholly before or wholly after a send (security.md
 * item 34).
 */
const PAIR_LOCK = 34_001;
const SENDER_LOCK = 34_002;
const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Holds, until `tx` ends, the two people's pair against blocks (taken by sends and blocks). */
export async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAIR_LOCK}, hashtext(${pairKey(a, b)}))`);
}

/** Holds, until `tx` ends, a person's sending: `shared` by their sends, exclusive by a ban. */
export async function lockSender(tx: Db, userId: string, mode: 'shared' | 'exclusive') {
  const key = sql`${SENDER_LOCK}, hashtext(${userId})`;
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
}

/** Conversations, messages, blocks and bans: the SQL of features/conversations. */
export function createConversationsRepo(db: Db) {
  // Subqueries name their tables in full: drizzle leaves a single-table select's own columns
  // unqualified, and inside a subquery those would resolve to the subquery's table.
  /** The caller's read position in a conversation. */
  const readAtOf = (userId: string) =>
    sql`case when conversations.buyer_id = ${userId} then conversations.buyer_read_at else conversations.seller_read_at end`;
  /** Messages of the other person after the caller's read position. */
  const unreadOf = (userId: string) => sql<number>`(
    select count(*)::int from messages unread
    where unread.conversation_id = conversations.id
      and unread.sender_id <> ${userId}
      and (${readAtOf(userId)} is null or unread.created_at > ${readAtOf(userId)}))`;
  const mine = (userId: string) =>
    or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

  return {
    async listing(listingId: string) {
      return findListing(
        db,
        listingId,
        pick(listings, 'id', 'sellerId', 'productName', 'productPhoto'),
      );
    },

    /** The conversation of this listing and buyer: the existing one, or a new one. */
    async open(
      values: {
        listingId: string;
        buyerId: string;
        sellerId: string;
        productName: string;
        productPhoto: string;
      },
      on: Db = db,
    ): Promise<{ id: string; created: boolean }> {
      const [inserted] = await on
        .insert(conversations)
        .values(values)
        .onConflictDoNothing({ target: [conversations.listingId, conversations.buyerId] })
        .returning({ id: conversations.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await on
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.listingId, values.listingId),
            eq(conversations.buyerId, values.buyerId),
          ),
        );
      return { id: existing!.id, created: false };
    },

    async existing(listingId: string, buyerId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
      return row?.id ?? null;
    },

    async find(id: string, on: Db = db): Promise<ConversationRow | null> {
      const [row] = await on.select().from(conversations).where(eq(conversations.id, id));
      return row ?? null;
    },

    /** The caller's conversations with at least one message, latest message first. */
    async list(userId: string, page: { limit: number; offset: number }) {
      const where = and(mine(userId), isNotNull(conversations.lastMessageAt));
      const last = sql`(select m from messages m
        where m.conversation_id = conversations.id
        order by m.created_at desc, m.id desc limit 1)`;
      return pageWithTotal(
        db
          .select({
            ...pick(conversations, 'id', 'listingId', 'productName', 'productPhoto', 'buyerId'),
            buyerName: sql<string>`(select u.name from users u where u.id = conversations.buyer_id)`,
            sellerName: sql<string>`(select u.name from users u where u.id = conversations.seller_id)`,
            lastBody: sql<string>`(${last}).body`,
            lastSender: sql<string>`(${last}).sender_id`,
            lastAt: iso(conversations.lastMessageAt),
            unread: unreadOf(userId),
          })
          .from(conversations)
          .where(where)
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .$dynamic(),
        page,
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(conversations)
          .where(where),
      );
    },

    async unread(userId: string) {
      const [row] = await db
        .select({
          conversations: sql<number>`count(*) filter (where ${unreadOf(userId)} > 0)::int`,
          messages: sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int`,
        })
        .from(conversations)
        .where(and(mine(userId), isNotNull(conversations.lastMessageAt)));
      return row ?? { conversations: 0, messages: 0 };
    },

    async names(conversation: ConversationRow) {
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(or(eq(users.id, conversation.buyerId), eq(users.id, conversation.sellerId)));
      const name = (id: string) => rows.find((r) => r.id === id)?.name ?? '';
      return { buyer: name(conversation.buyerId), seller: name(conversation.sellerId) };
    },

    /** The latest messages, oldest first, and whether earlier ones exist. */
    async messages(conversation: ConversationRow, userId: string) {
      const otherReadAt = sql`(select case when c.buyer_id = ${userId}
        then c.seller_read_at else c.buyer_read_at end
        from conversations c where c.id = ${conversation.id})`;
      const rows = await db
        .select({
          read: sql<boolean>`coalesce(messages.created_at <= ${otherReadAt}, false)`,
          ...pick(messages, 'id', 'senderId', 'body', 'offPlatform'),
          at: iso(messages.createdAt),
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(...newestFirst(messages))
        .limit(MESSAGES_SHOWN + 1);
      return {
        rows: rows.slice(0, MESSAGES_SHOWN).reverse(),
        earlier: rows.length > MESSAGES_SHOWN,
      };
    },

    /** Bookings the conversation's buyer made on its listing since the conversation began. */
    async bookingsOf(conversation: ConversationRow) {
      if (!conversation.listingId) return [];
      return db
        .select({
          id: bookings.id,
          state: bookings.state,
          createdAt: iso(bookings.createdAt),
          paidAt: iso(bookings.paidAt),
          completedAt: iso(bookings.completedAt),
          releasedAt: iso(bookings.releasedAt),
          releaseReason: bookings.releaseReason,
          disputedAt: iso(disputes.createdAt),
          refundedAt: sql<
            string | null
          >`case when ${disputes.status} = 'refunded' then ${iso(disputes.decidedAt)} end`,
        })
        .from(bookings)
        .leftJoin(disputes, eq(disputes.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.listingId, conversation.listingId),
            eq(bookings.buyerId, conversation.buyerId),
            gt(bookings.createdAt, conversation.createdAt),
          ),
        )
        .orderBy(asc(bookings.createdAt));
    },

    /** Has the buyer booked this listing (any state)? Before that, contact details are warned about. */
    async booked(conversation: ConversationRow, on: Db = db): Promise<boolean> {
      if (!conversation.listingId) return false;
      const rows = await on
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.listingId, conversation.listingId),
            eq(bookings.buyerId, conversation.buyerId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Adds a message; the conversation moves to the top and the sender has read up to it. */
    async insertMessage(
      tx: Db,
      values: { conversationId: string; senderId: string; body: string; offPlatform: boolean },
      senderIsBuyer: boolean,
    ) {
      const [row] = await tx
        .insert(messages)
        .values(values)
        .returning({ id: messages.id, at: iso(messages.createdAt), createdAt: messages.createdAt });
      const at = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${row!.id})`;
      await tx
        .update(conversations)
        .set(
          senderIsBuyer
            ? { lastMessageAt: at, buyerReadAt: at }
            : { lastMessageAt: at, sellerReadAt: at },
        )
        .where(eq(conversations.id, values.conversationId));
      return row!;
    },

    /** Moves the caller's read position to the latest message; answers whether it moved. */
    async markRead(conversation: ConversationRow, userId: string, on: Db = db): Promise<boolean> {
      const latest = sql`(select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversation.id})`;
      const column = conversation.buyerId === userId ? 'buyerReadAt' : 'sellerReadAt';
      const col = conversations[column];
      const moved = await on
        .update(conversations)
        .set({ [column]: latest })
        .where(
          and(
            eq(conversations.id, conversation.id),
            sql`${latest} is not null`,
            sql`(${col} is null or ${col} < ${latest})`,
          ),
        )
        .returning({ id: conversations.id });
      return moved.length > 0;
    },

    /** Who blocked whom between two people. */
    async blocks(me: string, other: string, on: Db = db) {
      const rows = await on
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, other)),
            and(eq(userBlocks.blockerId, other), eq(userBlocks.blockedId, me)),
          ),
        );
      return {
        byMe: rows.some((r) => r.blockerId === me),
        byOther: rows.some((r) => r.blockerId === other),
      };
    },

    async block(blockerId: string, blockedId: string, on: Db = db): Promise<void> {
      await on.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string, on: Db = db): Promise<void> {
      await on
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    async banned(userId: string, on: Db = db): Promise<boolean> {
      const rows = await on
        .select({ id: messagingBans.userId })
        .from(messagingBans)
        .where(eq(messagingBans.userId, userId));
      return rows.length > 0;
    },

    async hasOpenReport(conversationId: string, reporterId: string): Promise<boolean> {
      const rows = await db
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(
          and(
            eq(conversationReports.conversationId, conversationId),
            eq(conversationReports.reporterId, reporterId),
            eq(conversationReports.status, 'open'),
          ),
        );
      return rows.length > 0;
    },

    /** Files a report; answers false when the reporter already has an open one here. */
    async report(values: {
      conversationId: string;
      reporterId: string;
      reportedId: string;
      reason: string;
      note?: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(conversationReports)
        .values(values)
        .onConflictDoNothing({
          target: [conversationReports.conversationId, conversationReports.reporterId],
          where: sql`${conversationReports.status} = 'open'`,
        })
        .returning({ id: conversationReports.id });
      return rows.length > 0;
    },
  };
}

export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
