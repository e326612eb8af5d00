import type { Table } from './transition-table.ts';

// The tables of a booking's meeting time, of no-show claims and of offers (the tables of
// listings, bookings, accounts, stolen reports and disputes are in transitions.ts, which
// exports these too).

/**
 * A booking's meeting time (features/meetings): either side proposes, the other confirms. A new
 * proposal replaces the last one, confirmed or not, and waits for the other side again.
 */
export type MeetingState = 'none' | 'proposed' | 'confirmed';
export type MeetingMove = 'propose' | 'confirm';

export const MEETING_MOVES: Table<MeetingState, MeetingMove> = {
  propose: { from: ['none', 'proposed', 'confirmed'], to: 'proposed', refused: {} },
  confirm: {
    from: ['proposed'],
    to: 'confirmed',
    refused: {
      none: 'No meeting time was proposed yet.',
      confirmed: 'This meeting time is already confirmed.',
    },
  },
};

export function meetingState(booking: {
  meetingAt: Date | null;
  meetingConfirmedAt: Date | null;
}): MeetingState {
  if (!booking.meetingAt) return 'none';
  return booking.meetingConfirmedAt ? 'confirmed' : 'proposed';
}

/**
 * A no-show claim (features/meetings): one side says the other did not come to the confirmed
 * meeting. The other side agrees or contests; an admin upholds or rejects a contested claim. A
 * handover done while a claim is open shows both came: the claim is withdrawn.
 */
export type NoShowState = 'asked' | 'agreed' | 'contested' | 'upheld' | 'rejected' | 'withdrawn';
export type NoShowMove = 'agree' | 'contest' | 'uphold' | 'reject' | 'withdraw';

const NO_SHOW_SETTLED = 'This claim was already settled.';

/** Why an administrator's decision (uphold or reject) is refused: only a contested claim has one. */
const NOT_CONTESTED = {
  asked: 'The other side has not answered yet.',
  agreed: 'The other side agreed: there is nothing to decide.',
  upheld: NO_SHOW_SETTLED,
  rejected: NO_SHOW_SETTLED,
  withdrawn: 'This claim was withdrawn: the phone was handed over.',
} as const;

/** Why the other side's answer (agree or contest) is refused once the claim has moved on. */
const ALREADY_ANSWERED = {
  agreed: 'You already agreed to this claim.',
  contested: 'You already answered this claim; an administrator will decide it.',
  upheld: NO_SHOW_SETTLED,
  rejected: NO_SHOW_SETTLED,
  withdrawn: 'This claim was withdrawn: the phone was handed over.',
} as const;

export const NO_SHOW_MOVES: Table<NoShowState, NoShowMove> = {
  /** The other side agrees that they did not come: the no-show counts against them. */
  agree: {
    from: ['asked'],
    to: 'agreed',
    refused: ALREADY_ANSWERED,
  },
  /** The other side says they came: an administrator decides. */
  contest: {
    from: ['asked'],
    to: 'contested',
    refused: ALREADY_ANSWERED,
  },
  /** An administrator finds the person did not come: the no-show counts against them. */
  uphold: {
    from: ['contested'],
    to: 'upheld',
    refused: NOT_CONTESTED,
  },
  /** An administrator finds the claim unfounded: nothing counts. */
  reject: {
    from: ['contested'],
    to: 'rejected',
    refused: NOT_CONTESTED,
  },
  /** The phone was handed over while the claim was open: both came after all. */
  withdraw: {
    from: ['asked', 'contested'],
    to: 'withdrawn',
    refused: {
      agreed: NO_SHOW_SETTLED,
      upheld: NO_SHOW_SETTLED,
      rejected: NO_SHOW_SETTLED,
      withdrawn: 'This claim was already withdrawn.',
    },
  },
};

/** The claim states in which a no-show counts against the absent person. */
export const NO_SHOW_COUNTED: readonly NoShowState[] = ['agreed', 'upheld'];

/** An offer below the asking price (features/offers, decision 054). */
export type OfferState =
  'open' | 'countered' | 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'lost';
export type OfferMove =
  'counter' | 'accept' | 'decline' | 'accept-counter' | 'withdraw' | 'expire' | 'lose';

const OFFER_ENDED: Partial<Record<OfferState, string>> = {
  accepted: 'This offer was already accepted.',
  declined: 'This offer was declined.',
  expired: 'This offer expired.',
  withdrawn: 'The buyer withdrew this offer.',
  lost: 'This phone went off sale: the offer has ended.',
};

export const OFFER_MOVES: Table<OfferState, OfferMove> = {
  /** The seller names a price between the offer and the asking price. */
  counter: {
    from: ['open'],
    to: 'countered',
    refused: { ...OFFER_ENDED, countered: 'You already countered this offer.' },
  },
  /** The seller accepts the buyer's price: it becomes a booking for that buyer. */
  accept: {
    from: ['open'],
    to: 'accepted',
    refused: { ...OFFER_ENDED, countered: 'You countered this offer: the buyer answers now.' },
  },
  /** The seller declines the offer, or the buyer declines the counter. */
  decline: { from: ['open', 'countered'], to: 'declined', refused: OFFER_ENDED },
  /** The buyer accepts the seller's counter: it becomes a booking at that price. */
  'accept-counter': {
    from: ['countered'],
    to: 'accepted',
    refused: { ...OFFER_ENDED, open: 'The seller has not countered this offer.' },
  },
  withdraw: { from: ['open', 'countered'], to: 'withdrawn', refused: OFFER_ENDED },
  /** 48 hours passed without an answer (the expiry job). */
  expire: { from: ['open', 'countered'], to: 'expired', refused: OFFER_ENDED },
  /** The phone was paid for by someone else (an accepted offer's booking included). */
  lose: { from: ['open', 'countered', 'accepted'], to: 'lost', refused: OFFER_ENDED },
};

/** The states an offer move may start from, for a guarded UPDATE. */
export function offerMovableFrom(move: OfferMove): readonly OfferState[] {
  return OFFER_MOVES[move].from;
}
