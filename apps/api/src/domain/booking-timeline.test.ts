import { describe, expect, test } from 'vitest';
import {
  nextStep,
  timelineEntries,
  type BookingEvent,
  type TimelineFacts,
} from './booking-timeline.ts';
import type { BookingState } from './transitions.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
const facts = (state: BookingState, extra: Partial<TimelineFacts> = {}): TimelineFacts => ({
  state,
  priceCents: 40_000,
  refundedCents: null,
  heldUntil: null,
  completedAt: null,
  checked: false,
  ...extra,
});
const event = (move: BookingEvent['move'], minutes: number, reason: string | null = null) => ({
  move,
  reason,
  at: at(minutes),
});

describe('a booking’s timeline', () => {
  test('moves recorded at the same instant keep the order of a booking’s life', () => {
    const events = [event('check', 5), event('complete', 5), event('pay', 0), event('book', 0)];
    const entries = timelineEntries(events, facts('completed', { completedAt: at(5) }), at(6));
    expect(entries.map((e) => e.step)).toEqual(['booked', 'held', 'checked', 'handed-over']);
  });

  test('a release says why; an unknown reason still reads as released', () => {
    const ended = (reason: string) =>
      timelineEntries([event('release', 1, reason)], facts('released'), at(2))[0];
    expect(ended('declined')).toMatchObject({
      step: 'declined',
      label: 'Declined by the seller – payment released',
    });
    expect(ended('lost-race')).toMatchObject({
      step: 'released',
      label: 'Sold to another buyer – payment released',
    });
    expect(ended('something-else')).toMatchObject({ step: 'released' });
  });

  test('a full refund and a partial one', () => {
    const full = timelineEntries(
      [event('refund', 1)],
      facts('refunded', { refundedCents: 40_000 }),
      at(2),
    );
    expect(full[0]!.label).toBe('Refunded in full');
    const part = timelineEntries(
      [event('refund', 1)],
      facts('refunded', { refundedCents: 2_550 }),
      at(2),
    );
    expect(part[0]!.label).toBe('$25.50 refunded');
  });
});

describe('the next step, from the transition table', () => {
  const held = facts('held', { heldUntil: at(60) });
  test.each<[string, TimelineFacts, string | null]>([
    ['booked: the buyer pays', facts('open'), 'buyer'],
    ['held: the buyer checks the phone', held, 'buyer'],
    ['checked: the seller enters the code', { ...held, checked: true }, 'seller'],
    [
      'handed over: the buyer may report a problem',
      facts('completed', { completedAt: at(0) }),
      'buyer',
    ],
    ['disputed: an admin decides', facts('disputed', { completedAt: at(0) }), 'admin'],
    ['released: nothing', facts('released'), null],
    ['refunded: nothing', facts('refunded'), null],
  ])('%s', (_, f, by) => {
    expect(nextStep([], f, at(1))?.by ?? null).toBe(by);
  });

  test('a held booking’s steps end when the hold does; a problem only once, within 48 hours', () => {
    expect(nextStep([], held, at(1))!.until).toBe(at(60).toISOString());
    const sold = facts('completed', { completedAt: at(0) });
    expect(nextStep([event('dispute', 10), event('close', 20)], sold, at(30))).toBeNull();
    const twoDaysLater = new Date(at(0).getTime() + 48 * 60 * 60 * 1000);
    expect(nextStep([], sold, twoDaysLater)).toBeNull();
  });
});
