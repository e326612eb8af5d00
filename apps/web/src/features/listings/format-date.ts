const dateFormat = new Intl.DateTimeFormat('en-US', {
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
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
