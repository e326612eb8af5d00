import type { AccountType } from '@resale-zone/contract/users';

/** Why a bearer token that was sent was refused. */
export type TokenProblem = 'expired' | 'invalid';

/** The caller of an API request, loaded from the database on every request (role included). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  accountType: AccountType;
  /** The account proved it owns `email` (a mailed link, or a provider vouching for it). */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by installAuth from a valid bearer token; null for anonymous callers. */
    user: AuthenticatedUser | null;
    /** The session behind that token (change-password keeps it, ends the others). */
    sessionId: string | null;
    /** Why a bearer token that was sent was refused (for a precise 401 message). */
    tokenProblem: TokenProblem | null;
  }
}
