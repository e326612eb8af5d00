import { describe, expect, test } from 'vitest';
import { sameEmail } from './actor.ts';

describe('sameEmail', () => {
  test.each([
    ['rita@example.test', 'rita@example.test'],
    ['Rita@Example.TEST', 'rita@example.test'],
    [' rita@example.test', 'rita@example.test '],
  ])('%s and %s are one account', (a, b) => {
    expect(sameEmail(a, b)).toBe(true);
  });

  test.each([
    ['rita@example.test', 'rita@example.tes'],
    ['rita@example.test', 'ritа@example.test'], // a Cyrillic а
    ['rita@example.test', ''],
  ])('%s and %s are two', (a, b) => {
    expect(sameEmail(a, b)).toBe(false);
  });
});
