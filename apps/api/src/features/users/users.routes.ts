import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailParams } from '@resale-zone/contract/common';
import {
  CreateUserBody,
  IsAdminAnswer,
  IsSellerAnswer,
  StartSellingAnswer,
  User,
} from '@resale-zone/contract/users';
import { requireUser, signedInUser } from '../auth/auth.guards.ts';
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
