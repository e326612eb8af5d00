import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { HOLD_EXPIRE_JOB } from '../../shared/jobs/job-names.ts';
import type { Db } from '../../db/client.ts';
import { bookings, handovers, listings, paymentIntents, payments } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { recordBookingMove } from '../../shared/bookings/booking-events.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';
import { HELD } from '../../shared/payments/payment-provider.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { loseOffers } from '../../shared/offers/offer-loss.ts';
import { lockListingOfBooking } from '../../shared/listings/find-listing.ts';

export type IntentRow = typeof paymentIntents.$inferSelect;
type NewIntent = Omit<typeof paymentIntents.$inferInsert, 'createdAt' | 'updatedAt' | 'lastError'>;

export interface RecordInput {
  bookingId: string;
  transactionId: string;
  amountCents: number;
  email: string;
  /** When the buyer paid (the payments' clock, which also sets `heldUntil`). */
  paidAt: Date;
  /** When the hold is released if the handover has not happened (HOLD_DAYS from now). */
  heldUntil: Date;
  /** The buyer's handover code for this sale. */
  code: string;
}

/** The job that releases a hold at `heldUntil` (features/handover). */

/** How recording a verified payment ended. */
export type RecordOutcome =
  /** `sold`: the listing as it was before the sale (for the public cache). */
  | { kind: 'recorded'; paymentId: string; sold: ListingChange }
  /** The same payment had been recorded already (a double click, the webhook and the page racing). */
  | { kind: 'already-recorded'; paymentId: string }
  /** The booking was paid by another payment. */
  | { kind: 'booking-paid-otherwise' }
  /** The phone was sold to another buyer first: this hold must be released. */
  | { kind: 'sold-to-other' }
  /** The booking ended (cancelled, declined, expired) before this payment was recorded. */
  | { kind: 'booking-released' }
  | { kind: 'booking-gone' };

export interface RecordHooks {
  /** Runs inside the transaction before any lock; tests widen race windows with it. */
  beforeWrite?: () => Promise<void>;
}

export function createPaymentsRepo(db: Db, notifications?: Notifications) {
  return {
    async insertIntent(values: NewIntent): Promise<IntentRow> {
      const [row] = await db.insert(paymentIntents).values(values).returning();
      return row!;
    },

    async findIntent(id: string): Promise<IntentRow | null> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
      return row ?? null;
    },

    /** The latest intent of a booking that can still be paid, for this amount and provider. */
    async findOpenIntent(
      bookingId: string,
      amountCents: number,
      provider: string,
    ): Promise<IntentRow | null> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.bookingId, bookingId),
            eq(paymentIntents.amountCents, amountCents),
            eq(paymentIntents.provider, provider),
            notInArray(paymentIntents.status, ['canceled', 'refunded']),
          ),
        )
        .orderBy(desc(paymentIntents.createdAt))
        .limit(1);
      return row ?? null;
    },

    async setIntentStatus(id: string, status: string, lastError: string | null) {
      await db
        .update(paymentIntents)
        .set({ status, lastError, updatedAt: new Date() })
        .where(eq(paymentIntents.id, id));
    },

    /**
     * Records a verified hold in one transaction: the payment row, the booking held (the spec's
     * paid), the phone reserved (the spec's sold), its handover code and the job that releases the
     * hold when it expires. Rows are locked listing first, then booking, so concurrent recordings queue up and the
     * unique keys on payments (transaction id, booking) back it up.
     */
    async record(input: RecordInput, hooks: RecordHooks = {}): Promise<RecordOutcome> {
      return db.transaction(async (tx) => {
        await hooks.beforeWrite?.();
        const found = await lockListingOfBooking(tx, input.bookingId, {
          ...pick(listings, 'id', 'isSold', 'category', 'sellerEmail'),
          advertised: listings.isAdvertised,
        });
        if (!found) return { kind: 'booking-gone' } as const;
        const { listing } = found;
        const [locked] = await tx
          .select({ state: bookings.state, transactionId: bookings.transactionId })
          .from(bookings)
          .where(eq(bookings.id, input.bookingId))
          .for('update');
        if (!locked) return { kind: 'booking-gone' } as const;
        if (locked.state === 'released') return { kind: 'booking-released' } as const;

        if (locked.state !== 'open') {
          if (locked.transactionId !== input.transactionId)
            return { kind: 'booking-paid-otherwise' } as const;
          const [existing] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.transactionId, input.transactionId));
          return { kind: 'already-recorded', paymentId: existing!.id } as const;
        }
        if (!listing || listing.isSold) return { kind: 'sold-to-other' } as const;

        const [payment] = await tx
          .insert(payments)
          .values({
            bookingId: input.bookingId,
            transactionId: input.transactionId,
            priceCents: input.amountCents,
            email: input.email,
          })
          .returning({ id: payments.id });
        const now = input.paidAt;
        await tx
          .update(bookings)
          .set({
            isPaid: true,
            state: 'held',
            transactionId: input.transactionId,
            paidAt: now,
            heldUntil: input.heldUntil,
          })
          .where(eq(bookings.id, input.bookingId));
        await recordBookingMove(tx as unknown as Db, input.bookingId, 'pay', now);
        await tx
          .update(listings)
          .set({ isSold: true, isReserved: true, soldAt: now })
          .where(eq(listings.id, listing.id));
        // Offers on the phone made through other bookings end now (their buyers are told).
        await loseOffers(tx as unknown as Db, listing.id, input.bookingId, notifications);
        await tx
          .update(paymentIntents)
          .set({ status: HELD, updatedAt: now })
          .where(eq(paymentIntents.id, input.transactionId));
        await tx.insert(handovers).values({ bookingId: input.bookingId, code: input.code });
        await enqueue(
          tx,
          HOLD_EXPIRE_JOB,
          { bookingId: input.bookingId },
          { startAfter: input.heldUntil },
        );
        // Buyer and seller hear of it only if the payment is recorded.
        await notifications?.paymentReceived(tx as unknown as Db, input.bookingId);
        const { id, category, sellerEmail, advertised } = listing;
        const sold = { id, category, sellerEmail, advertised };
        return { kind: 'recorded', paymentId: payment!.id, sold } as const;
      });
    },

    /** Whether this buyer has a paid booking on the listing (the spec's `PUT /addproduct/paid`). */
    async buyerPaidFor(buyerId: string, listingId: string): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.buyerId, buyerId),
            eq(bookings.listingId, listingId),
            inArray(bookings.state, ['held', 'completed', 'disputed', 'refunded']),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
