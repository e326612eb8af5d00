import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountType } from '@resale-zone/contract/users';
import { forbidden, unauthorized } from './http-error.ts';
import type { AuthenticatedUser } from './authenticated-user.ts';

export type { AuthenticatedUser } from './authenticated-user.ts';

const SIGN_IN_MESSAGES = {
  none: 'Sign in to continue.',
  expired: 'Your sign-in has expired. Sign in again.',
  invalid: 'Your sign-in is no longer valid. Sign in again.',
} as const;

/** The caller, or a 401 naming why there is none. */
export function signedInUser(req: FastifyRequest): AuthenticatedUser {
  if (!req.user) throw unauthorized(SIGN_IN_MESSAGES[req.tokenProblem ?? 'none']);
  return req.user;
}

/**
 * Route guard: a valid bearer token is required (401 otherwise). Works as `onRequest` (refuses
 * before the body is even read; preferred) or `preHandler`.
 * `app.post('/booking', { onRequest: requireUser, schema }, handler)`
 */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  signedInUser(req);
}

/**
 * Route guard: a valid bearer token of one of these roles (401 without one, 403 for another role).
 * The role is read from the database on every request, so a role change applies at once.
 * `app.post('/addproduct', { onRequest: requireRole('seller'), schema }, handler)`
 */
export function requireRole(...roles: [AccountType, ...AccountType[]]) {
  return async function roleGuard(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = signedInUser(req);
    if (!roles.includes(user.accountType)) {
      throw forbidden(`This is only for ${describe(roles)} accounts.`);
    }
  };
}

function describe(roles: AccountType[]): string {
  return roles.length === 1 ? roles[0]! : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
}
