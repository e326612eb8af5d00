import { describe, expect, test } from 'vitest';
import { offerPrice } from './offers.ts';

const firstMessage = (schema: ReturnType<typeof offerPrice>, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('an offered or countered price', () => {
  const offer = offerPrice(400);
  const counter = offerPrice(400, 'counter');

  test('nothing typed is required; letters are not an amount; zero is too little', () => {
    expect(firstMessage(offer, '')).toBe('Price is required');
    expect(firstMessage(offer, '   ')).toBe('Price is required');
    expect(firstMessage(offer, 'abc')).toBe('Enter an amount in dollars, e.g. 350');
    expect(firstMessage(offer, '0')).toBe('Must be more than 0');
  });

  test('the buyer is told to book at the asking price; the seller to stay below their own', () => {
    expect(firstMessage(offer, 400)).toBe(
      'Offer less than the asking price of $400.00, or book the phone',
    );
    expect(firstMessage(counter, 450)).toBe('Counter with less than your asking price of $400.00');
    expect(firstMessage(counter, 150)).toBe(
      'Counter with at least $200.00 (half the asking price)',
    );
    expect(firstMessage(offer, '350')).toBeNull();
  });
});
