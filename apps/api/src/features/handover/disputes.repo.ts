import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Dispute, DisputePhoto } from '@resale-zone/contract/handover';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  bookings,
  conversations,
  disputePhotos,
  disputes,
  listings,
  messages,
} from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { caseConversation, openCasesFirst } from '../../shared/admin-cases.ts';
import { sellers } from '../../shared/users/user-rows.ts';
import { listingOfBooking, sellerOfListing } from '../../shared/bookings/sale-parties.ts';

const disputeColumns = {
  ...pick(
    disputes,
    'id',
    'bookingId',
    'reason',
    'description',
    'status',
    'refundedCents',
    'decisionNote',
    'createdAt',
    'decidedAt',
    'answer',
    'answeredAt',
  ),
  // The buyer's and seller's conversation about this phone, the newest if there were several.
  conversationId: sql<string | null>`(
    select ${conversations.id} from ${conversations}
    where ${conversations.listingId} = ${bookings.listingId}
      and ${conversations.buyerId} = ${bookings.buyerId}
    order by ${conversations.createdAt} desc limit 1)`,
  productName: bookings.productName,
  priceCents: bookings.priceCents,
  buyerName: bookings.name,
  buyerEmail: bookings.email,
  sellerName: sql<string>`coalesce(${sellers.name}, '')`,
  sellerEmail: sql<string>`coalesce(${sellers.email}, '')`,
};
interface DisputeRow {
  id: string;
  bookingId: string;
  reason: string;
  description: string;
  status: string;
  refundedCents: number | null;
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  answer: string | null;
  answeredAt: Date | null;
  conversationId: string | null;
  productName: string;
  priceCents: number;
  buyerName: string;
  buyerEmail: string;
  sellerName: string;
  sellerEmail: string;
}

export function toDispute(r: DisputeRow, photos: DisputePhoto[] = []): Dispute {
  return {
    _id: r.id,
    bookingId: r.bookingId,
    productName: r.productName,
    price: centsToDollars(r.priceCents),
    buyerName: r.buyerName,
    buyerEmail: r.buyerEmail,
    sellerName: r.sellerName,
    sellerEmail: r.sellerEmail,
    reason: r.reason as Dispute['reason'],
    description: r.description,
    status: r.status as Dispute['status'],
    refunded: r.refundedCents === null ? null : centsToDollars(r.refundedCents),
    decisionNote: r.decisionNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    photos,
    conversationId: r.conversationId,
  };
}

export function createDisputesRepo(db: Db) {
  const select = (on: Db = db) =>
    on
      .select(disputeColumns)
      .from(disputes)
      .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
      .leftJoin(listings, listingOfBooking)
      .leftJoin(sellers, sellerOfListing);

  /** The disputes with their photos: the buyer's first, each side in the order sent. */
  const withPhotos = async (rows: DisputeRow[], on: Db = db): Promise<Dispute[]> => {
    if (rows.length === 0) return [];
    const photos = await on
      .select(pick(disputePhotos, 'disputeId', 'url', 'side'))
      .from(disputePhotos)
      .where(
        inArray(
          disputePhotos.disputeId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(disputePhotos.side), asc(disputePhotos.position));
    return rows.map((r) =>
      toDispute(
        r,
        photos
          .filter((p) => p.disputeId === r.id)
          .map((p) => ({ url: p.url, side: p.side as DisputePhoto['side'] })),
      ),
    );
  };

  return {
    async forBooking(bookingId: string, on: Db = db): Promise<Dispute | null> {
      const rows = await select(on).where(eq(disputes.bookingId, bookingId));
      return (await withPhotos(rows, on))[0] ?? null;
    },

    /** The booking's dispute while it waits for a decision, if there is one. */
    async openFor(bookingId: string, on: Db = db): Promise<string | null> {
      const [row] = await on
        .select({ id: disputes.id })
        .from(disputes)
        .where(and(eq(disputes.bookingId, bookingId), eq(disputes.status, 'open')));
      return row?.id ?? null;
    },

    async byId(id: string, on: Db = db) {
      const [row] = await select(on).where(eq(disputes.id, id));
      return row ?? null;
    },

    /**
     * The messages of the buyer's and seller's conversation, oldest first, for an admin deciding
     * their dispute; the read is audited in the same transaction.
     */
    async conversationFor(conversationId: string, admin: string, bookingId: string) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ ...caseConversation.columns, buyerId: conversations.buyerId })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(eq(messages.conversationId, conversationId))
          .orderBy(...caseConversation.order)
          .limit(caseConversation.limit);
        await tx.insert(auditEvents).values({
          actorId: admin,
          action: 'dispute-conversation-read',
          targetType: 'booking',
          targetId: bookingId,
          detail: conversationId,
        });
        return rows;
      });
    },

    /** Open disputes first (oldest first: they have waited longest), then decided ones. */
    async list(limit = 200): Promise<Dispute[]> {
      const rows = await select()
        .orderBy(...openCasesFirst(disputes))
        .limit(limit);
      return withPhotos(rows);
    },

    async insert(
      tx: Db,
      values: { bookingId: string; reason: string; description: string },
    ): Promise<string> {
      const [row] = await tx.insert(disputes).values(values).returning({ id: disputes.id });
      return row!.id;
    },

    /** One side's photos, in the order sent. */
    async addPhotos(
      tx: Db,
      disputeId: string,
      side: DisputePhoto['side'],
      userId: string,
      urls: readonly string[],
    ): Promise<void> {
      if (urls.length === 0) return;
      await tx
        .insert(disputePhotos)
        .values(urls.map((url, position) => ({ disputeId, side, addedBy: userId, url, position })));
    },

    /** The seller's side of an open dispute, once: false when it was answered already. */
    async answer(tx: Db, id: string, sellerId: string, text: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(disputes)
        .set({ answer: text, answeredBy: sellerId, answeredAt: at })
        .where(and(eq(disputes.id, id), sql`${disputes.answer} is null`))
        .returning({ id: disputes.id });
      return rows.length > 0;
    },

    /**
     * A closed dispute open again, its decision cleared (the audit trail keeps it); false when it
     * was not closed.
     */
    async reopen(tx: Db, id: string, admin: string, note: string): Promise<boolean> {
      const rows = await tx
        .update(disputes)
        .set({
          status: 'open',
          refundedCents: null,
          decisionNote: null,
          decidedBy: null,
          decidedAt: null,
        })
        .where(and(eq(disputes.id, id), eq(disputes.status, 'closed')))
        .returning({ bookingId: disputes.bookingId });
      if (rows.length === 0) return false;
      await tx.insert(auditEvents).values({
        actorId: admin,
        action: 'dispute-reopened',
        targetType: 'booking',
        targetId: rows[0]!.bookingId,
        detail: note,
      });
      return true;
    },

    async decide(
      tx: Db,
      id: string,
      values: { status: 'refunded' | 'closed'; refundedCents: number | null; note: string },
      /** Null: decided by the payment provider (a refund made in Stripe's dashboard). */
      admin: string | null,
    ) {
      await tx
        .update(disputes)
        .set({
          status: values.status,
          refundedCents: values.refundedCents,
          decisionNote: values.note,
          decidedBy: admin,
          decidedAt: new Date(),
        })
        .where(eq(disputes.id, id));
      await tx.insert(auditEvents).values({
        actorId: admin,
        action: values.status === 'refunded' ? 'dispute-refunded' : 'dispute-closed',
        targetType: 'booking',
        targetId: (
          await tx.select({ b: disputes.bookingId }).from(disputes).where(eq(disputes.id, id))
        )[0]!.b,
        detail:
          values.refundedCents !== null
            ? `refunded ${centsToDollars(values.refundedCents)}: ${values.note}`
            : values.note,
      });
    },
  };
}

export type DisputesRepo = ReturnType<typeof createDisputesRepo>;
