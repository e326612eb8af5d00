import { aliasedTable, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Dispute } from '@resale-zone/contract/handover';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import { auditEvents, bookings, disputes, listings, users } from '../../db/schema.ts';

const sellers = aliasedTable(users, 'sellers');

const disputeColumns = {
  id: disputes.id,
  bookingId: disputes.bookingId,
  reason: disputes.reason,
  description: disputes.description,
  status: disputes.status,
  refundedCents: disputes.refundedCents,
  decisionNote: disputes.decisionNote,
  createdAt: disputes.createdAt,
  decidedAt: disputes.decidedAt,
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
  productName: string;
  priceCents: number;
  buyerName: string;
  buyerEmail: string;
  sellerName: string;
  sellerEmail: string;
}

export function toDispute(r: DisputeRow): Dispute {
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
  };
}

export function createDisputesRepo(db: Db) {
  const select = (on: Db = db) =>
    on
      .select(disputeColumns)
      .from(disputes)
      .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(sellers, eq(sellers.id, listings.sellerId));

  return {
    async forBooking(bookingId: string, on: Db = db): Promise<Dispute | null> {
      const [row] = await select(on).where(eq(disputes.bookingId, bookingId));
      return row ? toDispute(row) : null;
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

    /** Open disputes first (oldest first: they have waited longest), then decided ones. */
    async list(limit = 200): Promise<Dispute[]> {
      const rows = await select()
        .orderBy(
          sql`${disputes.status} = 'open' desc`,
          sql`case when ${disputes.status} = 'open' then ${disputes.createdAt} end asc`,
          desc(disputes.decidedAt),
          asc(disputes.id),
        )
        .limit(limit);
      return rows.map(toDispute);
    },

    async insert(
      tx: Db,
      values: { bookingId: string; reason: string; description: string },
    ): Promise<void> {
      await tx.insert(disputes).values(values);
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
