import { z } from 'zod';
import { MAX_PRICE_DOLLARS } from './money.ts';

/** The rules every dollar amount keeps: finite, above 0 in cents, at most the maximum, 2 decimals. */
function amountRules<T extends z.ZodType<number, unknown>>(schema: T, notANumber: string): T {
  return (
    schema
      .refine((n) => Number.isFinite(n), { message: notANumber })
      // More than 0 once in cents: 1e-300 is positive but would be stored as 0 cents.
      .refine((n) => Math.round(n * 100) > 0, { message: 'Must be more than 0' })
      .refine((n) => n <= MAX_PRICE_DOLLARS, { message: `Must be at most ${MAX_PRICE_DOLLARS}` })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: 'Use at most two decimals',
      })
  );
}

/** A positive dollar amount with at most two decimals (requests and answers alike). */
export function dollars(requiredMessage: string) {
  return amountRules(z.coerce.number({ error: requiredMessage }), requiredMessage);
}

const NOT_AN_AMOUNT = 'Enter an amount in dollars, e.g. 350';

/**
 * A dollar amount as a person types it, for requests only (its transform cannot write an answer):
 * nothing typed says `requiredMessage`, something that is not a number says so.
 */
export function typedDollars(requiredMessage: string) {
  return amountRules(
    z.preprocess(
      (v) => {
        if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
          return undefined;
        }
        return typeof v === 'string' ? Number(v.trim()) : v;
      },
      z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : NOT_AN_AMOUNT) }),
    ),
    NOT_AN_AMOUNT,
  );
}
