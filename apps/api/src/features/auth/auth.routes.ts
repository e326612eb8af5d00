import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProvidersAnswer, SessionAnswer, SignInBody, SignUpBody } from '@resale-zone/contract/auth';
import { EmailQuery } from '@resale-zone/contract/common';
import { JwtAnswer } from '@resale-zone/contract/users';
import { forbidden } from '../../lib/http-error.ts';
import { accountEmailRoutes } from './account-email.routes.ts';
import type { AccountEmailService } from './account-email.service.ts';
import type { AuthService, ClientInfo, StartedSession } from './auth.service.ts';
import type { GoogleSignIn } from './google.ts';
import { knownAccountsOf, rememberAccount, type KnownDeviceCookie } from './known-device.ts';

export interface SessionCookieSettings extends KnownDeviceCookie {
  name: string;
  secure: boolean;
}

/** The public origin: PUBLIC_URL when configured, else the one the request came to. */
export function originOf(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.host}`;
}

export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

export function setSessionCookie(
  reply: FastifyReply,
  cookie: SessionCookieSettings,
  session: StartedSession,
) {
  reply.setCookie(cookie.name, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    expires: session.expiresAt,
  });
  rememberAccount(reply.request, reply, cookie, session.user.uid);
}

export interface AuthRoutesDeps {
  auth: AuthService;
  accountEmail: AccountEmailService;
  google: GoogleSignIn;
  cookie: SessionCookieSettings;
  publicUrl: string | undefined;
}

/**
 * Sign-up, sign-in, sign-out, the session and `GET /jwt`. These are the only endpoints the
 * session cookie authorises; every other call needs the bearer token (a cross-site page cannot
 * make the browser send that, which is the CSRF defence).
 */
export function authRoutes({
  auth,
  accountEmail,
  google,
  cookie,
  publicUrl,
}: AuthRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // A cookie-authorised change must come from our own pages (a second CSRF defence beside
    // SameSite=Lax and JSON-only bodies).
    const sameOrigin = async (req: FastifyRequest) => {
      const origin = req.headers.origin;
      if (origin && origin !== originOf(req, publicUrl)) {
        throw forbidden('This request must come from the Resale Zone site.');
      }
    };

    // Sessions and accounts are in no public answer: these writes keep the public cache.

    app.post(
      '/auth/sign-up',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { body: SignUpBody, response: { 201: SessionAnswer } },
      },
      async (req, reply) => {
        const session = await auth.signUp(req.body, clientOf(req));
        setSessionCookie(reply, cookie, session);
        return reply.code(201).send({ user: session.user });
      },
    );

    app.post(
      '/auth/sign-in',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { body: SignInBody, response: { 200: SessionAnswer } },
      },
      async (req, reply) => {
        const session = await auth.signIn(req.body, clientOf(req));
        setSessionCookie(reply, cookie, session);
        return { user: session.user };
      },
    );

    app.post(
      '/auth/sign-out',
      {
        config: { publicCache: 'keeps' },
        preHandler: sameOrigin,
        schema: { response: { 200: SessionAnswer } },
      },
      async (req, reply) => {
        await auth.signOut(req.cookies[cookie.name]);
        reply.clearCookie(cookie.name, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: cookie.secure,
        });
        return { user: null };
      },
    );

    app.get('/auth/session', { schema: { response: { 200: SessionAnswer } } }, async (req) => ({
      user: await auth.currentUser(req.cookies[cookie.name]),
    }));

    app.get('/auth/providers', { schema: { response: { 200: ProvidersAnswer } } }, () => ({
      google: { enabled: google.configured, ...(google.reason ? { reason: google.reason } : {}) },
    }));

    await app.register(
      accountEmailRoutes({
        accountEmail,
        sameOrigin,
        sessionUserId: (req) => auth.sessionUserId(req.cookies[cookie.name]),
        // Signed in now (bearer or cookie), or before on this browser.
        clientAccounts: async (req) => {
          const signedIn = await auth.sessionUserId(req.cookies[cookie.name]);
          return [
            ...(req.user ? [req.user.id] : []),
            ...(signedIn ? [signedIn] : []),
            ...knownAccountsOf(req, cookie),
          ];
        },
      }),
    );

    // The spec's token call: the session proves who is asking; the email must be their own.
    app.get(
      '/jwt',
      { schema: { querystring: EmailQuery, response: { 200: JwtAnswer } } },
      async (req) => ({
        accessToken: await auth.issueAccessToken(req.cookies[cookie.name], req.query.email),
      }),
    );
  };
}
