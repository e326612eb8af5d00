import type { AccountType } from '@resale-zone/contract/users';
import type { TokenProblem } from './access-tokens.ts';

/** The caller of an API request, loaded from the database on every request (role included). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  accountType: AccountType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by installAuth from a valid bearer token; null for anonymous callers. */
    user: AuthenticatedUser | null;
    /** Why a bearer token that was sent was refused (for a precise 401 message). */
    tokenProblem: TokenProblem | null;
  }
}
