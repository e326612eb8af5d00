import { and, asc, eq, sql } from 'drizzle-orm';
import type { Booking, Order } from '@resale-zone/contract/bookings';
import type { BookingState, ReleaseReason } from '@resale-zone/contract/handover';
import { DISPUTE_WINDOW_MS, statusWords } from '../../domain/booking-status.ts';
import { centsToDollars } from '@resale-zone/contract/money';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/lists.ts';
import { listingAvailability } from '../../domain/transitions.ts';
import { bookingEvents, bookings, handovers, listings } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import type { BookingEvent } from '../../domain/booking-timeline.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { insertBooked } from '../../shared/bookings/booking-events.ts';
import { sellers } from '../../shared/users/user-rows.ts';
import { listingOfBooking, sellerOfListing } from '../../shared/bookings/sale-parties.ts';

const bookingColumns = {
  ...pick(
    bookings,
    'id',
    'listingId',
    'buyerId',
    'name',
    'email',
    'productName',
    'photo',
    'priceCents',
    'number',
    'place',
    'isPaid',
    'transactionId',
    'state',
    'heldUntil',
    'completedAt',
    'releaseReason',
    'releaseNote',
    'refundedCents',
    'meetingAt',
    'meetingConfirmedAt',
    'createdAt',
  ),
  sellerId: listings.sellerId,
  listingSold: listings.isSold,
  listingReserved: listings.isReserved,
};

/** A booking with the two facts of its listing the rules need (null once the listing is gone). */
export interface BookingRow {
  id: string;
  listingId: string | null;
  buyerId: string | null;
  name: string;
  email: string;
  productName: string;
  photo: string;
  priceCents: number;
  number: string;
  place: string;
  isPaid: boolean;
  transactionId: string | null;
  state: string;
  heldUntil: Date | null;
  completedAt: Date | null;
  releaseReason: string | null;
  releaseNote: string | null;
  refundedCents: number | null;
  meetingAt: Date | null;
  meetingConfirmedAt: Date | null;
  createdAt: Date;
  sellerId: string | null;
  listingSold: boolean | null;
  listingReserved: boolean | null;
}

/** Where the money is, beside the spec's fields (contract `moneyState`). */
function moneyState(row: BookingRow) {
  return {
    state: row.state as BookingState,
    status: statusWords(row),
    heldUntil: row.state === 'held' ? (row.heldUntil?.toISOString() ?? null) : null,
    releaseReason: (row.releaseReason as ReleaseReason | null) ?? null,
    releaseNote: row.releaseNote,
    disputeUntil:
      row.state === 'completed' && row.completedAt
        ? new Date(row.completedAt.getTime() + DISPUTE_WINDOW_MS).toISOString()
        : null,
    meeting: row.meetingAt
      ? { at: row.meetingAt.toISOString(), confirmed: row.meetingConfirmedAt !== null }
      : null,
  };
}

export function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    name: row.name,
    productName: row.productName,
    email: row.email,
    price: centsToDollars(row.priceCents),
    number: row.number,
    place: row.place,
    photo: row.photo,
    product_id: row.listingId,
    paid: row.isPaid,
    transactionId: row.transactionId,
    // Unpaid, and its phone was sold (to someone else: a paid booking of one's own is "paid").
    soldToOther: row.state === 'open' && row.listingSold === true,
    listingAvailability:
      row.listingSold === null
        ? null
        : listingAvailability({
            isSold: row.listingSold,
            isReserved: row.listingReserved === true,
          }),
    createdAt: row.createdAt.toISOString(),
    ...moneyState(row),
  };
}

export function toOrder(row: BookingRow): Order {
  return {
    _id: row.id,
    photo: row.photo,
    productName: row.productName,
    name: row.name,
    email: row.email,
    number: row.number,
    place: row.place,
    price: centsToDollars(row.priceCents),
    paid: row.isPaid,
    product_id: row.listingId,
    createdAt: row.createdAt.toISOString(),
    ...moneyState(row),
  };
}

export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'id' | 'createdAt' | 'isPaid' | 'transactionId' | 'paidAt'
>;

export function createBookingsRepo(db: Db, notifications?: Notifications) {
  const withListing = () =>
    db.select(bookingColumns).from(bookings).leftJoin(listings, listingOfBooking);

  return {
    /** Inserts a booking; answers null when the buyer already has one for this listing. */
    /**
     * Null when the buyer has a live booking of this phone already (the unique index decides, under
     * any concurrency).
     */
    async insert(values: NewBooking, sellerId: string | null): Promise<string | null | 'off-sale'> {
      try {
        // The seller's mail is queued with the booking: both or neither.
        return await db.transaction(async (tx) => {
          // The phone, still for sale, is held (shared) until the booking is in: a pause, a
          // suspension or a payment waits, then sees the booking (decision 058).
          const forSale = await tx
            .select({ id: listings.id })
            .from(listings)
            .where(
              and(
                eq(listings.id, values.listingId!),
                eq(listings.isSold, false),
                eq(listings.isHidden, false),
              ),
            )
            .for('share');
          if (forSale.length === 0) return 'off-sale' as const;
          const id = await insertBooked(
            tx as unknown as Db,
            tx
              .insert(bookings)
              .values(values)
              .returning({ id: bookings.id, createdAt: bookings.createdAt }),
          );
          await notifications?.bookingReceived(tx as unknown as Db, { ...values, sellerId });
          return id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async findById(id: string): Promise<BookingRow | null> {
      const [row] = await withListing().where(eq(bookings.id, id));
      return row ?? null;
    },

    async listByBuyer(buyerId: string): Promise<BookingRow[]> {
      return withListing()
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(...newestFirst(bookings));
    },

    /** Bookings of a buyer found by email (admins looking up a buyer). */
    async listByEmail(email: string): Promise<BookingRow[]> {
      return withListing()
        .where(sql`lower(${bookings.email}) = lower(${email})`)
        .orderBy(...newestFirst(bookings));
    },

    /** Bookings on a seller's listings, newest first. */
    async listBySeller(sellerId: string): Promise<BookingRow[]> {
      return withListing()
        .where(eq(listings.sellerId, sellerId))
        .orderBy(...newestFirst(bookings));
    },

    /**
     * A booking's timeline: the booking (with its seller's name, email and phone and whether the buyer
     * did the checklist) and its recorded moves, oldest first.
     */
    async timeline(id: string) {
      const [row] = await db
        .select({
          ...bookingColumns,
          sellerName: sellers.name,
          sellerEmail: sellers.email,
          sellerPhone: sellers.phone,
          checkedAt: handovers.checkedAt,
        })
        .from(bookings)
        .leftJoin(listings, listingOfBooking)
        .leftJoin(sellers, sellerOfListing)
        .leftJoin(handovers, eq(handovers.bookingId, bookings.id))
        .where(eq(bookings.id, id));
      if (!row) return null;
      const events = await db
        .select({ move: bookingEvents.move, reason: bookingEvents.reason, at: bookingEvents.at })
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, id))
        .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
      return { row, events: events as BookingEvent[] };
    },

    /** Deletes an unpaid booking; answers the number of rows deleted. */
    async deleteUnpaid(id: string): Promise<number> {
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.state, 'open')))
        .returning({ id: bookings.id });
      return rows.length;
    },
  };
}

export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
