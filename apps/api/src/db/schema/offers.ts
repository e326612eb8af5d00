import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { userRef } from './users.ts';
import { listings } from './listings.ts';
import { bookings } from './bookings.ts';

// Offers below the asking price and each listing's offer settings (features/offers).

/**
 * A buyer's offer on a listing and the seller's counter (moves in domain/transitions.ts). Gone with
 * the listing or the buyer; the booking it became keeps the agreed price.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: userRef('buyer_id'),
    /** The listing's price when the offer was made: an accept is refused once it changed. */
    askingCents: integer('asking_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    counterCents: integer('counter_cents'),
    state: text('state').notNull().default('open'),
    /** Open and countered offers expire then (a job on the queue, 48 hours after the last move). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The booking an accepted offer became (null once that booking is deleted). */
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // One open (or countered) offer per buyer and listing, held by the database under concurrency.
    uniqueIndex('offers_buyer_listing_open_key')
      .on(t.buyerId, t.listingId)
      .where(sql`${t.state} in ('open', 'countered')`),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('offers_listing_idx').on(t.listingId, t.createdAt.desc()),
    check(
      'offers_state_check',
      sql`${t.state} in ('open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'lost')`,
    ),
    check('offers_amounts_check', sql`${t.amountCents} > 0 and ${t.askingCents} > 0`),
  ],
);

/** A seller's choice per listing: offers on or off, and a floor below which they are declined. */
export const offerSettings = pgTable('offer_settings', {
  listingId: text('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  floorCents: integer('floor_cents'),
});
