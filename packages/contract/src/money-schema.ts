import { z } from 'zod';
import { MAX_PRICE_DOLLARS } from './money.ts';

/**
 * A positive dollar amount with at most two decimals, from a number or a typed string. Nothing
 * typed says `requiredMessage`; something that is not a number says so.
 */
export function dollars(requiredMessage: string) {
  return (
    z
      .preprocess(
        (v) => {
          if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
            return undefined;
          }
          return typeof v === 'string' ? Number(v.trim()) : v;
        },
        z.number({
          error: (issue) =>
            issue.input === undefined ? requiredMessage : 'Enter an amount in dollars, e.g. 350',
        }),
      )
      .refine((n) => Number.isFinite(n), { message: 'Enter an amount in dollars, e.g. 350' })
      // More than 0 once in cents: 1e-300 is positive but would be stored as 0 cents.
      .refine((n) => Math.round(n * 100) > 0, { message: 'Must be more than 0' })
      .refine((n) => n <= MAX_PRICE_DOLLARS, { message: `Must be at most ${MAX_PRICE_DOLLARS}` })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: 'Use at most two decimals',
      })
  );
}
