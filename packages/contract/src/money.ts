import { z } from 'zod';

/**
 * Money travels as dollars on the wire (the spec's `price`, `resalePrice` …) and lives as integer
 * cents everywhere else. These helpers are the only place the two meet.
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

/** A positive dollar amount with at most two decimals. */
export function dollars(requiredMessage: string) {
  return z.coerce
    .number({ error: requiredMessage })
    .refine((n) => Number.isFinite(n), { message: requiredMessage })
    .refine((n) => n > 0, { message: 'Must be more than 0' })
    .refine((n) => n <= MAX_PRICE_DOLLARS, { message: `Must be at most ${MAX_PRICE_DOLLARS}` })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'Use at most two decimals',
    });
}

/** Dollars as the API gives them → `$1,234.50`. */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}
