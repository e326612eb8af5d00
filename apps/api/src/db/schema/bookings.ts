import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './users.ts';
import { listings } from './listings.ts';

// Bookings, held payments, handovers, disputes and the booking timeline (features/bookings, features/payments).

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Null when the listing is gone; bookings that had money on them (paid, or a hold released)
    // outlive it with their copied product name and photo.
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    // Null when the buyer's account is gone; only paid bookings outlive their buyer.
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    photo: text('photo').notNull(),
    priceCents: integer('price_cents').notNull(),
    number: text('number').notNull(),
    place: text('place').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Where the money is (contract `BookingState`, moves in domain/transitions.ts). */
    state: text('state').notNull().default('open'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
    releaseNote: text('release_note'),
    refundedCents: integer('refunded_cents'),
    /** When the money went back to the buyer (with `refundedCents`): the refunded figure's day. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The meeting time one side proposed (features/meetings); the other side confirms it. */
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    /** Which side proposed `meetingAt`: 'buyer' or 'seller'. */
    meetingProposedBy: text('meeting_proposed_by'),
    /** When the other side confirmed `meetingAt`; null while it is only proposed. */
    meetingConfirmedAt: timestamp('meeting_confirmed_at', { withTimezone: true }),
    /** Raised by every proposal: the calendar file's SEQUENCE (a changed time, the same UID). */
    meetingSequence: integer('meeting_sequence').notNull().default(0),
    /** The confirmed time whose reminder went out: a retried job finds it and sends nothing. */
    meetingRemindedFor: timestamp('meeting_reminded_for', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'bookings_meeting_check',
      sql`${t.meetingProposedBy} is null or ${t.meetingProposedBy} in ('buyer', 'seller')`,
    ),
    // One live booking per buyer per listing; the database holds it under concurrency. A released
    // booking stays on record and the buyer may book the phone again.
    uniqueIndex('bookings_buyer_listing_key')
      .on(t.buyerId, t.listingId)
      .where(sql`${t.state} <> 'released'`),
    // The expiry job's sweep.
    index('bookings_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.state} = 'held'`),
    check(
      'bookings_state_check',
      sql`${t.state} in ('open', 'held', 'completed', 'released', 'disputed', 'refunded')`,
    ),
    index('bookings_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('bookings_email_idx').on(sql`lower(${t.email})`),
    index('bookings_listing_idx').on(t.listingId),
    // The admin dashboard's bookings, held and completed sales per day.
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('bookings_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    index('bookings_released_idx')
      .on(t.releasedAt)
      .where(sql`${t.releasedAt} is not null`),
    index('bookings_refunded_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
    transactionId: text('transaction_id').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_id_key').on(t.transactionId),
    uniqueIndex('payments_booking_key').on(t.bookingId),
  ],
);

/**
 * Payment intents we created at the provider (Stripe, or the built-in test mode), one open intent
 * per booking. The provider stays the source of truth: a payment is recorded only after the intent
 * is retrieved from it and checked.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id (`pi_…`), which the spec's client sends back as `transactionId`. */
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** Only test mode keeps it: it is the provider's secret to hand to the buyer's browser. */
    clientSecret: text('client_secret'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_intents_booking_idx').on(t.bookingId, t.createdAt.desc()),
    check('payment_intents_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The handover of a held booking: the buyer's 6-digit code (made when the payment is held, shown to
 * the buyer only after the checklist), the checklist, and the seller's wrong tries.
 */
export const handovers = pgTable('handovers', {
  bookingId: text('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  /** The checklist as confirmed, e.g. `{"screen":true,…}`; null until the buyer did it. */
  checklist: jsonb('checklist').$type<Record<string, boolean>>(),
  /** The typed IMEI matched the listing's; null when the listing has none. */
  imeiMatched: boolean('imei_matched'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A problem a buyer reported after a handover, and an admin's decision on it. */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    refundedCents: integer('refunded_cents'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The seller's side, written once while the dispute is open. */
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_booking_key').on(t.bookingId),
    index('disputes_open_idx').on(t.status, t.createdAt.desc()),
    index('disputes_created_idx').on(t.createdAt),
    check('disputes_status_check', sql`${t.status} in ('open', 'refunded', 'closed')`),
  ],
);

/**
 * A photo one side of a dispute attached (an upload of theirs, up to 4 per side): the buyer's
 * with the report, the seller's with the answer. `side` stays when the account is gone.
 */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: id(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    /** The order the sender gave. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dispute_photos_side_position_key').on(t.disputeId, t.side, t.position),
    check('dispute_photos_side_check', sql`${t.side} in ('buyer', 'seller')`),
    check('dispute_photos_position_check', sql`${t.position} between 0 and 3`),
  ],
);

/**
 * Every move of a booking (domain/transitions.ts), written in the transaction of the move with the
 * mover's clock: the booking's timeline. Rows from before migration 0017 were backfilled from the
 * times the bookings, handovers and disputes rows kept.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** `book` or a `BookingMove`. */
    move: text('move').notNull(),
    /** The booking's state after the move. */
    state: text('state').notNull(),
    /** A release's reason (contract `ReleaseReason`). */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.at, t.id),
    check(
      'booking_events_move_check',
      sql`${t.move} in ('book', 'pay', 'check', 'complete', 'release', 'dispute', 'refund', 'close')`,
    ),
  ],
);

/**
 * One side of a booking says the other did not come to the confirmed meeting (features/meetings).
 * The other side agrees or contests; an admin decides a contested claim. Only an agreed or upheld
 * claim counts, against `absentId` (moves in domain/transitions.ts `NO_SHOW_MOVES`).
 */
export const noShowClaims = pgTable(
  'no_show_claims',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The side that claims: 'buyer' or 'seller'. */
    claimantSide: text('claimant_side').notNull(),
    claimantId: text('claimant_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person said not to have come. */
    absentId: text('absent_id').references(() => users.id, { onDelete: 'set null' }),
    meetingAt: timestamp('meeting_at', { withTimezone: true }).notNull(),
    statement: text('statement').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    state: text('state').notNull().default('asked'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One claim per booking at a time, and none after a no-show was settled: only a rejected or
    // withdrawn claim leaves room for another. The database holds it under concurrency.
    uniqueIndex('no_show_claims_booking_key')
      .on(t.bookingId)
      .where(sql`${t.state} in ('asked', 'contested', 'agreed', 'upheld')`),
    index('no_show_claims_state_idx').on(t.state, t.createdAt.desc()),
    index('no_show_claims_absent_idx')
      .on(t.absentId)
      .where(sql`${t.state} in ('agreed', 'upheld')`),
    check(
      'no_show_claims_state_check',
      sql`${t.state} in ('asked', 'agreed', 'contested', 'upheld', 'rejected', 'withdrawn')`,
    ),
    check('no_show_claims_side_check', sql`${t.claimantSide} in ('buyer', 'seller')`),
  ],
);
