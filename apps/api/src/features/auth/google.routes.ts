import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GoogleCallbackQuery, type GooglePopupResult } from '@resale-zone/contract/auth';
import { AuthFlowError, type AuthService } from './auth.service.ts';
import { clientOf, originOf, setSessionCookie, type SessionCookieSettings } from './auth.routes.ts';
import { NOT_CONFIGURED_LOG, type GoogleSignIn, type PendingSignIn } from './google.ts';
import { POPUP_PAGE_CSP, popupPage } from './popup-page.ts';

/** Holds state, nonce and PKCE verifier between the popup's start and its return (10 minutes). */
const PENDING_COOKIE = 'rz_google';
const PENDING_PATH = '/api/auth/google';
const PENDING_MAX_AGE_SECONDS = 600;

export interface GoogleRoutesDeps {
  auth: AuthService;
  google: GoogleSignIn;
  cookie: SessionCookieSettings;
  publicUrl: string | undefined;
}

function sendPopupPage(reply: FastifyReply, result: GooglePopupResult) {
  return (
    reply
      .header('content-security-policy', POPUP_PAGE_CSP)
      // The popup travelled through the provider's origin; this page must not isolate itself.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(popupPage(result))
  );
}

const failure = (code: string, message: string): GooglePopupResult => ({
  type: 'google-sign-in',
  ok: false,
  code,
  message,
});

/** The Google popup: `/auth/google/start` sends it to the provider, `/callback` ends it. */
export function googleRoutes({
  auth,
  google,
  cookie,
  publicUrl,
}: GoogleRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/auth/google/start', async (req, reply) => {
      if (!google.configured) {
        req.log.info(NOT_CONFIGURED_LOG);
        return sendPopupPage(reply, failure('auth/operation-not-allowed', google.reason!));
      }
      const redirectUri = `${originOf(req, publicUrl)}${PENDING_PATH}/callback`;
      let begun: Awaited<ReturnType<GoogleSignIn['begin']>>;
      try {
        begun = await google.begin(redirectUri);
      } catch (err) {
        req.log.warn({ err }, 'Google sign-in: provider discovery failed');
        return sendPopupPage(
          reply,
          failure('auth/network-request-failed', 'Google could not be reached. Try again later.'),
        );
      }
      reply.setCookie(PENDING_COOKIE, JSON.stringify(begun.pending), {
        path: PENDING_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: cookie.secure,
        maxAge: PENDING_MAX_AGE_SECONDS,
        signed: true,
      });
      return reply.header('cache-control', 'no-store').redirect(begun.url.href, 302);
    });

    app.get(
      '/auth/google/callback',
      { schema: { querystring: GoogleCallbackQuery } },
      async (req, reply) => {
        const raw = req.cookies[PENDING_COOKIE];
        reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
        const unsigned = raw ? req.unsignCookie(raw) : null;
        const pending = unsigned?.valid && unsigned.value ? parsePending(unsigned.value) : null;
        if (!pending) {
          return sendPopupPage(
            reply,
            failure('auth/cancelled-popup-request', 'This sign-in window expired. Start again.'),
          );
        }
        const query = new URLSearchParams(req.url.split('?')[1] ?? '');
        if (query.get('error') === 'access_denied') {
          return sendPopupPage(
            reply,
            failure('auth/user-cancelled', 'Sign-in with Google was cancelled.'),
          );
        }
        try {
          const profile = await google.finish(query, pending);
          const session = await auth.signInWithProvider(profile, clientOf(req));
          setSessionCookie(reply, cookie, session);
          return sendPopupPage(reply, { type: 'google-sign-in', ok: true });
        } catch (err) {
          if (err instanceof AuthFlowError)
            return sendPopupPage(reply, failure(err.code, err.message));
          req.log.warn({ err }, 'Google sign-in failed');
          return sendPopupPage(
            reply,
            failure('auth/internal-error', 'Google sign-in could not be completed. Try again.'),
          );
        }
      },
    );
  };
}

function parsePending(value: string): PendingSignIn | null {
  try {
    const p = JSON.parse(value) as Partial<PendingSignIn>;
    return typeof p.state === 'string' &&
      typeof p.nonce === 'string' &&
      typeof p.codeVerifier === 'string' &&
      typeof p.redirectUri === 'string'
      ? (p as PendingSignIn)
      : null;
  } catch {
    return null;
  }
}
