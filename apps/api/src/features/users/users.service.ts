import type { CreateUserBody } from '@resale-zone/contract/users';
import type { User } from '@resale-zone/contract/users';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthenticatedUser } from '../auth/auth.types.ts';
import type { UsersRepo } from './users.repo.ts';

export interface UsersServiceDeps {
  repo: UsersRepo;
  /** Ends a user's sessions (auth service), used when their role changes. */
  endSessionsOfUser: (userId: string) => Promise<number>;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createUsersService({ repo, endSessionsOfUser }: UsersServiceDeps) {
  /** Role questions are answered about oneself; admins may ask about anyone. */
  function mayAskAbout(actor: AuthenticatedUser, email: string) {
    if (actor.accountType !== 'admin' && !sameEmail(actor.email, email)) {
      throw forbidden('You can only ask about your own account.');
    }
  }

  return {
    async isSeller(actor: AuthenticatedUser, email: string): Promise<boolean> {
      mayAskAbout(actor, email);
      return (await repo.accountTypeOf(email)) === 'seller';
    },

    async isAdmin(actor: AuthenticatedUser, email: string): Promise<boolean> {
      mayAskAbout(actor, email);
      return (await repo.accountTypeOf(email)) === 'admin';
    },

    /**
     * `POST /user`: the caller's own record, stored at sign-up. A repeat answers the existing
     * record; the only thing it may add is an image where none is stored. Name, email and
     * account type in the body never change the record (no mass assignment).
     */
    async storeOwnRecord(actor: AuthenticatedUser, body: CreateUserBody): Promise<User> {
      if (!sameEmail(actor.email, body.email)) {
        throw forbidden('You can only store your own user record.');
      }
      const user = body.image
        ? await repo.setImageIfMissing(actor.id, body.image)
        : await repo.findById(actor.id);
      if (!user) throw notFound('Your account no longer exists.');
      return user;
    },

    /** ADMIN_EMAILS at start: those accounts become admins and sign in again with the new role. */
    async applyAdminEmails(emails: readonly string[]): Promise<number> {
      const promoted = await repo.promoteToAdmin([...emails]);
      for (const id of promoted) await endSessionsOfUser(id);
      return promoted.length;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
