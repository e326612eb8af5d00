import { sql, type SQLWrapper } from 'drizzle-orm';
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
  move: RecordedMove,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(bookingEvents).values({ bookingId, move, state: stateAfter(move), reason, at });
}

// A reopened dispute is recorded as `dispute` with the reason `reopened` (the table's moves).
type RecordedMove = 'book' | Exclude<BookingMove, 'cancel' | 'reopen'>;

const stateAfter = (move: RecordedMove) => (move === 'book' ? 'open' : BOOKING_MOVES[move].to!);

/**
 * Runs `insert` (a booking's insert returning its `id` and `created_at` columns) and records the
 * new booking's `book` move at that time (to the millisecond, like the other moves' clock), in
 * one statement: booking is the most frequent write that records a move. Answers the booking's
 * id; the insert's errors (a unique violation) throw as they would alone.
 */
export async function insertBooked(tx: Db, insert: SQLWrapper): Promise<string> {
  const move = 'book' satisfies RecordedMove;
  const result = (await tx.execute(sql`
    with booked as (${insert.getSQL()})
    insert into ${bookingEvents} (booking_id, move, state, reason, at)
    select booked.id, ${move}, ${stateAfter(move)}, null,
      date_trunc('milliseconds', booked.created_at) from booked
    returning booking_id as id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}
