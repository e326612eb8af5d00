import type { ListingAvailability } from '@resale-zone/contract/listings';
import { conflict } from '../lib/http-error.ts';

// Meetings, no-show claims and offers have their tables in transitions-meetings-offers.ts, and
// every table is exported from here.
export * from './transitions-meetings-offers.ts';

/**
 * The states of listings and bookings and the moves between them, as data. Services ask `assertMove`
 * before changing a state; a move the table does not allow is a 409 with the table's message.
 * Decision 009 (the table), decision 022 (held payments and the handover).
 */
export type ListingState =
  | 'listed'
  | 'advertised'
  | 'reserved'
  | 'sold'
  /** Off the public lists by the seller's choice, kept for them to resume (decision 058). */
  | 'paused'
  /** The seller sold it somewhere else: off the lists for good, not a sale here. */
  | 'sold-elsewhere'
  /** Its seller's account is suspended: hidden until the suspension ends. */
  | 'suspended';
export type ListingMove =
  'advertise' | 'sell' | 'delete' | 'reprice' | 'edit' | 'pause' | 'resume' | 'sell-elsewhere';

/** The contract's `BookingState`. */
export type BookingState = 'open' | 'held' | 'completed' | 'released' | 'disputed' | 'refunded';
export type BookingMove =
  'pay' | 'cancel' | 'check' | 'complete' | 'release' | 'dispute' | 'refund' | 'close' | 'reopen';

import type { Table } from './transition-table.ts';

export type { Table } from './transition-table.ts';

const RESERVED = 'This phone is reserved for another buyer, who has paid for it.';
const PAUSED = 'This phone is not for sale right now: its seller paused the listing.';
const SOLD_ELSEWHERE = 'This phone was sold elsewhere and is no longer for sale.';
const SUSPENDED = "This phone is not for sale right now: its seller's account is suspended.";
/** What a paused, sold-elsewhere or suspended phone answers to any move of the old table. */
const OFF_SALE = { paused: PAUSED, 'sold-elsewhere': SOLD_ELSEWHERE, suspended: SUSPENDED };

export const LISTING_MOVES: Table<ListingState, ListingMove> = {
  advertise: {
    from: ['listed'],
    refused: {
      ...OFF_SALE,
      advertised: '{name} is already advertised.',
      reserved: 'A reserved phone cannot be advertised.',
      sold: 'A sold phone cannot be advertised.',
    },
  },
  /** Booking it, paying for it: only while it is for sale. */
  sell: {
    from: ['listed', 'advertised'],
    refused: {
      ...OFF_SALE,
      reserved: RESERVED,
      sold: 'This phone has already been sold.',
    },
  },
  /** A paused phone or one sold elsewhere may go too (neither is a sale here). */
  delete: {
    from: ['listed', 'advertised', 'paused', 'sold-elsewhere'],
    refused: {
      suspended: SUSPENDED,
      reserved: 'A phone with a held payment cannot be deleted. Decline the booking first.',
      sold: 'A sold phone stays on record and cannot be deleted.',
    },
  },
  /** The seller changes the price (it stays in its state): only while it is for sale. */
  reprice: {
    from: ['listed', 'advertised'],
    refused: {
      ...OFF_SALE,
      reserved: 'A buyer has paid the current price of this phone; its price cannot change now.',
      sold: 'A sold phone keeps the price it sold for.',
    },
  },
  /** The seller edits the listing (price, description, photo, condition, location): while on sale. */
  edit: {
    from: ['listed', 'advertised'],
    refused: {
      ...OFF_SALE,
      reserved: 'A buyer has paid for this phone as it is described; it cannot be edited now.',
      sold: 'A sold phone stays on record as it was sold and cannot be edited.',
    },
  },
  /**
   * The seller takes the phone off every public list for a while (decision 058): open unpaid
   * bookings and open offers on it end, and their buyers are told.
   */
  pause: {
    from: ['listed', 'advertised'],
    to: 'paused',
    refused: {
      paused: '{name} is already paused.',
      'sold-elsewhere': '{name} was sold elsewhere; it cannot be paused.',
      suspended: SUSPENDED,
      reserved: 'A phone with a held payment cannot be paused. Decline the booking first.',
      sold: 'A sold phone cannot be paused.',
    },
  },
  /** Back on the lists as it was (advertised again if it was). */
  resume: {
    from: ['paused'],
    refused: {
      listed: '{name} is not paused.',
      advertised: '{name} is not paused.',
      'sold-elsewhere': '{name} was sold elsewhere; it stays off the lists.',
      suspended: SUSPENDED,
      reserved: '{name} is not paused.',
      sold: '{name} is not paused.',
    },
  },
  /** Sold somewhere else: off the lists for good, never counted as a sale here. */
  'sell-elsewhere': {
    from: ['listed', 'advertised', 'paused'],
    to: 'sold-elsewhere',
    refused: {
      'sold-elsewhere': '{name} is already marked sold elsewhere.',
      suspended: SUSPENDED,
      reserved:
        'A phone with a held payment cannot be marked sold elsewhere. Decline the booking first.',
      sold: 'This phone was sold here; it cannot be marked sold elsewhere.',
    },
  },
};

const ENDED = 'This booking has ended.';
const RELEASED = 'The hold on this payment was released: this booking has ended.';

/** Refunds and closing are an admin's decisions on an open dispute. */
const NOT_DISPUTED: Partial<Record<BookingState, string>> = {
  open: 'This booking has not been paid.',
  held: 'No problem was reported: the payment is still held.',
  completed: 'No problem is open for this sale.',
  released: RELEASED,
  refunded: 'This sale was already refunded.',
};

export const BOOKING_MOVES: Table<BookingState, BookingMove> = {
  /** The card is authorised: the money is held and the phone reserved. */
  pay: {
    from: ['open'],
    to: 'held',
    refused: {
      held: 'This booking is already paid.',
      completed: 'This booking is already paid.',
      disputed: 'This booking is already paid.',
      refunded: 'This booking is already paid.',
      released: `${RELEASED} Book the phone again to pay for it.`,
    },
  },
  /** Deleting an unpaid booking (the spec's DELETE /booking). */
  cancel: {
    from: ['open'],
    refused: {
      released: 'A booking whose payment was released stays on record.',
      held: 'A paid booking is kept and cannot be deleted. Cancel it to release the payment.',
      completed: 'A paid booking is kept and cannot be deleted.',
      disputed: 'A paid booking is kept and cannot be deleted.',
      refunded: 'A paid booking is kept and cannot be deleted.',
    },
  },
  /** The buyer's checklist at the meetup (the state stays held). */
  check: {
    from: ['held'],
    to: 'held',
    refused: {
      open: 'This booking has not been paid.',
      completed: 'This phone was already handed over.',
      disputed: 'This phone was already handed over.',
      refunded: 'This phone was already handed over.',
      released: RELEASED,
    },
  },
  /** The seller entered the right code: the payment is captured. */
  complete: {
    from: ['held'],
    to: 'completed',
    refused: {
      open: 'This booking has not been paid.',
      completed: 'This sale is already complete.',
      disputed: 'This sale is already complete.',
      refunded: 'This sale is already complete.',
      released: RELEASED,
    },
  },
  /** Cancelled by the buyer, declined by the seller, expired, or lost the race for the phone. */
  release: {
    from: ['held'],
    to: 'released',
    refused: {
      open: 'This booking has not been paid: delete it instead.',
      completed: 'The phone was already handed over. Report a problem instead.',
      disputed: 'The phone was already handed over.',
      refunded: ENDED,
      released: 'The hold on this payment was already released.',
    },
  },
  dispute: {
    from: ['completed'],
    to: 'disputed',
    refused: {
      open: 'This booking has not been paid.',
      held: 'The phone has not been handed over yet: cancel the booking instead.',
      disputed: 'A problem was already reported for this sale.',
      refunded: 'This sale was refunded.',
      released: RELEASED,
    },
  },
  refund: { from: ['disputed'], to: 'refunded', refused: NOT_DISPUTED },
  /** An admin closes a dispute without a refund: the sale stands. */
  close: { from: ['disputed'], to: 'completed', refused: NOT_DISPUTED },
  /**
   * An admin reopens a closed dispute (a sale has one dispute; the buyer cannot report again):
   * it is decided again.
   */
  reopen: {
    from: ['completed'],
    to: 'disputed',
    refused: {
      open: 'This booking has not been paid.',
      held: 'The phone has not been handed over yet.',
      disputed: 'The problem report on this sale is already open.',
      refunded: 'This sale was refunded: its dispute cannot be reopened.',
      released: RELEASED,
    },
  },
};

/** An account's role: people buy and sell; admins look after the marketplace (product.md §7). */
export type AccountState = 'buyer' | 'seller' | 'admin' | 'suspended';
export type AccountMove = 'start-selling' | 'make-admin' | 'revoke-admin' | 'suspend' | 'lift';

export const ACCOUNT_MOVES: Table<AccountState, AccountMove> = {
  /** A buyer lists phones too; their bookings stay theirs. */
  'start-selling': {
    from: ['buyer'],
    to: 'seller',
    refused: {
      seller: 'You can already sell phones.',
      admin: 'An admin account looks after the marketplace and does not sell.',
    },
  },
  'make-admin': {
    from: ['buyer', 'seller'],
    to: 'admin',
    refused: { admin: '{name} is already an admin.' },
  },
  /** Admin rights removed: back to seller (never the last admin: checked under a lock). */
  'revoke-admin': {
    from: ['admin'],
    to: 'seller',
    refused: { buyer: '{name} is not an admin.', seller: '{name} is not an admin.' },
  },
  /**
   * An admin suspends a member for a while (decision 058; `accountState` reads 'suspended' until
   * it ends): never themselves, never the last admin (checked under a lock).
   */
  suspend: {
    from: ['buyer', 'seller', 'admin'],
    to: 'suspended',
    refused: { suspended: '{name} is already suspended.' },
  },
  /** An admin ends a suspension before its time; the role is the one it was. */
  lift: {
    from: ['suspended'],
    refused: {
      buyer: '{name} is not suspended.',
      seller: '{name} is not suspended.',
      admin: '{name} is not suspended.',
    },
  },
};

/** An account's state for `suspend` and `lift`: suspended until then, else its role. */
export function accountState(
  account: { accountType: string; suspendedUntil: Date | null },
  now: Date,
): AccountState {
  if (account.suspendedUntil && account.suspendedUntil > now) return 'suspended';
  return account.accountType as AccountState;
}

/**
 * Whether an account is in use, beside its role: a member may delete their own account once no
 * payment of theirs is held or in dispute (features/account). A deleted account stays as a row,
 * emptied, for the other side of its sales, messages and reviews; it never comes back.
 */
export type AccountStanding = 'active' | 'deleted';
export type AccountStandingMove = 'delete';

export const ACCOUNT_STANDING_MOVES: Table<AccountStanding, AccountStandingMove> = {
  delete: {
    from: ['active'],
    to: 'deleted',
    refused: { deleted: 'This account was already deleted.' },
  },
};

export function accountStanding(account: { deletedAt: Date | null }): AccountStanding {
  return account.deletedAt ? 'deleted' : 'active';
}

/** A stolen-phone report from a member without proof waits for an admin (features/imei). */
export type StolenReportState = 'pending' | 'approved' | 'declined';
export type StolenReportMove = 'approve' | 'decline';

export const STOLEN_REPORT_MOVES: Table<StolenReportState, StolenReportMove> = {
  /** The IMEI is blocked (reported stolen by its owner). */
  approve: {
    from: ['pending'],
    to: 'approved',
    refused: {
      approved: 'This report was already approved.',
      declined: 'This report was declined; the member can report the phone again.',
    },
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    refused: {
      approved:
        'This report was approved: the IMEI is blocked. Unblock it on the blocklist instead.',
      declined: 'This report was already declined.',
    },
  },
};

/**
 * A dispute (contract `DisputeStatus`): open until an admin refunds or closes it (the booking's
 * `refund`/`close` moves). While it is open the seller answers once; its state stays.
 */
export type DisputeState = 'open' | 'refunded' | 'closed';
export type DisputeMove = 'answer';

export const DISPUTE_MOVES: Table<DisputeState, DisputeMove> = {
  answer: {
    from: ['open'],
    to: 'open',
    refused: {
      refunded: 'This dispute was decided (refunded): it takes no more answers.',
      closed: 'This dispute was closed: it takes no more answers.',
    },
  },
};

export function disputeState(dispute: { status: string }): DisputeState {
  return dispute.status as DisputeState;
}

export function listingState(listing: {
  isSold: boolean;
  isAdvertised: boolean;
  isReserved?: boolean;
  offSale?: string | null;
  sellerSuspended?: boolean;
}): ListingState {
  if (listing.isSold) return listing.isReserved ? 'reserved' : 'sold';
  if (listing.offSale) return listing.offSale as 'paused' | 'sold-elsewhere';
  if (listing.sellerSuspended) return 'suspended';
  return listing.isAdvertised ? 'advertised' : 'listed';
}

/**
 * What the phone is, as every answer shows it (contract `ListingAvailability`): the one place
 * that turns the listing's flags into available, reserved (payment held) or sold (handed over).
 */
export function listingAvailability(listing: {
  isSold: boolean;
  isReserved: boolean;
  isHidden?: boolean;
}): ListingAvailability {
  if (!listing.isSold) return listing.isHidden ? 'unavailable' : 'available';
  return listing.isReserved ? 'reserved' : 'sold';
}

export function bookingState(booking: { state: string }): BookingState {
  return booking.state as BookingState;
}

/** Throws a 409 with the table's message when `move` is not allowed from `state`. */
export function assertMove<S extends string, M extends string>(
  table: Table<S, M>,
  state: S,
  move: M,
  name = 'This item',
): void {
  const rule = table[move];
  if (rule.from.includes(state)) return;
  const message = rule.refused[state] ?? `Cannot ${move} from ${state}.`;
  throw conflict(message.replace('{name}', name));
}

/** The states a move may start from, for a guarded UPDATE (`… WHERE state IN (…)`). */
export function movableFrom(move: BookingMove): readonly BookingState[] {
  return BOOKING_MOVES[move].from;
}
