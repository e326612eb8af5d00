import { formatCents } from '@resale-zone/contract/money';
import type { BookingState } from './transitions.ts';

/** A problem can be reported this long after the handover. */
export const DISPUTE_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Why a hold ended, in the words both sides read (keyed by `ReleaseReason`). */
const RELEASED_WORDS: Record<string, string> = {
  expired: 'Expired – payment released',
  cancelled: 'Cancelled by the buyer – payment released',
  declined: 'Declined by the seller – payment released',
  'lost-race': 'Sold to another buyer – payment released',
  provider: 'Payment released by the card provider',
};

export interface MoneyFacts {
  state: string;
  releaseReason: string | null;
  refundedCents: number | null;
  priceCents: number;
}

/** A booking's state in the words both sides read beside the spec's "Paid". */
export function statusWords(b: MoneyFacts): string {
  switch (b.state as BookingState) {
    case 'open':
      return 'Booked – not paid yet';
    case 'held':
      return 'Payment held until the handover';
    case 'completed':
      return 'Completed';
    case 'disputed':
      return 'Problem reported – an admin is deciding';
    case 'refunded':
      return b.refundedCents !== null && b.refundedCents < b.priceCents
        ? `Completed – ${formatCents(b.refundedCents)} refunded`
        : 'Refunded';
    case 'released':
      return releasedWords(b.releaseReason);
  }
}

/** A released booking in those words. */
export const releasedWords = (reason: string | null) =>
  RELEASED_WORDS[reason ?? ''] ?? 'Ended – payment released';

/** The spec's `paid`: money was authorised and not released. */
export const isPaidState = (state: string) =>
  state === 'held' || state === 'completed' || state === 'disputed' || state === 'refunded';
