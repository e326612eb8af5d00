import { describe, expect, test } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { assertMove, BOOKING_MOVES, LISTING_MOVES, listingState } from './transitions.ts';

describe('state transitions', () => {
  test('a listed phone can be advertised, sold and deleted', () => {
    for (const move of ['advertise', 'sell', 'delete'] as const) {
      expect(() => assertMove(LISTING_MOVES, 'listed', move)).not.toThrow();
    }
  });

  test('a sold phone cannot be advertised, sold again or deleted: 409 with a message', () => {
    for (const move of ['advertise', 'sell', 'delete'] as const) {
      expect(() => assertMove(LISTING_MOVES, 'sold', move)).toThrow(HttpError);
    }
    expect(() => assertMove(LISTING_MOVES, 'advertised', 'advertise', 'iPhone 13')).toThrow(
      'iPhone 13 is already advertised.',
    );
  });

  test('a paid booking cannot be paid again or cancelled', () => {
    expect(() => assertMove(BOOKING_MOVES, 'paid', 'cancel')).toThrow(
      'A paid booking is kept and cannot be deleted.',
    );
    expect(() => assertMove(BOOKING_MOVES, 'open', 'pay')).not.toThrow();
    expect(listingState({ isSold: false, isAdvertised: true })).toBe('advertised');
  });
});
