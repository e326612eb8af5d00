import { and, eq, inArray, ne } from 'drizzle-orm';
import { PLACE_NOT_AGREED } from '@resale-zone/contract/bookings';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/lists.ts';
import { bookings, listings, offerSettings, offers, users } from '../../db/schema.ts';
import type { OfferState } from '../../domain/transitions.ts';
import { recordBookingMove } from '../../shared/bookings/booking-events.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pick } from '../../db/pick.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';
import { findListing } from '../../shared/listings/find-listing.ts';

/** The job that ends an offer 48 hours after its last move; data `{ offerId, expiresAt }`. */
export const OFFER_EXPIRE_JOB = 'offer-expire';

const offerColumns = {
  ...pick(
    offers,
    'id',
    'listingId',
    'buyerId',
    'askingCents',
    'amountCents',
    'counterCents',
    'state',
    'expiresAt',
    'bookingId',
    'createdAt',
  ),
  productName: listings.productName,
  photo: listings.productPhoto,
  sellerId: listings.sellerId,
  buyerName: users.name,
  buyerEmail: users.email,
};

export interface OfferRow {
  id: string;
  listingId: string;
  buyerId: string;
  askingCents: number;
  amountCents: number;
  counterCents: number | null;
  state: string;
  expiresAt: Date;
  bookingId: string | null;
  createdAt: Date;
  productName: string;
  photo: string;
  sellerId: string | null;
  buyerName: string;
  buyerEmail: string;
}

/** The listing's facts an offer's moves check, read under a lock. */
export interface LockedListing {
  id: string;
  sellerId: string | null;
  productName: string;
  productPhoto: string;
  resalePriceCents: number;
  isSold: boolean;
  isReserved: boolean;
  isAdvertised: boolean;
  /** Paused or sold elsewhere (decision 058). */
  offSale: string | null;
  sellerSuspended: boolean;
}

export interface NewOffer {
  listingId: string;
  buyerId: string;
  askingCents: number;
  amountCents: number;
  state: 'open' | 'declined';
  expiresAt: Date;
}

/** The queries of one connection or transaction. */
function queries(db: Db) {
  const withListing = () =>
    db
      .select(offerColumns)
      .from(offers)
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .innerJoin(users, eq(users.id, offers.buyerId));
  return {
    async findById(id: string): Promise<OfferRow | null> {
      const [row] = await withListing().where(eq(offers.id, id));
      return row ?? null;
    },

    /** The buyer's open or countered offer on a listing. */
    async openOf(buyerId: string, listingId: string): Promise<OfferRow | null> {
      const [row] = await withListing().where(
        and(
          eq(offers.buyerId, buyerId),
          eq(offers.listingId, listingId),
          inArray(offers.state, ['open', 'countered']),
        ),
      );
      return row ?? null;
    },

    listByBuyer(buyerId: string): Promise<OfferRow[]> {
      return withListing()
        .where(eq(offers.buyerId, buyerId))
        .orderBy(...newestFirst(offers));
    },

    listBySeller(sellerId: string): Promise<OfferRow[]> {
      return withListing()
        .where(eq(listings.sellerId, sellerId))
        .orderBy(...newestFirst(offers));
    },

    /** Offers on or off and the floor; a listing without a row takes offers, with no floor. */
    async settings(listingId: string): Promise<{ enabled: boolean; floorCents: number | null }> {
      const [row] = await db
        .select({ enabled: offerSettings.enabled, floorCents: offerSettings.floorCents })
        .from(offerSettings)
        .where(eq(offerSettings.listingId, listingId));
      return row ?? { enabled: true, floorCents: null };
    },

    async saveSettings(listingId: string, enabled: boolean, floorCents: number | null) {
      await db
        .insert(offerSettings)
        .values({ listingId, enabled, floorCents })
        .onConflictDoUpdate({ target: offerSettings.listingId, set: { enabled, floorCents } });
    },

    /** Locks the listing (first, as the payment does) for the rest of the transaction. */
    async lockListing(listingId: string): Promise<LockedListing | null> {
      return findListing(
        db,
        listingId,
        {
          ...pick(
            listings,
            'id',
            'sellerId',
            'productName',
            'productPhoto',
            'resalePriceCents',
            'isSold',
            'isReserved',
            'isAdvertised',
            'offSale',
            'sellerSuspended',
          ),
        },
        { lock: true },
      );
    },

    async lockOffer(id: string): Promise<{ state: string; listingId: string } | null> {
      const [row] = await db
        .select({ state: offers.state, listingId: offers.listingId })
        .from(offers)
        .where(eq(offers.id, id))
        .for('update');
      return row ?? null;
    },

    /** Another offer on the listing was accepted and its booking is still unpaid. */
    async otherAcceptedWaiting(listingId: string, exceptId: string): Promise<boolean> {
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .innerJoin(bookings, eq(bookings.id, offers.bookingId))
        .where(
          and(
            eq(offers.listingId, listingId),
            ne(offers.id, exceptId),
            eq(offers.state, 'accepted'),
            eq(bookings.state, 'open'),
          ),
        );
      return rows.length > 0;
    },

    async setState(
      id: string,
      state: OfferState,
      extra: { counterCents?: number; expiresAt?: Date; bookingId?: string } = {},
    ) {
      await db
        .update(offers)
        .set({ state, ...extra, updatedAt: new Date() })
        .where(eq(offers.id, id));
    },

    /** Queues the offer's expiry; a job for an older expiry finds it moved on and does nothing. */
    async queueExpiry(offerId: string, expiresAt: Date) {
      await enqueue(
        db,
        OFFER_EXPIRE_JOB,
        { offerId, expiresAt: expiresAt.toISOString() },
        { startAfter: expiresAt },
      );
    },

    /**
     * The booking of an accepted offer, at the agreed price: the buyer's unpaid booking of the
     * phone takes that price, or a new one is made (its meeting is agreed in messages).
     */
    async bookAt(o: OfferRow, listing: LockedListing, priceCents: number, at: Date) {
      const [open] = await db
        .update(bookings)
        .set({ priceCents })
        .where(
          and(
            eq(bookings.buyerId, o.buyerId),
            eq(bookings.listingId, listing.id),
            eq(bookings.state, 'open'),
          ),
        )
        .returning({ id: bookings.id });
      if (open) return open.id;
      const [row] = await db
        .insert(bookings)
        .values({
          listingId: listing.id,
          buyerId: o.buyerId,
          name: o.buyerName,
          email: o.buyerEmail,
          productName: listing.productName,
          photo: listing.productPhoto,
          priceCents,
          number: '',
          place: PLACE_NOT_AGREED,
        })
        .returning({ id: bookings.id });
      await recordBookingMove(db, row!.id, 'book', at);
      return row!.id;
    },
  };
}

export function createOffersRepo(db: Db) {
  const plain = queries(db);
  return {
    ...plain,

    /** Inserts an offer with `then` in one transaction; null when the buyer has an open one. */
    async insert(
      values: NewOffer,
      then: (q: ReturnType<typeof queries>, tx: Db, id: string) => Promise<void>,
    ): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
          await then(queries(tx as unknown as Db), tx as unknown as Db, row!.id);
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Runs `move` in a transaction with the offer's listing locked, then the offer (the payment's
     * order: listing first), and the offer read again under the locks.
     */
    async locked<T>(
      id: string,
      move: (q: ReturnType<typeof queries>, tx: Db, o: OfferRow, l: LockedListing) => Promise<T>,
    ): Promise<T | null> {
      const first = await plain.findById(id);
      if (!first) return null;
      return db.transaction(async (tx) => {
        const q = queries(tx as unknown as Db);
        const listing = await q.lockListing(first.listingId);
        if (!listing || !(await q.lockOffer(id))) return null;
        const offer = await q.findById(id);
        return move(q, tx as unknown as Db, offer!, listing);
      });
    },
  };
}

export type OffersRepo = ReturnType<typeof createOffersRepo>;
export type OfferQueries = ReturnType<typeof queries>;
