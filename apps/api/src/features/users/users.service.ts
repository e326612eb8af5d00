import type { CreateUserBody } from '@resale-zone/contract/users';
import type { User } from '@resale-zone/contract/users';
import { sameEmail, type Actor } from '../../domain/actor.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { UsersRepo } from './users.repo.ts';
import { ACCOUNT_MOVES, assertMove } from '../../domain/transitions.ts';

export interface UsersServiceDeps {
  repo: UsersRepo;
  /** Ends a user's sessions (auth service), used when their role changes. */
  endSessionsOfUser: (userId: string) => Promise<number>;
}

export function createUsersService({ repo, endSessionsOfUser }: UsersServiceDeps) {
  /** Role questions are answered about oneself; admins may ask about anyone. */
  function mayAskAbout(actor: Actor, email: string) {
    if (actor.accountType !== 'admin' && !sameEmail(actor.email, email)) {
      throw forbidden('You can only ask about your own account.');
    }
  }

  return {
    async isSeller(actor: Actor, email: string): Promise<boolean> {
      mayAskAbout(actor, email);
      return (await repo.accountTypeOf(email)) === 'seller';
    },

    async isAdmin(actor: Actor, email: string): Promise<boolean> {
      mayAskAbout(actor, email);
      return (await repo.accountTypeOf(email)) === 'admin';
    },

    /**
     * `POST /user`: the caller's own record, stored at sign-up. A repeat answers the existing
     * record; the only thing it may add is an image where none is stored. Name, email and
     * account type in the body never change the record (no mass assignment).
     */
    async storeOwnRecord(actor: Actor, body: CreateUserBody): Promise<User> {
      if (!sameEmail(actor.email, body.email)) {
        throw forbidden('You can only store your own user record.');
      }
      const user = body.image
        ? await repo.setImageIfMissing(actor.id, body.image)
        : await repo.findById(actor.id);
      if (!user) throw notFound('Your account no longer exists.');
      return user;
    },

    /**
     * "Start selling": a buyer's account becomes a seller's and keeps its bookings, payments and
     * wishlist. A repeat (or a race with another tab) finds it a seller already: a 409 saying so.
     */
    async startSelling(actor: Actor): Promise<{ accountType: 'seller' }> {
      const current = await repo.accountTypeOf(actor.email);
      if (!current) throw notFound('Your account no longer exists.');
      assertMove(ACCOUNT_MOVES, current, 'start-selling');
      if (!(await repo.changeAccountType(actor.id, 'buyer', 'seller'))) {
        assertMove(ACCOUNT_MOVES, 'seller', 'start-selling');
      }
      return { accountType: 'seller' };
    },

    /**
     * ADMIN_EMAILS at start: those accounts whose email is verified become admins and sign in
     * again with the new role (an unverified one becomes admin when it verifies).
     */
    async applyAdminEmails(emails: readonly string[]): Promise<number> {
      const promoted = await repo.promoteToAdmin([...emails]);
      for (const id of promoted) await endSessionsOfUser(id);
      return promoted.length;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
