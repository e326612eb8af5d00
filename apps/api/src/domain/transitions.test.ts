import { describe, expect, test } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import {
  ACCOUNT_MOVES,
  accountState,
  assertMove,
  BOOKING_MOVES,
  type BookingMove,
  type BookingState,
  LISTING_MOVES,
  listingState,
  DISPUTE_MOVES,
  MEETING_MOVES,
  NO_SHOW_MOVES,
  type NoShowMove,
  type NoShowState,
} from './transitions.ts';

const STATES: BookingState[] = ['open', 'held', 'completed', 'released', 'disputed', 'refunded'];

/** Every allowed move, as the issue describes the life of a held payment (decision 022). */
const ALLOWED: Record<BookingMove, BookingState[]> = {
  pay: ['open'],
  cancel: ['open'],
  check: ['held'],
  complete: ['held'],
  release: ['held'],
  dispute: ['completed'],
  refund: ['disputed'],
  close: ['disputed'],
  reopen: ['completed'],
};

describe('state transitions', () => {
  test('a listed phone can be advertised, sold and deleted', () => {
    for (const move of ['advertise', 'sell', 'delete'] as const) {
      expect(() => assertMove(LISTING_MOVES, 'listed', move)).not.toThrow();
    }
  });

  test('a sold or reserved phone cannot be advertised, sold again or deleted: 409 with a message', () => {
    for (const state of ['sold', 'reserved'] as const) {
      for (const move of ['advertise', 'sell', 'delete'] as const) {
        expect(() => assertMove(LISTING_MOVES, state, move)).toThrow(HttpError);
      }
    }
    expect(() => assertMove(LISTING_MOVES, 'advertised', 'advertise', 'iPhone 13')).toThrow(
      'iPhone 13 is already advertised.',
    );
    expect(() => assertMove(LISTING_MOVES, 'reserved', 'sell')).toThrow(/reserved/);
    expect(listingState({ isSold: true, isAdvertised: true, isReserved: true })).toBe('reserved');
    expect(listingState({ isSold: true, isAdvertised: false })).toBe('sold');
    expect(listingState({ isSold: false, isAdvertised: true })).toBe('advertised');
  });

  test('every booking move is allowed exactly from its states, and refused with a written message elsewhere', () => {
    for (const [move, from] of Object.entries(ALLOWED) as [BookingMove, BookingState[]][]) {
      for (const state of STATES) {
        const attempt = () => assertMove(BOOKING_MOVES, state, move);
        if (from.includes(state)) {
          expect(attempt, `${move} from ${state}`).not.toThrow();
        } else {
          expect(attempt, `${move} from ${state}`).toThrow(HttpError);
          // A refusal people read: never the generic fallback.
          expect(BOOKING_MOVES[move].refused[state] ?? '', `${move} from ${state}`).not.toBe('');
        }
      }
    }
  });

  test('a held payment cannot be deleted; the buyer is told to cancel instead', () => {
    expect(() => assertMove(BOOKING_MOVES, 'held', 'cancel')).toThrow(/Cancel it to release/);
    expect(() => assertMove(BOOKING_MOVES, 'completed', 'release')).toThrow(/Report a problem/);
  });

  test('a seller answers an open dispute only; a decided one refuses with its outcome', () => {
    expect(() => assertMove(DISPUTE_MOVES, 'open', 'answer')).not.toThrow();
    expect(() => assertMove(DISPUTE_MOVES, 'closed', 'answer')).toThrow(/closed/);
    expect(() => assertMove(DISPUTE_MOVES, 'refunded', 'answer')).toThrow(/refunded/);
  });

  test('a no-show claim: answered once, settled by an admin only when contested, never moved after', () => {
    const states: NoShowState[] = [
      'asked',
      'agreed',
      'contested',
      'upheld',
      'rejected',
      'withdrawn',
    ];
    const allowed: Record<NoShowMove, NoShowState[]> = {
      agree: ['asked'],
      contest: ['asked'],
      uphold: ['contested'],
      reject: ['contested'],
      withdraw: ['asked', 'contested'],
    };
    for (const [move, from] of Object.entries(allowed) as [NoShowMove, NoShowState[]][]) {
      for (const state of states) {
        const attempt = () => assertMove(NO_SHOW_MOVES, state, move);
        if (from.includes(state)) expect(attempt, `${move} from ${state}`).not.toThrow();
        else {
          expect(attempt, `${move} from ${state}`).toThrow(HttpError);
          expect(NO_SHOW_MOVES[move].refused[state] ?? '', `${move} from ${state}`).not.toBe('');
        }
      }
    }
  });

  test('a meeting time is confirmed once it was proposed, and only then', () => {
    expect(() => assertMove(MEETING_MOVES, 'none', 'confirm')).toThrow(/No meeting time/);
    expect(() => assertMove(MEETING_MOVES, 'confirmed', 'confirm')).toThrow(/already confirmed/);
    expect(() => assertMove(MEETING_MOVES, 'proposed', 'confirm')).not.toThrow();
    expect(() => assertMove(MEETING_MOVES, 'confirmed', 'propose')).not.toThrow();
  });
});

describe('off the lists and suspended (decision 058)', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      return [(err as HttpError).statusCode, (err as HttpError).message];
    }
    return null;
  };

  test('every listing state has a sentence for every new move it cannot make', () => {
    const states = [
      'listed',
      'advertised',
      'reserved',
      'sold',
      'paused',
      'sold-elsewhere',
      'suspended',
    ] as const;
    for (const move of ['pause', 'resume', 'sell-elsewhere'] as const) {
      for (const state of states) {
        if (LISTING_MOVES[move].from.includes(state)) continue;
        const [status, message] = refusal(() => assertMove(LISTING_MOVES, state, move, 'Pixel 7'))!;
        expect(status).toBe(409);
        expect(message).not.toMatch(/^Cannot /);
      }
    }
  });

  test('a paused, sold-elsewhere or hidden phone is not for sale; a listing’s flags say which', () => {
    for (const state of ['paused', 'sold-elsewhere', 'suspended'] as const) {
      expect(refusal(() => assertMove(LISTING_MOVES, state, 'sell'))?.[0]).toBe(409);
    }
    const base = { isSold: false, isAdvertised: true, isReserved: false };
    expect(listingState({ ...base, offSale: 'paused' })).toBe('paused');
    expect(listingState({ ...base, sellerSuspended: true })).toBe('suspended');
    expect(listingState({ ...base, isSold: true, isReserved: true, offSale: null })).toBe(
      'reserved',
    );
  });

  test('a suspension lasts until its end; an account suspended cannot be suspended again', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const until = new Date('2026-12-03T12:00:00Z');
    expect(accountState({ accountType: 'seller', suspendedUntil: until }, now)).toBe('suspended');
    expect(accountState({ accountType: 'seller', suspendedUntil: now }, now)).toBe('seller');
    expect(refusal(() => assertMove(ACCOUNT_MOVES, 'suspended', 'suspend', 'Sam'))).toEqual([
      409,
      'Sam is already suspended.',
    ]);
    expect(refusal(() => assertMove(ACCOUNT_MOVES, 'buyer', 'lift', 'Sam'))).toEqual([
      409,
      'Sam is not suspended.',
    ]);
  });
});
