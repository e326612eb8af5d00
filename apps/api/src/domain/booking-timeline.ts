import type { NextStep, TimelineEntry, TimelineStep } from '@resale-zone/contract/booking-timeline';
import { formatCents } from '@resale-zone/contract/money';
import { DISPUTE_WINDOW_MS, releasedWords } from './booking-status.ts';
import { BOOKING_MOVES, type BookingMove, type BookingState } from './transitions.ts';

/** One recorded move of a booking (`booking_events`). */
export interface BookingEvent {
  move: 'book' | BookingMove;
  reason: string | null;
  at: Date;
}

/** What the timeline reads from the booking itself. */
export interface TimelineFacts {
  state: BookingState;
  priceCents: number;
  refundedCents: number | null;
  heldUntil: Date | null;
  completedAt: Date | null;
  /** The buyer has done the checklist (the handover code is theirs). */
  checked: boolean;
}

/** Moves in the order a booking's life takes them: equal times keep this order. */
const ORDER: Record<BookingEvent['move'], number> = {
  book: 0,
  pay: 1,
  check: 2,
  complete: 3,
  dispute: 4,
  reopen: 4,
  cancel: 5,
  release: 5,
  refund: 5,
  close: 5,
};

const RELEASE_STEPS: Record<string, TimelineStep> = {
  cancelled: 'cancelled',
  declined: 'declined',
  expired: 'expired',
};

function entryOf(event: BookingEvent, facts: TimelineFacts): Omit<TimelineEntry, 'at'> | null {
  switch (event.move) {
    case 'book':
      return { step: 'booked', label: 'Booked' };
    case 'pay':
      return { step: 'held', label: 'Payment held – the phone is reserved' };
    case 'check':
      return { step: 'checked', label: 'Phone checked by the buyer' };
    case 'complete':
      return { step: 'handed-over', label: 'Handed over – payment captured' };
    case 'release':
      return {
        step: RELEASE_STEPS[event.reason ?? ''] ?? 'released',
        label: releasedWords(event.reason),
      };
    case 'dispute':
    case 'reopen':
      return event.reason === 'reopened'
        ? { step: 'disputed', label: 'Problem report reopened – an admin is deciding again' }
        : { step: 'disputed', label: 'Problem reported – an admin is deciding' };
    case 'refund': {
      const part = facts.refundedCents !== null && facts.refundedCents < facts.priceCents;
      return {
        step: 'refunded',
        label: part ? `${formatCents(facts.refundedCents!)} refunded` : 'Refunded in full',
      };
    }
    case 'close':
      return { step: 'completed', label: 'Completed – an admin closed the problem report' };
    case 'cancel':
      return null;
  }
}

/** The end of the time to report a problem, for a booking handed over. */
const disputeUntil = (facts: TimelineFacts) =>
  facts.completedAt ? new Date(facts.completedAt.getTime() + DISPUTE_WINDOW_MS) : null;

/**
 * The recorded moves as entries, oldest first. A sale handed over without a problem is completed
 * once the time to report one has passed (`DISPUTE_WINDOW_MS` after the recorded handover).
 */
export function timelineEntries(
  events: readonly BookingEvent[],
  facts: TimelineFacts,
  now: Date,
): TimelineEntry[] {
  const sorted = [...events].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || ORDER[a.move] - ORDER[b.move],
  );
  const entries: TimelineEntry[] = [];
  for (const event of sorted) {
    const entry = entryOf(event, facts);
    if (entry) entries.push({ ...entry, at: event.at.toISOString() });
  }
  const until = disputeUntil(facts);
  const disputed = events.some((e) => e.move === 'dispute');
  if (facts.state === 'completed' && !disputed && until && until <= now) {
    entries.push({
      step: 'completed',
      label: 'Completed – the time to report a problem has ended',
      at: until.toISOString(),
    });
  }
  return entries;
}

/** The moves that take a booking forward, in order, with who makes each. */
const FORWARD: readonly { move: BookingMove; by: NextStep['by']; text: string }[] = [
  { move: 'pay', by: 'buyer', text: 'Pay for the phone: the money is held until the handover.' },
  {
    move: 'check',
    by: 'buyer',
    text: 'Meet at the meeting place, check the phone with the checklist and show the handover code.',
  },
  { move: 'complete', by: 'seller', text: "Enter the buyer's handover code to complete the sale." },
  {
    move: 'dispute',
    by: 'buyer',
    text: 'Report a problem with the phone, if there is one. Otherwise the sale completes.',
  },
  { move: 'refund', by: 'admin', text: 'Decide on the problem: refund the buyer or close it.' },
];

/**
 * The next step and who takes it: the first forward move the transition table allows from the
 * booking's state (the checklist only once; one problem a sale, only within its time). Null when
 * the booking has ended.
 */
export function nextStep(
  events: readonly BookingEvent[],
  facts: TimelineFacts,
  now: Date,
): NextStep | null {
  for (const { move, by, text } of FORWARD) {
    if (!BOOKING_MOVES[move].from.includes(facts.state)) continue;
    if (move === 'check' && facts.checked) continue;
    if (move === 'dispute') {
      const until = disputeUntil(facts);
      if (!until || until <= now || events.some((e) => e.move === 'dispute')) continue;
      return { by, text, until: until.toISOString() };
    }
    const holdEnds = facts.state === 'held' ? (facts.heldUntil?.toISOString() ?? null) : null;
    return { by, text, until: holdEnds };
  }
  return null;
}
