/**
 * Every number, money and date the web app shows is written here (and, for the dashboard's chart,
 * in format-chart.ts), in US English as the spec's pages are. Formatters are built once per module
 * (building one is the slow part).
 */

// Money is formatted where dollars and cents meet (the contract, shared with the server).
export { formatCents, formatDollars } from '@resale-zone/contract/money';

const countFormat = new Intl.NumberFormat('en-US');

/** `2345` → `2,345`. */
export const formatCount = (n: number) => countFormat.format(n);

const roughFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * An estimated count to two significant figures, as a person would say it: `72431` → `72,000`,
 * `1001` → `1,000`, `158940` → `160,000` (decision 061).
 */
export const formatRoughCount = (n: number) => roughFormat.format(n);

const calendarDate = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * `2026-03-04` → `Mar 4, 2026`. A calendar date has no time zone, so it is read and written in UTC
 * (otherwise a visitor west of Greenwich would see the day before). Anything else is shown as is.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate.format(date);
}

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An instant → `June 2025` (UTC); null when it cannot be read. */
export function formatMonthYear(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : monthYear.format(date);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * `{ date: 'Mar 4, 2026', time: '3:07 PM' }` in the viewer's time zone; an unreadable value is
 * shown as it came.
 */
export function formatWhen(iso: string): { date: string; time: string } {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return { date: iso, time: '' };
  return { date: dateFormat.format(when), time: timeFormat.format(when) };
}
