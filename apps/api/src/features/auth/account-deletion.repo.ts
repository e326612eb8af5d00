import { and, eq, inArray, or } from 'drizzle-orm';
import { FORMER_MEMBER } from '@resale-zone/contract/account';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  bookings,
  emailTokens,
  listings,
  notificationMailMarks,
  notificationPreferences,
  notifications,
  offers,
  reviews,
  savedSearches,
  sessions,
  userIdentities,
  userPasswords,
  users,
  wishlist,
} from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import {
  ACCOUNT_STANDING_MOVES,
  LISTING_MOVES,
  accountStanding,
  assertMove,
  listingState,
} from '../../domain/transitions.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { listingOfBooking } from '../../shared/bookings/sale-parties.ts';

/** The address a deleted account keeps: unique, never deliverable (RFC 2606), and frees its own. */
export const formerAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;

export type DeletionOutcome =
  { deleted: true } | { heldFor: string } | { admin: true } | { gone: true };

export interface AccountDeletionHooks {
  /** Runs once the account, its listings and its bookings are locked (race tests widen it). */
  afterLocks?: () => Promise<void>;
}

/**
 * SQL of deleting one's own account, in one transaction. Locks in the payment's order (the
 * listing, then the booking), so that a payment being made now is either seen here as held or
 * waits and then finds the phone gone.
 */
export function createAccountDeletionRepo(
  db: Db,
  news: Notifications,
  hooks: AccountDeletionHooks = {},
) {
  /** The phone of a payment held or in dispute on either side, if any. */
  async function moneyInPlay(tx: Db, userId: string): Promise<string | null> {
    const [row] = await tx
      .select({ productName: bookings.productName })
      .from(bookings)
      .leftJoin(listings, listingOfBooking)
      .where(
        and(
          or(eq(bookings.buyerId, userId), eq(listings.sellerId, userId)),
          inArray(bookings.state, ['held', 'disputed']),
        ),
      )
      .limit(1);
    return row?.productName ?? null;
  }

  /** Unpaid bookings and open offers end; the other side hears of it. */
  async function endOpenDealings(tx: Db, userId: string, unsold: { id: string }[]) {
    const unsoldIds = unsold.map((l) => l.id);
    const myBookings = await tx
      .select({ id: bookings.id, productName: bookings.productName, sellerId: listings.sellerId })
      .from(bookings)
      .leftJoin(listings, listingOfBooking)
      .where(and(eq(bookings.buyerId, userId), eq(bookings.state, 'open')));
    for (const b of myBookings) {
      if (b.sellerId) await news.bookingEndedByDeletion(tx, b.sellerId, b.productName, 'buyer');
    }
    if (myBookings.length > 0) {
      await tx.delete(bookings).where(
        inArray(
          bookings.id,
          myBookings.map((b) => b.id),
        ),
      );
    }
    if (unsoldIds.length > 0) {
      const theirs = await tx
        .delete(bookings)
        .where(and(inArray(bookings.listingId, unsoldIds), eq(bookings.state, 'open')))
        .returning({ buyerId: bookings.buyerId, productName: bookings.productName });
      for (const b of theirs) {
        if (b.buyerId) await news.bookingEndedByDeletion(tx, b.buyerId, b.productName, 'seller');
      }
      const offersOnMine = await tx
        .select({ buyerId: offers.buyerId, productName: listings.productName })
        .from(offers)
        .innerJoin(listings, eq(listings.id, offers.listingId))
        .where(
          and(inArray(offers.listingId, unsoldIds), inArray(offers.state, ['open', 'countered'])),
        );
      for (const o of offersOnMine) {
        await news.offerEndedByDeletion(tx, o.buyerId, o.productName, 'seller');
      }
    }
    const myOffers = await tx
      .update(offers)
      .set({ state: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(offers.buyerId, userId), inArray(offers.state, ['open', 'countered'])))
      .returning({ listingId: offers.listingId });
    for (const o of myOffers) {
      const [listing] = await tx
        .select({ sellerId: listings.sellerId, productName: listings.productName })
        .from(listings)
        .where(eq(listings.id, o.listingId));
      if (listing?.sellerId) {
        await news.offerEndedByDeletion(tx, listing.sellerId, listing.productName, 'buyer');
      }
    }
  }

  /** What stays for others says "A former member"; what was the member's own goes. */
  async function erase(tx: Db, userId: string) {
    const address = formerAddress(userId);
    await tx
      .update(listings)
      .set({ sellerName: FORMER_MEMBER, sellerEmail: address })
      .where(eq(listings.sellerId, userId));
    await tx
      .update(bookings)
      .set({ name: FORMER_MEMBER, email: address, number: '' })
      .where(eq(bookings.buyerId, userId));
    await tx.update(reviews).set({ authorId: null }).where(eq(reviews.authorId, userId));
    for (const table of [
      userPasswords,
      userIdentities,
      sessions,
      emailTokens,
      notificationPreferences,
      notifications,
      notificationMailMarks,
      savedSearches,
    ]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(wishlist).where(eq(wishlist.buyerId, userId));
    await tx
      .update(users)
      .set({
        name: FORMER_MEMBER,
        email: address,
        emailVerified: false,
        image: null,
        bio: null,
        location: null,
        phone: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.insert(auditEvents).values({
      actorId: userId,
      action: 'user.delete-self',
      targetType: 'user',
      targetId: userId,
      detail: 'deleted their own account',
    });
  }

  return {
    async deleteAccount(userId: string): Promise<DeletionOutcome> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [me] = await tx
          .select({ deletedAt: users.deletedAt, accountType: users.accountType })
          .from(users)
          .where(eq(users.id, userId))
          // Not FOR UPDATE: a payment racing this holds the listing and then inserts rows that
          // reference the account (FOR KEY SHARE); FOR UPDATE here would deadlock with it.
          .for('no key update');
        if (!me) return { gone: true };
        assertMove(ACCOUNT_STANDING_MOVES, accountStanding(me), 'delete');
        if (me.accountType === 'admin') return { admin: true };
        const mine = await tx
          .select(pick(listings, 'id', 'isSold', 'isAdvertised', 'isReserved', 'offSale'))
          .from(listings)
          .where(eq(listings.sellerId, userId))
          .orderBy(listings.id)
          .for('update');
        await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.buyerId, userId))
          .orderBy(bookings.id)
          .for('update');
        await hooks.afterLocks?.();
        const held = await moneyInPlay(tx, userId);
        if (held) return { heldFor: held };
        // Sold phones stay on record, as the spec's sold listings do; the others are taken down.
        const unsold = mine.filter((l) => listingState(l) !== 'sold');
        for (const l of unsold) assertMove(LISTING_MOVES, listingState(l), 'delete');
        await endOpenDealings(tx, userId, unsold);
        if (unsold.length > 0) {
          await tx.delete(listings).where(
            and(
              inArray(
                listings.id,
                unsold.map((l) => l.id),
              ),
              eq(listings.isSold, false),
            ),
          );
        }
        await erase(tx, userId);
        return { deleted: true };
      });
    },
  };
}

export type AccountDeletionRepo = ReturnType<typeof createAccountDeletionRepo>;
