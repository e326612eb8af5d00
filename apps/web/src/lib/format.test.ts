import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCount,
  formatRoughCount,
  formatDollars,
  formatMonthYear,
  formatWhen,
} from './format.ts';
import { formatDayMonth, formatWholeDollars } from './format-chart.ts';

describe('format', () => {
  it('writes counts and prices as a US reader expects', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    // An estimate, to two significant figures.
    expect(formatRoughCount(72_431)).toBe('72,000');
    expect(formatRoughCount(1_001)).toBe('1,000');
    expect(formatRoughCount(158_940)).toBe('160,000');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatWholeDollars(123450)).toBe('$1,235');
  });

  it('shows a calendar date as the same day everywhere, and odd input as it came', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate('2026-03-04T23:30:00.000Z')).toBe('Mar 4, 2026');
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatDayMonth('2026-03-04')).toBe('Mar 4');
    expect(formatDayMonth('soon')).toBe('soon');
  });

  it('gives the month of an instant, or null when it cannot be read', () => {
    expect(formatMonthYear('2025-06-15T10:00:00.000Z')).toBe('June 2025');
    expect(formatMonthYear('never')).toBeNull();
  });

  it('splits an instant into a date and a time, and keeps odd input whole', () => {
    const { date, time } = formatWhen('2026-03-04T15:07:00.000Z');
    expect(date).toMatch(/2026/);
    expect(time).toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
    expect(formatWhen('later')).toEqual({ date: 'later', time: '' });
  });
});
