import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, listings, offers } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { offerMovableFrom } from '../../domain/transitions.ts';
import type { Notifications } from '../mail/notifications.ts';
import { offerNews } from './offer-news.ts';
import { findListing } from '../listings/find-listing.ts';

/**
 * The phone was paid for (reserved) through `bookingId`: the payer's own open or countered offer
 * on it is withdrawn; every other offer on it that was still open, countered, or accepted and
 * unpaid is lost, and its buyer told. Runs in the payment's
 * transaction, under its lock on the listing (payments.repo.ts).
 */
export async function loseOffers(
  tx: Db,
  listingId: string,
  bookingId: string,
  notifications?: Notifications,
): Promise<void> {
  // The payer's own open offer was not lost to anyone: it is withdrawn, and nobody is told.
  const [paid] = await tx
    .select({ buyerId: bookings.buyerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (paid?.buyerId) {
    await tx
      .update(offers)
      .set({ state: 'withdrawn', updatedAt: new Date() })
      .where(
        and(
          eq(offers.listingId, listingId),
          eq(offers.buyerId, paid.buyerId),
          inArray(offers.state, [...offerMovableFrom('withdraw')]),
        ),
      );
  }
  const lost = await tx
    .update(offers)
    .set({ state: 'lost', updatedAt: new Date() })
    .where(
      and(
        eq(offers.listingId, listingId),
        inArray(offers.state, [...offerMovableFrom('lose')]),
        or(isNull(offers.bookingId), ne(offers.bookingId, bookingId)),
      ),
    )
    .returning(pick(offers, 'buyerId', 'amountCents', 'counterCents'));
  if (lost.length === 0 || !notifications) return;
  const listing = await findListing(tx, listingId, { productName: listings.productName });
  for (const o of lost) {
    const news = offerNews('offer-lost', { ...o, productName: listing!.productName }, 'buyer');
    await notifications.offerNews(tx, o.buyerId, 'offer-lost', news);
  }
}
