/**
 * The dashboard chart's axis and tooltip: whole dollars and days without their year. Beside
 * format.ts rather than in it, so that the first page's download (which has format.ts) does not
 * carry them; the chart is loaded on its own.
 */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `123450` cents → `$1,235`: whole dollars, where cents would be noise (a chart's axis). */
export const formatWholeDollars = (cents: number) => wholeDollars.format(cents / 100);

const dayMonth = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03-04` → `Mar 4`: a calendar date without its year, read in UTC as formatCalendarDate reads one. */
export function formatDayMonth(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayMonth.format(date);
}
