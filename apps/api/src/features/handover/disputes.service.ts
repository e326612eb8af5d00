import {
  CHECKLIST_ITEMS,
  type DecideDisputeBody,
  type Dispute,
  type DisputeBody,
  type Receipt,
  type ReopenDisputeBody,
} from '@resale-zone/contract/handover';
import { centsToDollars, dollarsToCents, formatCents } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import { DISPUTE_WINDOW_MS } from '../../domain/booking-status.ts';
import { assertMove, BOOKING_MOVES, bookingState } from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { Notifications } from '../mail/notifications.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { DisputesRepo } from './disputes.repo.ts';
import { atProvider } from './handover.service.ts';
import type { SaleRepo } from './sale.repo.ts';

const AFTER_HANDOVER = new Set(['completed', 'disputed', 'refunded']);

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
  now?: () => Date;
}) {
  const { repo, sales, provider, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  const canSee = (actor: Actor, buyerId: string | null, sellerId: string | null) =>
    actor.accountType === 'admin' ||
    actor.id === buyerId ||
    (sellerId !== null && actor.id === sellerId);

  return {
    async report(actor: Actor, bookingId: string, body: DisputeBody): Promise<Dispute> {
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
        await repo.insert(write.tx, { bookingId, ...body });
        await write.state('disputed', now());
        await notifications?.disputeOpened(write.tx, bookingId);
        return true;
      });
      if (!done) throw notFound('This booking does not exist.');
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
