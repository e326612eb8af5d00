import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParams } from '@resale-zone/contract/common';
import {
  CreateUserBody,
  IsAdminAnswer,
  IsSellerAnswer,
  OwnProfile,
  StartSellingAnswer,
  UpdateProfileBody,
  User,
} from '@resale-zone/contract/users';
import { requireUser, signedInUser } from '../../lib/auth-guards.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/seller/:email',
      {
        onRequest: requireUser,
        schema: { params: EmailParams, response: { 200: IsSellerAnswer } },
      },
      async (req) => ({ isSeller: await users.isSeller(signedInUser(req), req.params.email) }),
    );

    app.get(
      '/users/admin/:email',
      {
        onRequest: requireUser,
        schema: { params: EmailParams, response: { 200: IsAdminAnswer } },
      },
      async (req) => ({ isAdmin: await users.isAdmin(signedInUser(req), req.params.email) }),
    );

    // A role is in no public answer.
    app.post(
      '/users/me/start-selling',
      {
        config: { publicCache: 'keeps' },
        onRequest: requireUser,
        schema: { response: { 200: StartSellingAnswer } },
      },
      (req) => users.startSelling(signedInUser(req)),
    );

    app.get(
      '/users/me/profile',
      { onRequest: requireUser, schema: { response: { 200: OwnProfile } } },
      (req) => users.ownProfile(signedInUser(req)),
    );

    // The name is on listing cards (public lists, search, listing pages): every answer goes.
    app.put(
      '/users/me/profile',
      {
        config: { publicCache: 'flushes' },
        onRequest: requireUser,
        schema: { body: UpdateProfileBody, response: { 200: OwnProfile } },
      },
      (req) => users.updateProfile(signedInUser(req), req.body),
    );

    // An account's own record (its image) is in no public answer.

    app.post(
      '/user',
      {
        config: { publicCache: 'keeps' },
        onRequest: requireUser,
        schema: { body: CreateUserBody, response: { 200: User } },
      },
      (req) => users.storeOwnRecord(signedInUser(req), req.body),
    );
  };
}
