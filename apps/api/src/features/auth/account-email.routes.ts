import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordAnswer,
  ChangePasswordBody,
  ForgotPasswordBody,
  MailQueuedAnswer,
  ResetPasswordAnswer,
  ResetPasswordBody,
  ResetPasswordCheckAnswer,
  ResetPasswordCheckBody,
  VerifyEmailAnswer,
  VerifyEmailBody,
} from '@resale-zone/contract/account-email';
import { unauthorized } from '../../lib/http-error.ts';
import type { AccountEmailService } from './account-email.service.ts';
import { requireUser, signedInUser } from '../../lib/auth-guards.ts';

export interface AccountEmailRoutesDeps {
  accountEmail: AccountEmailService;
  /** Refuses a request from another site (the auth endpoints' CSRF check). */
  sameOrigin: (req: FastifyRequest) => Promise<void>;
  /** The account this browser's session cookie is signed in to, if any. */
  sessionUserId: (req: FastifyRequest) => Promise<string | null>;
  /** The accounts the client is signed in to, or signed in to before on this browser. */
  clientAccounts: (req: FastifyRequest) => Promise<string[]>;
}

/**
 * Verification and password recovery. The links' endpoints need no sign-in (a link may be opened
 * on another device); resend and change-password need the bearer token like every other change.
 */
export function accountEmailRoutes({
  accountEmail,
  sameOrigin,
  sessionUserId,
  clientAccounts,
}: AccountEmailRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Email tokens and passwords are in no public answer: these writes keep the public cache.
    app.post(
      '/auth/verify-email',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { body: VerifyEmailBody, response: { 200: VerifyEmailAnswer } },
      },
      async (req) => accountEmail.verifyEmail(req.body.token, await sessionUserId(req)),
    );

    app.post(
      '/auth/verify-email/resend',
      {
        config: { publicCache: 'keeps' },
        onRequest: requireUser,
        schema: { response: { 202: MailQueuedAnswer } },
      },
      async (req, reply) => {
        await accountEmail.resendVerification(signedInUser(req));
        return reply.code(202).send({ sent: true });
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { body: ForgotPasswordBody, response: { 202: MailQueuedAnswer } },
      },
      async (req, reply) => {
        await accountEmail.requestPasswordReset(req.body.email, {
          ip: req.ip,
          accounts: await clientAccounts(req),
        });
        return reply.code(202).send({ sent: true });
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { body: ResetPasswordBody, response: { 200: ResetPasswordAnswer } },
      },
      async (req) => accountEmail.resetPassword(req.body),
    );

    // The reset page asks on load, so a dead link says so before a new password is typed.
    app.post(
      '/auth/reset-password/check',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { body: ResetPasswordCheckBody, response: { 200: ResetPasswordCheckAnswer } },
      },
      async (req) => accountEmail.checkResetToken(req.body.token),
    );

    app.post(
      '/auth/change-password',
      {
        config: { publicCache: 'keeps' },
        onRequest: requireUser,
        schema: { body: ChangePasswordBody, response: { 200: ChangePasswordAnswer } },
      },
      async (req) => {
        const user = signedInUser(req);
        if (!req.sessionId) throw unauthorized();
        await accountEmail.changePassword(user, req.sessionId, req.body);
        return { changed: true as const };
      },
    );
  };
}
