import { imageIdOf } from '@resale-zone/contract/images';
import type {
  CreateUserBody,
  OwnProfile,
  UpdateProfileBody,
  User,
} from '@resale-zone/contract/users';
import { sameEmail, type Actor } from '../../domain/actor.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { PhotoOwnership } from '../../shared/images/image-uploads.ts';
import type { UsersRepo } from './users.repo.ts';
import { ACCOUNT_MOVES, assertMove } from '../../domain/transitions.ts';

export interface UsersServiceDeps {
  repo: UsersRepo;
  /** Ends a user's sessions (auth service), used when their role changes. */
  endSessionsOfUser: (userId: string) => Promise<number>;
  /** Whose uploads images are: a new profile photo must be the member's own. */
  photos: PhotoOwnership;
  /** Checks a profile's area against the list (features/areas); without it none is accepted. */
  areas?: { assertOffered(id: string, field: string): Promise<unknown> };
}

export function createUsersService({ repo, endSessionsOfUser, photos, areas }: UsersServiceDeps) {
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

    async ownProfile(actor: Actor): Promise<OwnProfile> {
      const profile = await repo.ownProfile(actor.id);
      if (!profile) throw notFound('Your account no longer exists.');
      return profile;
    },

    /**
     * `PUT /users/me/profile`: only one's own (the account comes from the token, never the body).
     * A new photo must be an image this member uploaded to the image service (the one they have
     * may stay); a phone number is a seller's, given to their buyers once a payment is held.
     */
    async updateProfile(actor: Actor, body: UpdateProfileBody): Promise<OwnProfile> {
      const current = await repo.ownProfile(actor.id);
      if (!current) throw notFound('Your account no longer exists.');
      if (body.phone !== null && current.accountType !== 'seller') {
        throw badRequest('phone: only sellers give a phone number', 'phone');
      }
      if (body.image !== null && body.image !== current.image) {
        if (imageIdOf(body.image) === null) {
          throw badRequest('image: the photo must be one you uploaded', 'image');
        }
        await photos.assertOwn(actor.id, [{ url: body.image, field: 'image', label: 'the photo' }]);
      }
      // A new area must be one offered now; the one they have may stay after it was retired.
      if (body.areaId && body.areaId !== current.areaId) {
        if (!areas) throw badRequest('areaId: choose one of the areas offered', 'areaId');
        await areas.assertOffered(body.areaId, 'areaId');
      }
      const stored = await repo.updateProfile(actor.id, body);
      if (!stored) throw notFound('Your account no longer exists.');
      return stored;
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
