import { expect } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import type { TestContext } from './test-app.ts';

/** Asks for a password reset mail for `email`, from the address `ip`. */
export const forgotPassword = (t: TestContext, email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: ip,
    payload: { email },
  });

/** The answer is a 429 that says when to try again. */
export function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(ErrorAnswer.parse(res.json()).message).toMatch(/Try again/);
}
