import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, listings, offers } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import {
  LISTING_MOVES,
  listingState,
  offerMovableFrom,
  type ListingState,
} from '../../domain/transitions.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import type { OffSaleReason } from '../../shared/mail/visibility-notifications.ts';

// The writes that take a phone off sale or put it back (decision 058), and what ends with them.

export type OffSaleMove = 'pause' | 'resume' | 'sell-elsewhere';

/** What a move found under the listing's lock. */
export type OffSaleOutcome =
  | { outcome: 'gone' }
  | { outcome: 'moved'; state: ListingState }
  | { outcome: 'done'; advertised: boolean };

/** Test seams: awaited inside the transaction, with the listing locked. */
export interface OffSaleHooks {
  afterListingLock?: () => Promise<void>;
}

/**
 * Ends every open (never paid) booking and every open offer on these listings, and tells each
 * buyer why. Runs in the caller's transaction, with the listings locked: a booking or a payment
 * racing it waits for the lock and then finds the phone off sale, or no booking to pay.
 */
export async function endOpenDeals(
  tx: Db,
  listingIds: string[],
  why: OffSaleReason,
  notifications?: Notifications,
): Promise<void> {
  if (listingIds.length === 0) return;
  const ended = await tx
    .delete(bookings)
    .where(and(inArray(bookings.listingId, listingIds), eq(bookings.state, 'open')))
    .returning({
      buyerId: bookings.buyerId,
      productName: bookings.productName,
      cents: bookings.priceCents,
    });
  const lost = await tx
    .update(offers)
    .set({ state: 'lost', updatedAt: new Date() })
    .where(
      and(
        inArray(offers.listingId, listingIds),
        inArray(offers.state, [...offerMovableFrom('lose')]),
      ),
    )
    .returning(pick(offers, 'buyerId', 'listingId', 'amountCents', 'counterCents'));
  if (!notifications) return;
  for (const b of ended) {
    if (b.buyerId) await notifications.bookingEnded(tx, { ...b, buyerId: b.buyerId }, why);
  }
  if (lost.length === 0) return;
  const names = await tx
    .select({ id: listings.id, productName: listings.productName })
    .from(listings)
    .where(inArray(listings.id, [...new Set(lost.map((o) => o.listingId))]));
  const nameOf = new Map(names.map((n) => [n.id, n.productName]));
  for (const o of lost) {
    const deal = {
      buyerId: o.buyerId,
      productName: nameOf.get(o.listingId) ?? 'a phone',
      cents: o.counterCents ?? o.amountCents,
    };
    await notifications.offerEnded(tx, deal, why);
  }
}

export function createOffSaleRepo(db: Db, notifications?: Notifications, hooks: OffSaleHooks = {}) {
  return {
    /**
     * Pauses, resumes or marks sold elsewhere, in one transaction with the listing locked: the
     * move is checked again on the locked row (a payment that got there first reserved it).
     */
    async move(id: string, move: OffSaleMove): Promise<OffSaleOutcome> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .select(
            pick(listings, 'isSold', 'isReserved', 'isAdvertised', 'offSale', 'sellerSuspended'),
          )
          .from(listings)
          .where(eq(listings.id, id))
          .for('update');
        if (!row) return { outcome: 'gone' };
        await hooks.afterListingLock?.();
        const state = listingState(row);
        if (!LISTING_MOVES[move].from.includes(state)) return { outcome: 'moved', state };
        const offSale = move === 'resume' ? null : move === 'pause' ? 'paused' : 'sold-elsewhere';
        await tx
          .update(listings)
          .set({ offSale, offSaleAt: offSale ? sql`now()` : null })
          .where(eq(listings.id, id));
        if (move !== 'resume') {
          await endOpenDeals(
            tx,
            [id],
            move === 'pause' ? 'paused' : 'sold-elsewhere',
            notifications,
          );
        }
        return { outcome: 'done', advertised: row.isAdvertised };
      });
    },
  };
}

export type OffSaleRepo = ReturnType<typeof createOffSaleRepo>;
