/**
 * Money travels as dollars on the wire (the spec's `price`, `resalePrice` …) and lives as integer
 * cents everywhere else. These helpers are the only place the two meet. No zod here: pages show
 * prices on their first paint (bundle budget, docs/performance.md); the schema of a dollar amount
 * is in money-schema.ts.
 */
export const MAX_PRICE_DOLLARS = 1_000_000;

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `123450` → `$1,234.50` */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Dollars as the API gives them → `$1,234.50`. */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}
