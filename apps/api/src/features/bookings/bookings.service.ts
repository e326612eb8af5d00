import type { Booking, CreateBookingBody, Order } from '@resale-zone/contract/bookings';
import type { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import { centsToDollars } from '@resale-zone/contract/money';
import { statusWords } from '../../domain/booking-status.ts';
import { nextStep, timelineEntries, type TimelineFacts } from '../../domain/booking-timeline.ts';
import { sameEmail, type Actor } from '../../domain/actor.ts';
import {
  assertMove,
  BOOKING_MOVES,
  bookingState,
  LISTING_MOVES,
  listingState,
} from '../../domain/transitions.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import { toBooking, toOrder, type BookingRow, type BookingsRepo } from './bookings.repo.ts';

export interface BookingsHooks {
  /**
   * Runs between the duplicate check and the insert. Tests widen the race window with it to prove
   * that the database, not the check, keeps one booking per buyer per listing.
   */
  beforeInsert?: () => Promise<void>;
  /** The clock of the timeline's next step (the handover's clock; tests move it). */
  now?: () => Date;
}

export function createBookingsService(
  repo: BookingsRepo,
  listings: ListingsService,
  hooks: BookingsHooks = {},
) {
  /** Who may read a booking: its buyer, the seller of its phone, an admin. */
  function canRead(actor: Actor, row: BookingRow) {
    return (
      row.buyerId === actor.id ||
      (row.sellerId !== null && row.sellerId === actor.id) ||
      actor.accountType === 'admin'
    );
  }

  async function readable(actor: Actor, id: string): Promise<BookingRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound('This booking does not exist.');
    if (!canRead(actor, row)) throw forbidden('This booking is not yours.');
    return row;
  }

  return {
    /**
     * A buyer (or a seller, who buys too) books a phone. Price, product and buyer come from our
     * records, not the request.
     */
    async create(
      buyer: Actor,
      body: CreateBookingBody,
    ): Promise<{ id: string; productName: string }> {
      if (buyer.accountType === 'admin') throw forbidden('Admin accounts do not book phones.');
      const listing = await listings.state(body.product_id);
      if (!listing) throw notFound('This phone is no longer listed.');
      if (listing.sellerId === buyer.id) throw forbidden('You cannot book your own phone.');
      assertMove(LISTING_MOVES, listingState(listing), 'sell');
      await hooks.beforeInsert?.();
      const id = await repo.insert(
        {
          listingId: listing.id,
          buyerId: buyer.id,
          name: buyer.name,
          email: buyer.email,
          productName: listing.productName,
          photo: listing.productPhoto,
          priceCents: listing.resalePriceCents,
          number: body.number,
          place: body.place,
        },
        listing.sellerId,
      );
      if (id === 'off-sale') {
        // Paid, paused or hidden since the check: the table says which.
        const now = await listings.state(listing.id);
        if (now) assertMove(LISTING_MOVES, listingState(now), 'sell');
        throw conflict('This phone is no longer for sale.');
      }
      // A live booking of theirs exists; one that ended (released) does not count.
      if (!id) throw conflict(`You have already booked ${listing.productName}.`);
      return { id, productName: listing.productName };
    },

    /** A buyer's bookings; admins may name any buyer by email. */
    async list(actor: Actor, email?: string): Promise<Booking[]> {
      if (email !== undefined && !sameEmail(email, actor.email)) {
        if (actor.accountType !== 'admin') throw forbidden('You can only see your own bookings.');
        return (await repo.listByEmail(email)).map(toBooking);
      }
      return (await repo.listByBuyer(actor.id)).map(toBooking);
    },

    /** The booking behind a payment, with its phone's state; only for its buyer. */
    async forPayment(actor: Actor | null, id: string): Promise<BookingRow> {
      const row = await repo.findById(id);
      if (!row) throw notFound('This booking does not exist.');
      if (actor && row.buyerId !== actor.id)
        throw forbidden('You can only pay for your own bookings.');
      return row;
    },

    async get(actor: Actor, id: string): Promise<Booking> {
      return toBooking(await readable(actor, id));
    },

    /** One order, for the seller of its phone. */
    async order(seller: Actor, id: string): Promise<Order> {
      const row = await readable(seller, id);
      if (row.sellerId !== seller.id) throw forbidden('This order is not yours.');
      return toOrder(row);
    },

    /** Orders: the bookings buyers made on this seller's phones. */
    async orders(seller: Actor, email?: string): Promise<Order[]> {
      if (email !== undefined && !sameEmail(email, seller.email)) {
        throw forbidden('You can only see your own orders.');
      }
      return (await repo.listBySeller(seller.id)).map(toOrder);
    },

    /**
     * A booking's timeline, for its buyer, the seller of its phone and admins; to anyone else it
     * does not exist. Each party sees the other's contact (the seller's phone only while the
     * payment is held); an admin sees neither.
     */
    async timeline(actor: Actor, id: string): Promise<BookingTimeline> {
      const found = await repo.timeline(id);
      if (!found || !canRead(actor, found.row)) throw notFound('This booking does not exist.');
      const { row, events } = found;
      const now = hooks.now?.() ?? new Date();
      const viewer =
        row.buyerId === actor.id ? 'buyer' : row.sellerId === actor.id ? 'seller' : 'admin';
      const facts: TimelineFacts = { ...row, state: bookingState(row), checked: !!row.checkedAt };
      return {
        bookingId: row.id,
        productName: row.productName,
        price: centsToDollars(row.priceCents),
        state: facts.state,
        status: statusWords(row),
        viewer,
        entries: timelineEntries(events, facts, now),
        next: nextStep(events, facts, now),
        place: row.place,
        contact:
          viewer === 'buyer'
            ? row.sellerName === null
              ? null
              : {
                  role: 'seller',
                  name: row.sellerName,
                  email: row.sellerEmail!,
                  // The seller's number once the buyer's money is held for the handover, as
                  // the buyer's is the seller's from the booking: never before, never after.
                  phone: facts.state === 'held' ? row.sellerPhone : null,
                }
            : viewer === 'seller'
              ? { role: 'buyer', name: row.name, email: row.email, phone: row.number }
              : null,
      };
    },

    /**
     * The buyer cancels, or the seller declines, an unpaid booking (admins may too). Paid bookings
     * are kept: they are the record of a sale.
     */
    async remove(actor: Actor, id: string): Promise<{ deletedCount: number; productName: string }> {
      const row = await readable(actor, id);
      assertMove(BOOKING_MOVES, bookingState(row), 'cancel');
      const deletedCount = await repo.deleteUnpaid(id);
      if (deletedCount === 0) throw conflict('This booking was paid in the meantime and is kept.');
      return { deletedCount, productName: row.productName };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
