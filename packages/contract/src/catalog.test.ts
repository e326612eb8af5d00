import { describe, expect, test } from 'vitest';
import { savingPercent } from './catalog.ts';

describe('savingPercent', () => {
  test('is the whole-percent saving against the original price', () => {
    expect(savingPercent(620, 1000)).toBe(38);
    expect(savingPercent(333.33, 1000)).toBe(67);
  });

  test('is 0 when the phone is not cheaper than new, or the original price is unknown', () => {
    expect(savingPercent(1000, 1000)).toBe(0);
    expect(savingPercent(1200, 1000)).toBe(0);
    expect(savingPercent(500, 0)).toBe(0);
  });
});
