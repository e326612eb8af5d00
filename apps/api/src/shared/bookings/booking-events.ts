import type { Db } from '../../db/client.ts';
import { bookingEvents } from '../../db/schema.ts';
import { BOOKING_MOVES, type BookingMove } from '../../domain/transitions.ts';

/**
 * Records a booking's move in the transaction that makes it (every writer of a booking's state
 * calls it: booking, payment, the handover's moves), with the mover's clock. The state after it
 * comes from the transition table.
 */
export async function recordBookingMove(
  tx: Db,
  bookingId: string,
  // A reopened dispute is recorded as `dispute` with the reason `reopened` (the table's moves).
  move: 'book' | Exclude<BookingMove, 'cancel' | 'reopen'>,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  const state = move === 'book' ? 'open' : BOOKING_MOVES[move].to!;
  await tx.insert(bookingEvents).values({ bookingId, move, state, reason, at });
}
