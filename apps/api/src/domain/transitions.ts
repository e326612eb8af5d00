import { conflict } from '../lib/http-error.ts';

/**
 * The states of listings and bookings and the moves between them, as data. Services ask `assertMove`
 * before changing a state; a move the table does not allow is a 409 with the table's message.
 */
export type ListingState = 'listed' | 'advertised' | 'sold';
export type ListingMove = 'advertise' | 'sell' | 'delete';

export type BookingState = 'open' | 'paid';
export type BookingMove = 'pay' | 'cancel';

type Table<S extends string, M extends string> = Record<
  M,
  { from: readonly S[]; refused: Partial<Record<S, string>> }
>;

export const LISTING_MOVES: Table<ListingState, ListingMove> = {
  advertise: {
    from: ['listed'],
    refused: {
      advertised: '{name} is already advertised.',
      sold: 'A sold phone cannot be advertised.',
    },
  },
  sell: { from: ['listed', 'advertised'], refused: { sold: 'This phone has already been sold.' } },
  delete: {
    from: ['listed', 'advertised'],
    refused: { sold: 'A sold phone stays on record and cannot be deleted.' },
  },
};

export const BOOKING_MOVES: Table<BookingState, BookingMove> = {
  pay: { from: ['open'], refused: { paid: 'This booking is already paid.' } },
  cancel: { from: ['open'], refused: { paid: 'A paid booking is kept and cannot be deleted.' } },
};

export function listingState(listing: { isSold: boolean; isAdvertised: boolean }): ListingState {
  return listing.isSold ? 'sold' : listing.isAdvertised ? 'advertised' : 'listed';
}

export function bookingState(booking: { isPaid: boolean }): BookingState {
  return booking.isPaid ? 'paid' : 'open';
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
