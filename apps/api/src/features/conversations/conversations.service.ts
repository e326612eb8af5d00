import type {
  BookingEvent,
  Conversation,
  ConversationSummary,
  OpenConversationAnswer,
  ReportConversationBody,
  SendMessageAnswer,
  TimelineItem,
  UnreadAnswer,
} from '@resale-zone/contract/conversations';
import type { BookingState, ReleaseReason } from '@resale-zone/contract/handover';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import {
  lockPair,
  lockSender,
  type ConversationRow,
  type ConversationsRepo,
} from './conversations.repo.ts';
import { carriesContactDetails } from './off-platform.ts';
import type { Publish } from '../../shared/publish.ts';

export type { Publish } from '../../shared/publish.ts';

/** The notifications feature's "new message" (the bell, and at most one email an hour). */
export type NotifyNewMessage = (
  on: Db,
  message: {
    recipientId: string;
    conversationId: string;
    senderName: string;
    productName: string;
  },
) => Promise<unknown>;

export const GONE = 'This conversation does not exist.';
export const BLOCKED_BY_ME = 'You blocked this person. Unblock them to send messages again.';
export const BLOCKED_BY_OTHER = 'This person is not accepting your messages.';
export const BANNED =
  'An administrator stopped this account from sending messages after a report. You can still read your conversations.';

/** Test seams (AppHooks); never set in production. */
export interface ConversationsHooks {
  /**
   * Runs between the first check of blocks and bans and the transaction, of a send or of a first
   * "Message the seller"; tests widen the race with a block or a ban with it.
   */
  afterChecks?: () => Promise<void>;
  /** Runs inside a send's transaction, under its locks, before the message is stored. */
  whileStoring?: () => Promise<void>;
}

const refused = (message: string, reason: string) => new HttpError(403, message, undefined, reason);

/**
 * Conversations between a listing's buyer and its seller (issue 18 parts 1 and 3). Only the two
 * people in a conversation can see it: to anyone else it does not exist (404). Blocks and an
 * admin's ban end sending (403 with a reason); a message with contact or payment details before
 * a booking is sent with a warning.
 */
export function createConversationsService(deps: {
  db: Db;
  repo: ConversationsRepo;
  publish: Publish;
  notifyNewMessage: NotifyNewMessage;
  limits: { messages: RateLimiter; conversations: RateLimiter };
  hooks?: ConversationsHooks;
}) {
  const { db, repo, publish, notifyNewMessage, limits } = deps;

  /** The conversation when the actor is one of its two people; a 404 otherwise. */
  async function ownConversation(actor: Actor, id: string): Promise<ConversationRow> {
    const row = await repo.find(id);
    if (!row || (row.buyerId !== actor.id && row.sellerId !== actor.id)) throw notFound(GONE);
    return row;
  }
  const otherOf = (row: ConversationRow, actor: Actor) =>
    row.buyerId === actor.id ? row.sellerId : row.buyerId;

  /** Refuses sending when an admin banned the actor or either side blocked the other. */
  async function assertMaySend(actor: Actor, otherId: string, on: Db = db) {
    if (await repo.banned(actor.id, on)) throw refused(BANNED, 'banned');
    const blocks = await repo.blocks(actor.id, otherId, on);
    if (blocks.byMe) throw refused(BLOCKED_BY_ME, 'blocked');
    if (blocks.byOther) throw refused(BLOCKED_BY_OTHER, 'blocked');
  }

  /**
   * Runs `write` in a transaction after checking again, under the locks a block and a ban take,
   * that the actor may still write to `otherId`: a block or a ban that landed since the first check
   * refuses the write too, and one that comes now waits until it is done (security.md item 34).
   * A write refused there was never made, so it is given back to `limit`.
   */
  async function whileMaySend<T>(
    actor: Actor,
    otherId: string,
    limit: RateLimiter,
    write: (tx: Db) => Promise<T>,
  ): Promise<T> {
    await deps.hooks?.afterChecks?.();
    return db
      .transaction(async (tx) => {
        await lockPair(tx, actor.id, otherId);
        await lockSender(tx, actor.id, 'shared');
        await assertMaySend(actor, otherId, tx);
        return write(tx);
      })
      .catch(async (error: unknown) => {
        if (error instanceof HttpError) await limit.refund(actor.id);
        throw error;
      });
  }

  return {
    /** "Message the seller": the conversation of this listing and the caller, made on first use. */
    async open(actor: Actor, listingId: string): Promise<OpenConversationAnswer> {
      const listing = await repo.listing(listingId);
      if (!listing) throw notFound('This listing does not exist.');
      if (listing.sellerId === actor.id) {
        throw refused('This is your own listing: buyers message you about it.', 'own-listing');
      }
      if (!listing.sellerId) throw conflict('The seller of this phone has left Resale Zone.');
      const existing = await repo.existing(listingId, actor.id);
      if (existing) return { _id: existing, created: false };
      await assertMaySend(actor, listing.sellerId);
      await limits.conversations.consume(actor.id);
      const sellerId = listing.sellerId;
      const opened = await whileMaySend(actor, sellerId, limits.conversations, (tx) =>
        repo.open(
          {
            listingId,
            buyerId: actor.id,
            sellerId,
            productName: listing.productName,
            productPhoto: listing.productPhoto,
          },
          tx,
        ),
      );
      // Two concurrent first clicks: the second found the first's row and started nothing new.
      if (!opened.created) await limits.conversations.refund(actor.id);
      return { _id: opened.id, created: opened.created };
    },

    async list(actor: Actor, page: { limit: number; offset: number }) {
      const { rows, total } = await repo.list(actor.id, page);
      const items: ConversationSummary[] = rows.map((r) => {
        const role = r.buyerId === actor.id ? 'buyer' : 'seller';
        return {
          _id: r.id,
          listing: { _id: r.listingId, productName: r.productName, photo: r.productPhoto },
          role,
          otherName: (role === 'buyer' ? r.sellerName : r.buyerName) ?? '',
          lastMessage: r.lastBody
            ? { body: r.lastBody, at: r.lastAt, mine: r.lastSender === actor.id }
            : null,
          unread: r.unread,
        };
      });
      return { items, nextCursor: null, total };
    },

    unread: (actor: Actor): Promise<UnreadAnswer> => repo.unread(actor.id),

    async get(actor: Actor, id: string): Promise<Conversation> {
      const row = await ownConversation(actor, id);
      const role = row.buyerId === actor.id ? 'buyer' : 'seller';
      const [names, shown, booked, blocks, banned, reported] = await Promise.all([
        repo.names(row),
        repo.messages(row, actor.id),
        repo.bookingsOf(row),
        repo.blocks(actor.id, otherOf(row, actor)),
        repo.banned(actor.id),
        repo.hasOpenReport(row.id, actor.id),
      ]);
      const items: TimelineItem[] = [
        ...shown.rows.map((m) => ({
          kind: 'message' as const,
          _id: m.id,
          body: m.body,
          at: m.at,
          mine: m.senderId === actor.id,
          read: m.read,
        })),
        ...booked.flatMap(bookingEvents),
      ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      return {
        _id: row.id,
        listing: { _id: row.listingId, productName: row.productName, photo: row.productPhoto },
        role,
        otherName: role === 'buyer' ? names.seller : names.buyer,
        items,
        earlier: shown.earlier,
        blockedByMe: blocks.byMe,
        blockedByOther: blocks.byOther,
        banned,
        reported,
      };
    },

    async send(actor: Actor, id: string, body: string): Promise<SendMessageAnswer> {
      const row = await ownConversation(actor, id);
      const otherId = otherOf(row, actor);
      await assertMaySend(actor, otherId);
      await limits.messages.consume(actor.id);
      const offPlatform = carriesContactDetails(body);
      const warn = offPlatform && !(await repo.booked(row));
      const message = await whileMaySend(actor, otherId, limits.messages, async (tx) => {
        await deps.hooks?.whileStoring?.();
        const inserted = await repo.insertMessage(
          tx,
          { conversationId: row.id, senderId: actor.id, body, offPlatform },
          row.buyerId === actor.id,
        );
        await publish(tx, [row.buyerId, row.sellerId], 'message', inserted.id);
        await notifyNewMessage(tx, {
          recipientId: otherId,
          conversationId: row.id,
          senderName: actor.name,
          productName: row.productName,
        });
        return inserted;
      });
      return {
        message: {
          kind: 'message',
          _id: message.id,
          body,
          at: message.at,
          mine: true,
          read: false,
        },
        warning: warn ? 'off_platform' : null,
      };
    },

    /** The caller has seen every message so far; the other side's "Read" follows live. */
    async markRead(
      actor: Actor,
      id: string,
    ): Promise<{ acknowledged: boolean; modifiedCount: number }> {
      const row = await ownConversation(actor, id);
      const moved = await db.transaction(async (tx) => {
        const changed = await repo.markRead(row, actor.id, tx);
        if (changed) await publish(tx, [row.buyerId, row.sellerId], 'conversation', row.id);
        return changed;
      });
      return { acknowledged: true, modifiedCount: moved ? 1 : 0 };
    },

    /** Blocks (or unblocks) the other person of this conversation, in every conversation of theirs. */
    async setBlocked(actor: Actor, id: string, blocked: boolean) {
      const row = await ownConversation(actor, id);
      const otherId = otherOf(row, actor);
      await db.transaction(async (tx) => {
        await lockPair(tx, actor.id, otherId);
        if (blocked) await repo.block(actor.id, otherId, tx);
        else await repo.unblock(actor.id, otherId, tx);
        await publish(tx, [row.buyerId, row.sellerId], 'conversation', row.id);
      });
      return { acknowledged: true, blocked };
    },

    async report(actor: Actor, id: string, body: ReportConversationBody) {
      const row = await ownConversation(actor, id);
      const filed = await repo.report({
        conversationId: row.id,
        reporterId: actor.id,
        reportedId: otherOf(row, actor),
        reason: body.reason,
        note: body.note || undefined,
      });
      if (!filed) {
        throw conflict('You already reported this conversation. An administrator will look at it.');
      }
      return { acknowledged: true };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

interface BookingRow {
  id: string;
  state: string;
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
  releasedAt: string | null;
  releaseReason: string | null;
  disputedAt: string | null;
  refundedAt: string | null;
}

/** A booking's moves as events in the conversation, derived from its row (decision 024). */
function bookingEvents(b: BookingRow): BookingEvent[] {
  const event = (kind: BookingEvent['event'], at: string | null): BookingEvent[] =>
    at
      ? [
          {
            kind: 'booking',
            bookingId: b.id,
            event: kind,
            reason:
              kind === 'released' ? ((b.releaseReason as ReleaseReason | null) ?? null) : null,
            state: b.state as BookingState,
            at,
          },
        ]
      : [];
  return [
    ...event('booked', b.createdAt),
    ...event('paid', b.paidAt),
    ...event('completed', b.completedAt),
    ...event('released', b.releasedAt),
    ...event('disputed', b.disputedAt),
    ...event('refunded', b.refundedAt),
  ];
}
