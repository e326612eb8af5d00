import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountExport,
  ChangeEmailAnswer,
  ChangeEmailBody,
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeBody,
  DeleteAccountAnswer,
  DeleteAccountBody,
} from '@resale-zone/contract/account';
import { unauthorized } from '../../lib/http-error.ts';
import { requireUser, signedInUser } from '../../lib/auth-guards.ts';
import type { AccountService } from './account.service.ts';
import type { ChangeEmailService } from './change-email.service.ts';

export interface AccountRoutesDeps {
  account: AccountService;
  changeEmail: ChangeEmailService;
  /** Refuses a cookie-authorised request from another site. */
  sameOrigin: (req: FastifyRequest) => Promise<void>;
  /** The account this browser's session cookie is signed in to, if any. */
  sessionUserId: (req: FastifyRequest) => Promise<string | null>;
  /** The session cookie's name (cleared when the account is deleted). */
  cookieName: string;
}

export function accountRoutes({
  account,
  changeEmail,
  sameOrigin,
  sessionUserId,
  cookieName,
}: AccountRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The address is in no public answer until the link is followed.
    app.post(
      '/users/me/email',
      {
        config: { publicCache: 'keeps' },
        onRequest: requireUser,
        schema: { body: ChangeEmailBody, response: { 202: ChangeEmailAnswer } },
      },
      async (req, reply) => {
        const answer = await changeEmail.request(signedInUser(req), req.body);
        return reply.code(202).send(answer);
      },
    );

    // A seller's email is on their listings' answers: every answer goes.
    app.post(
      '/auth/change-email',
      {
        config: { publicCache: 'flushes' },
        preHandler: sameOrigin,
        schema: { body: ConfirmEmailChangeBody, response: { 200: ConfirmEmailChangeAnswer } },
      },
      async (req) => changeEmail.confirm(req.body.token, await sessionUserId(req)),
    );

    // A plain link downloads the file: the session cookie authorises this read (a bearer token
    // too). Another site can only make the browser save the member's own file for the member.
    app.get(
      '/users/me/export',
      { schema: { response: { 200: AccountExport } } },
      async (req, reply) => {
        const userId = req.user?.id ?? (await sessionUserId(req));
        if (!userId) throw unauthorized('Sign in to download your data.');
        const data = await account.exportData(userId);
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="resale-zone-my-data-${day}.json"`)
          .send(data);
      },
    );

    // Listings go and names change on public answers: every answer goes.
    app.delete(
      '/users/me',
      {
        config: { publicCache: 'flushes' },
        onRequest: requireUser,
        schema: { body: DeleteAccountBody, response: { 200: DeleteAccountAnswer } },
      },
      async (req, reply) => {
        await account.deleteAccount(signedInUser(req), req.body.password);
        reply.clearCookie(cookieName, { path: '/' });
        return { deleted: true as const };
      },
    );
  };
}
