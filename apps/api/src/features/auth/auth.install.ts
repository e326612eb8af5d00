import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { createAccessTokens, loadAuthSecret } from './access-tokens.ts';
import { createAuthRepo } from './auth.repo.ts';
import type { SessionCookieSettings } from './auth.routes.ts';
import {
  createAuthService,
  type AuthHooks,
  type AuthLimiters,
  type AuthService,
} from './auth.service.ts';
import './auth.types.ts';
import { createGoogleSignIn, type GoogleSignIn } from './google.ts';

export interface InstallAuthDeps {
  env: Env;
  database: Database;
  hooks?: AuthHooks;
}

export interface InstalledAuth {
  auth: AuthService;
  google: GoogleSignIn;
  cookie: SessionCookieSettings;
  publicUrl: string | undefined;
}

/** The numbers of security.md §6. */
export function authLimiters(db: Database['db'], enabled: boolean): AuthLimiters {
  return {
    signUpPerIp: createRateLimiter(
      db,
      {
        name: 'signup-ip',
        points: 5,
        durationSeconds: 30 * 60,
        message: 'Too many sign-ups from your network. Try again in 30 minutes.',
      },
      { enabled },
    ),
    signInFailuresPerAccountIp: createRateLimiter(
      db,
      {
        name: 'signin-fail-account-ip',
        points: 10,
        durationSeconds: 15 * 60,
        blockSeconds: 15 * 60,
        message: 'Too many failed sign-ins. Try again in 15 minutes.',
      },
      { enabled },
    ),
    signInFailuresPerIp: createRateLimiter(
      db,
      {
        name: 'signin-fail-ip',
        points: 100,
        durationSeconds: 24 * 60 * 60,
        message: 'Too many failed sign-ins from your network. Try again tomorrow.',
      },
      { enabled },
    ),
  };
}

/**
 * Identity for every route of the API scope it is called on (directly, not through register, so
 * that its hook and decorations reach routes registered beside it): parses cookies and sets
 * `req.user` from a valid `Authorization: Bearer` token, loading the user and their role from the
 * database on every request. Routes then guard with requireUser / requireRole (auth.guards.ts).
 */
export async function installAuth(
  api: FastifyInstance,
  { env, database, hooks }: InstallAuthDeps,
): Promise<InstalledAuth> {
  const secret = await loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  // A key of its own for signing cookies, derived so that it never equals the token key.
  const cookieSecret = crypto.createHmac('sha256', secret).update('cookie-signing').digest();
  await api.register(fastifyCookie, { secret: cookieSecret });

  const auth = createAuthService({
    repo: createAuthRepo(database.db),
    tokens: createAccessTokens(secret),
    limiters: authLimiters(database.db, env.RATE_LIMIT === 'on'),
    adminEmails: env.ADMIN_EMAILS,
    hooks,
  });

  api.decorateRequest('user', null);
  api.decorateRequest('tokenProblem', null);
  api.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+([\w.-]{1,4096})$/i.exec(header.trim());
    if (!match) {
      req.tokenProblem = 'invalid';
      return;
    }
    const result = await auth.authenticate(match[1]!);
    if ('user' in result) req.user = result.user;
    else req.tokenProblem = result.problem;
  });

  // Expired sessions are useless rows; sweep them now and then while the app runs.
  const sweep = setInterval(
    () => {
      auth.pruneExpiredSessions().catch((err: unknown) => api.log.warn({ err }, 'session sweep'));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  api.addHook('onClose', async () => clearInterval(sweep));

  return {
    auth,
    google: createGoogleSignIn({
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER,
    }),
    cookie: {
      // The __Host- prefix pins the cookie to this exact origin; browsers only accept it over https.
      name: env.NODE_ENV === 'production' ? '__Host-rz_session' : 'rz_session',
      secure: env.NODE_ENV === 'production',
    },
    publicUrl: env.PUBLIC_URL,
  };
}
