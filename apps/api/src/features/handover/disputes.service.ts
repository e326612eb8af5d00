import {
  CHECKLIST_ITEMS,
  type DecideDisputeBody,
  type Dispute,
  type DisputeAnswerBody,
  type DisputeConversation,
  type DisputeBody,
  type Receipt,
  type ReopenDisputeBody,
} from '@resale-zone/contract/handover';
import { centsToDollars, dollarsToCents, formatCents } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import { DISPUTE_WINDOW_MS } from '../../domain/booking-status.ts';
import {
  assertMove,
  BOOKING_MOVES,
  bookingState,
  DISPUTE_MOVES,
  disputeState,
} from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { PhotoOwnership } from '../../shared/images/image-uploads.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import type { PaymentProvider } from '../../shared/payments/payment-provider.ts';
import type { DisputesRepo } from './disputes.repo.ts';
import { atProvider } from './handover.service.ts';
import type { SaleRepo } from './sale.repo.ts';

const AFTER_HANDOVER = new Set(['completed', 'disputed', 'refunded']);
const NO_BOOKING = 'This booking does not exist.';

/**
 * After the handover: the receipt, a problem the buyer reports within 48 hours, and an admin's
 * decision on it (a full or partial refund through the provider, or closing it). Each decision
 * and its audit row are one transaction with the sale locked.
 */
export function createDisputesService(deps: {
  repo: DisputesRepo;
  sales: SaleRepo;
  provider: PaymentProvider;
  notifications?: Notifications;
  photoOwnership: PhotoOwnership;
  now?: () => Date;
}) {
  const { repo, sales, provider, notifications, photoOwnership } = deps;
  const now = deps.now ?? (() => new Date());

  const canSee = (actor: Actor, buyerId: string | null, sellerId: string | null) =>
    actor.accountType === 'admin' ||
    actor.id === buyerId ||
    (sellerId !== null && actor.id === sellerId);

  /** A 400 naming the first photo the sender did not upload themselves. */
  const assertOwnPhotos = (actor: Actor, photos: readonly string[]) =>
    photoOwnership.assertOwn(
      actor.id,
      photos.map((url, i) => ({ url, field: 'photos', label: `photo ${i + 1}` })),
    );

  return {
    async report(actor: Actor, bookingId: string, body: DisputeBody): Promise<Dispute> {
      const { photos = [], ...text } = body;
      await assertOwnPhotos(actor, photos);
      const done = await sales.locked(bookingId, async (sale, write) => {
        if (sale.buyerId !== actor.id) throw forbidden('Only the buyer can report a problem.');
        assertMove(BOOKING_MOVES, bookingState(sale), 'dispute');
        const until = (sale.completedAt?.getTime() ?? 0) + DISPUTE_WINDOW_MS;
        if (now().getTime() > until) {
          throw conflict('Problems can be reported within 48 hours of the handover.');
        }
        // A sale has one dispute: once an admin closed it, only an admin reopens it.
        if (await repo.forBooking(bookingId, write.tx)) {
          throw conflict(
            'A problem with this sale was already reported and an administrator closed it. Only an administrator can reopen it.',
          );
        }
        const id = await repo.insert(write.tx, { bookingId, ...text });
        await repo.addPhotos(write.tx, id, 'buyer', actor.id, photos);
        await write.state('disputed', now());
        await notifications?.disputeOpened(write.tx, bookingId);
        return true;
      });
      if (!done) throw notFound('This booking does not exist.');
      return (await repo.forBooking(bookingId))!;
    },

    /**
     * The seller's side of the buyer's report, once, with up to 4 photos of their own, while the
     * dispute is open (decided: 409). Only the sale's seller answers; the buyer hears of it.
     */
    async answer(actor: Actor, bookingId: string, body: DisputeAnswerBody): Promise<Dispute> {
      const { photos = [], answer } = body;
      // Read before the lock: a query outside the transaction would wait for it on PGlite.
      await assertOwnPhotos(actor, photos);
      const done = await sales.locked(bookingId, async (sale, write) => {
        if (!canSee(actor, sale.buyerId, sale.sellerId))
          throw forbidden('This booking is not yours.');
        if (sale.sellerId !== actor.id)
          throw forbidden('Only the seller can answer a problem report.');
        const dispute = await repo.forBooking(bookingId, write.tx);
        if (!dispute) throw notFound('No problem was reported for this booking.');
        assertMove(DISPUTE_MOVES, disputeState(dispute), 'answer');
        if (!(await repo.answer(write.tx, dispute._id, actor.id, answer, now()))) {
          throw conflict('You already answered this problem report.');
        }
        await repo.addPhotos(write.tx, dispute._id, 'seller', actor.id, photos);
        await notifications?.disputeAnswered(write.tx, bookingId);
        return true;
      });
      if (!done) throw notFound(NO_BOOKING);
      return (await repo.forBooking(bookingId))!;
    },

    async forBooking(actor: Actor, bookingId: string): Promise<Dispute> {
      const row = await sales.panel(bookingId);
      if (!row) throw notFound('This booking does not exist.');
      if (!canSee(actor, row.booking.buyerId, row.sellerId))
        throw forbidden('This booking is not yours.');
      const dispute = await repo.forBooking(bookingId);
      if (!dispute) throw notFound('No problem was reported for this booking.');
      return dispute;
    },

    list: () => repo.list(),

    /**
     * The conversation of a disputed sale's two people, for the admin deciding it: reachable
     * through the dispute only (as a reported one is through its report), each read audited.
     */
    async conversation(admin: Actor, disputeId: string): Promise<DisputeConversation> {
      const found = await repo.byId(disputeId);
      if (!found) throw notFound('This dispute does not exist.');
      if (!found.conversationId) {
        throw notFound('The buyer and the seller had no conversation about this phone.');
      }
      const rows = await repo.conversationFor(found.conversationId, admin.id, found.bookingId);
      return {
        disputeId,
        bookingId: found.bookingId,
        productName: found.productName,
        buyerName: found.buyerName,
        sellerName: found.sellerName,
        messages: rows.map((m) => ({
          _id: m.id,
          from: m.senderId === m.buyerId ? ('buyer' as const) : ('seller' as const),
          body: m.body,
          at: m.createdAt.toISOString(),
          offPlatform: m.offPlatform,
        })),
      };
    },

    /**
     * The buyer was refunded at the provider (Stripe's dashboard) while a problem they reported
     * waited: it is decided as refunded, by the provider, in the refund's transaction. Both sides
     * are told; the audit trail has it with no admin.
     */
    async settledAtProvider(tx: Db, bookingId: string, priceCents: number, cents: number) {
      const open = await repo.openFor(bookingId, tx);
      if (!open) return;
      const note = 'Refunded at the payment provider.';
      await repo.decide(tx, open, { status: 'refunded', refundedCents: cents, note }, null);
      const words = cents === priceCents ? 'in full' : `in part (${formatCents(cents)})`;
      await notifications?.disputeDecided(
        tx,
        bookingId,
        `The buyer was refunded ${words} at the payment provider.`,
        null,
      );
    },

    async decide(admin: Actor, disputeId: string, body: DecideDisputeBody): Promise<Dispute> {
      const found = await repo.byId(disputeId);
      if (!found) throw notFound('This dispute does not exist.');
      await sales.locked(found.bookingId, async (sale, write) => {
        assertMove(
          BOOKING_MOVES,
          bookingState(sale),
          body.outcome === 'refund' ? 'refund' : 'close',
        );
        if (body.outcome === 'close') {
          await write.state('completed', now());
          await repo.decide(
            write.tx,
            disputeId,
            { status: 'closed', refundedCents: null, note: body.note },
            admin.id,
          );
          await notifications?.disputeDecided(
            write.tx,
            sale.id,
            'The administrator closed the report without a refund: the sale stands.',
            body.note,
          );
          return;
        }
        const cents = body.amount === undefined ? sale.priceCents : dollarsToCents(body.amount);
        if (cents > sale.priceCents) {
          throw badRequest(
            `amount: at most ${centsToDollars(sale.priceCents)}, the price paid`,
            'amount',
          );
        }
        const intent = sale.transactionId;
        if (!intent) throw conflict('This sale has no payment to refund.');
        await atProvider(() =>
          provider.refund(intent, {
            amountCents: cents,
            key: `dispute-${disputeId}`,
            on: write.tx,
          }),
        );
        await write.state('refunded', now(), cents);
        await repo.decide(
          write.tx,
          disputeId,
          { status: 'refunded', refundedCents: cents, note: body.note },
          admin.id,
        );
        const words = cents === sale.priceCents ? 'in full' : `in part (${formatCents(cents)})`;
        await notifications?.disputeDecided(
          write.tx,
          sale.id,
          `The administrator refunded the buyer ${words}.`,
          body.note,
        );
      });
      return (await repo.forBooking(found.bookingId))!;
    },

    /**
     * An admin reopens a closed dispute (the sale stands meanwhile; the buyer cannot report
     * again): the sale is disputed again and the dispute waits for a new decision. Both sides are
     * told, with the admin's note; the audit trail keeps the earlier decision and this one.
     */
    async reopen(admin: Actor, disputeId: string, body: ReopenDisputeBody): Promise<Dispute> {
      const found = await repo.byId(disputeId);
      if (!found) throw notFound('This dispute does not exist.');
      await sales.locked(found.bookingId, async (sale, write) => {
        assertMove(BOOKING_MOVES, bookingState(sale), 'reopen');
        if (!(await repo.reopen(write.tx, disputeId, admin.id, body.note))) {
          throw conflict('Only a closed dispute can be reopened.');
        }
        await write.reopen(now());
        await notifications?.disputeReopened(write.tx, sale.id, body.note);
      });
      return (await repo.forBooking(found.bookingId))!;
    },

    /** The bill of sale, for both sides and admins, once the phone was handed over. */
    async receipt(actor: Actor, bookingId: string): Promise<Receipt> {
      const row = await sales.panel(bookingId);
      if (!row) throw notFound('This booking does not exist.');
      const b = row.booking;
      if (!canSee(actor, b.buyerId, row.sellerId)) throw forbidden('This booking is not yours.');
      if (!AFTER_HANDOVER.has(b.state) || !b.completedAt || !b.transactionId) {
        throw conflict('There is a receipt once the phone has been handed over.');
      }
      const checklist = row.handover?.checklist ?? {};
      return {
        bookingId: b.id,
        transactionId: b.transactionId,
        productName: b.productName,
        category: row.category,
        imeiLast4: row.imei ? row.imei.slice(-4) : null,
        price: centsToDollars(b.priceCents),
        buyer: { name: row.buyerName ?? b.name, email: b.email },
        seller: { name: row.sellerName ?? '', email: row.sellerEmail ?? '' },
        place: b.place,
        completedAt: b.completedAt.toISOString(),
        checklist: CHECKLIST_ITEMS.map((i) => ({ label: i.label, ok: checklist[i.key] === true })),
        imeiMatched: row.handover?.imeiMatched ?? null,
        state: bookingState(b),
        refunded: b.refundedCents === null ? null : centsToDollars(b.refundedCents),
      };
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
