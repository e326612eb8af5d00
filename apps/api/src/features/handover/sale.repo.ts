import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, handovers, listings, noShowClaims, paymentIntents } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { NO_SHOW_MOVES } from '../../domain/transitions.ts';
import { recordBookingMove } from '../../shared/bookings/booking-events.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { CANCELED, CAPTURED } from '../../shared/payments/payment-provider.ts';
import { lockListingOfBooking } from '../../shared/listings/find-listing.ts';
import { buyers, sellers } from '../../shared/users/user-rows.ts';
import {
  buyerOfBooking,
  listingOfBooking,
  sellerOfListing,
} from '../../shared/bookings/sale-parties.ts';

/** A booking with money on it, as the handover rules need it; read under a row lock. */
export interface Sale {
  id: string;
  state: string;
  buyerId: string | null;
  sellerId: string | null;
  productName: string;
  priceCents: number;
  transactionId: string | null;
  heldUntil: Date | null;
  completedAt: Date | null;
  refundedCents: number | null;
  releasedAt: Date | null;
  /** The meeting time (features/meetings): proposed by a side, confirmed by the other. */
  meetingAt: Date | null;
  meetingProposedBy: string | null;
  meetingConfirmedAt: Date | null;
  /** Where they meet: set by the booking, changed by a meeting proposal. */
  place: string;
  /** The listing (null once deleted): for the public cache and the IMEI. */
  listing: (ListingChange & { imei: string | null }) | null;
  handover: typeof handovers.$inferSelect | null;
}

export interface SaleHooks {
  /** Runs inside the transaction before any lock; tests widen race windows with it. */
  beforeLock?: () => Promise<void>;
}

/** The writes of one locked sale, each on the transaction that holds the lock. */
function writes(tx: Db, sale: Sale, notifications?: Notifications) {
  const setBooking = (values: Partial<typeof bookings.$inferInsert>) =>
    tx.update(bookings).set(values).where(eq(bookings.id, sale.id));
  const setIntent = (status: string) =>
    sale.transactionId
      ? tx
          .update(paymentIntents)
          .set({ status, updatedAt: new Date() })
          .where(eq(paymentIntents.id, sale.transactionId))
      : Promise.resolve();
  const setListing = (values: Partial<typeof listings.$inferInsert>) =>
    sale.listing
      ? tx.update(listings).set(values).where(eq(listings.id, sale.listing.id))
      : Promise.resolve();

  return {
    tx,
    async checked(checklist: Record<string, boolean>, imeiMatched: boolean | null, now: Date) {
      await tx
        .update(handovers)
        .set({ checklist, imeiMatched, checkedAt: now })
        .where(eq(handovers.bookingId, sale.id));
      await recordBookingMove(tx, sale.id, 'check', now);
    },
    /** A wrong code: counted, and the handover locked until `lockedUntil` when given. */
    async failed(failures: number, lockedUntil: Date | null) {
      await tx
        .update(handovers)
        .set({ failures, lockedUntil })
        .where(eq(handovers.bookingId, sale.id));
      if (lockedUntil) await notifications?.handoverLocked(tx, sale.id, lockedUntil);
    },
    /** Captured: the booking completed, the phone sold (no longer only reserved). */
    async completed(now: Date) {
      await setBooking({ state: 'completed', completedAt: now });
      await recordBookingMove(tx, sale.id, 'complete', now);
      await setListing({ isReserved: false, isSold: true });
      await setIntent(CAPTURED);
      await tx
        .update(handovers)
        .set({ failures: 0, lockedUntil: null })
        .where(eq(handovers.bookingId, sale.id));
      // Both came after all: an open no-show claim on this sale is withdrawn.
      await tx
        .update(noShowClaims)
        .set({ state: 'withdrawn' })
        .where(
          and(
            eq(noShowClaims.bookingId, sale.id),
            inArray(noShowClaims.state, [...NO_SHOW_MOVES.withdraw.from]),
          ),
        );
      await notifications?.saleCompleted(tx, sale.id);
    },
    /** Released: nothing charged, the phone back on sale, both sides told why. */
    async released(reason: string, note: string | null, now: Date) {
      await setBooking({
        state: 'released',
        isPaid: false,
        releasedAt: now,
        releaseReason: reason,
        releaseNote: note,
        heldUntil: null,
      });
      await recordBookingMove(tx, sale.id, 'release', now, reason);
      await setListing({ isSold: false, isReserved: false, soldAt: null });
      await setIntent(CANCELED);
      await notifications?.holdReleased(tx, sale.id);
    },
    /** After the handover: a problem reported, then refunded or closed (the sale stands). */
    async state(state: 'disputed' | 'completed' | 'refunded', at: Date, refundedCents?: number) {
      await setBooking({
        state,
        ...(refundedCents !== undefined ? { refundedCents, refundedAt: at } : {}),
      });
      const move = state === 'disputed' ? 'dispute' : state === 'refunded' ? 'refund' : 'close';
      await recordBookingMove(tx, sale.id, move, at);
    },
    /** An admin reopened the closed dispute: disputed again (recorded as a dispute, reopened). */
    async reopen(at: Date) {
      await setBooking({ state: 'disputed' });
      await recordBookingMove(tx, sale.id, 'dispute', at, 'reopened');
    },
  };
}
export type SaleWrites = ReturnType<typeof writes>;

export function createSaleRepo(db: Db, notifications?: Notifications, hooks: SaleHooks = {}) {
  return {
    /**
     * Runs `fn` on a sale locked for the rest of a transaction: listing first, then booking, then
     * its handover, in the order payment recording locks them, so concurrent moves queue up and
     * each sees the state the previous one left.
     */
    async locked<T>(
      bookingId: string,
      fn: (sale: Sale, write: SaleWrites) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        await hooks.beforeLock?.();
        const found = await lockListingOfBooking(tx, bookingId, {
          ...pick(listings, 'id', 'category', 'sellerEmail'),
          advertised: listings.isAdvertised,
          imei: listings.imei,
          sellerId: listings.sellerId,
        });
        if (!found) return null;
        const { listing } = found;
        const [booking] = await tx
          .select()
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for('update');
        if (!booking) return null;
        const [handover] = await tx
          .select()
          .from(handovers)
          .where(eq(handovers.bookingId, bookingId))
          .for('update');
        const sale: Sale = {
          ...booking,
          sellerId: listing?.sellerId ?? null,
          listing: listing ?? null,
          handover: handover ?? null,
        };
        return fn(sale, writes(tx as unknown as Db, sale, notifications));
      });
    },

    /**
     * A sale's facts as the handover panel and the receipt show them: the booking, its phone, both
     * parties and the handover row.
     */
    async panel(bookingId: string) {
      const [row] = await db
        .select({
          booking: bookings,
          ...pick(listings, 'category', 'sellerId', 'areaId', 'imei'),
          sellerName: sellers.name,
          sellerEmail: sellers.email,
          buyerName: buyers.name,
          handover: handovers,
        })
        .from(bookings)
        .leftJoin(listings, listingOfBooking)
        .leftJoin(sellers, sellerOfListing)
        .leftJoin(buyers, buyerOfBooking)
        .leftJoin(handovers, eq(handovers.bookingId, bookings.id))
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },
  };
}

export type SaleRepo = ReturnType<typeof createSaleRepo>;
