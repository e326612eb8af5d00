import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { publicUrl, type Env } from '../../env.ts';
import { VERIFY_EMAIL_RESENDS_PER_HOUR } from '@resale-zone/contract/account-email';
import { createRateLimiter, type RateLimitRule } from '../../shared/rate-limit.ts';
import {
  createAccountEmailService,
  PASSWORD_RESET_JOB,
  type AccountEmailLimiters,
  type AccountEmailService,
} from './account-email.service.ts';
import { pruneEmailTokens } from './email-tokens.repo.ts';
import { createAccessTokens, loadAuthSecret } from './access-tokens.ts';
import { createAuthRepo } from './auth.repo.ts';
import type { SessionCookieSettings } from './auth.routes.ts';
import {
  createAuthService,
  type AuthHooks,
  type AuthLimiters,
  type AuthService,
} from './auth.service.ts';
import '../../lib/authenticated-user.ts';
import { createGoogleSignIn, type GoogleSignIn } from './google.ts';
import { createPasswordHasher, type PasswordHasher } from './passwords.ts';

export interface InstallAuthDeps {
  env: Env;
  database: Database;
  hooks?: AuthHooks;
}

export interface InstalledAuth {
  auth: AuthService;
  accountEmail: AccountEmailService;
  /** Background work of this feature, for the job queue to run (idempotent handlers). */
  jobs: { name: string; handler(data: unknown): Promise<void> }[];
  google: GoogleSignIn;
  /** The password hasher (features that ask for the password again check it with this). */
  passwords: PasswordHasher;
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

/** Limits of the account mail endpoints (counted even where no account exists). */
export function accountEmailLimiters(db: Database['db'], enabled: boolean): AccountEmailLimiters {
  const limiter = (rule: RateLimitRule) => createRateLimiter(db, rule, { enabled });
  return {
    resendPerUser: limiter({
      name: 'verify-resend-user',
      points: VERIFY_EMAIL_RESENDS_PER_HOUR,
      durationSeconds: 60 * 60,
      message: 'We have sent you several links already. Try again in an hour.',
    }),
    forgotPerEmailIp: limiter({
      name: 'forgot-email-ip',
      points: 3,
      durationSeconds: 60 * 60,
      message: 'Too many reset requests for this address. Try again in an hour.',
    }),
    forgotPerEmail: limiter({
      name: 'forgot-email',
      points: 10,
      durationSeconds: 60 * 60,
      message: 'Too many reset requests for this address. Try again in an hour.',
    }),
    forgotPerIp: limiter({
      name: 'forgot-ip',
      points: 10,
      durationSeconds: 60 * 60,
      message: 'Too many reset requests from your network. Try again in an hour.',
    }),
    changePasswordFailures: limiter({
      name: 'change-password-fail',
      points: 10,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
      message: 'Too many wrong passwords. Try again in 15 minutes.',
    }),
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

  const passwords = createPasswordHasher(env.PASSWORD_HASH_COST);
  const accountEmail = createAccountEmailService({
    db: database.db,
    publicUrl: publicUrl(env),
    adminEmails: env.ADMIN_EMAILS,
    limiters: accountEmailLimiters(database.db, env.RATE_LIMIT === 'on'),
    passwords,
  });
  const auth = createAuthService({
    repo: createAuthRepo(database.db),
    tokens: createAccessTokens(secret),
    limiters: authLimiters(database.db, env.RATE_LIMIT === 'on'),
    passwords,
    adminEmails: env.ADMIN_EMAILS,
    queueVerificationMail: (tx, user) => accountEmail.queueVerificationMail(tx, user),
    hooks,
  });

  api.decorateRequest('user', null);
  api.decorateRequest('sessionId', null);
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
    if ('user' in result) {
      req.user = result.user;
      req.sessionId = result.sessionId;
    } else req.tokenProblem = result.problem;
  });

  // Expired sessions are useless rows; sweep them now and then while the app runs.
  const sweep = setInterval(
    () => {
      auth.pruneExpiredSessions().catch((err: unknown) => api.log.warn({ err }, 'session sweep'));
      // Mailed links a week past their end only ever answer "invalid"; forget them.
      pruneEmailTokens(database.db, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)).catch(
        (err: unknown) => api.log.warn({ err }, 'email token sweep'),
      );
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  api.addHook('onClose', async () => clearInterval(sweep));

  return {
    auth,
    accountEmail,
    jobs: [
      {
        name: PASSWORD_RESET_JOB,
        handler: async (data) => {
          await accountEmail.sendPasswordReset(data);
        },
      },
    ],
    passwords,
    google: createGoogleSignIn({
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER,
    }),
    cookie: {
      // The __Host- prefix pins the cookie to this exact origin; browsers only accept it over https.
      name: env.NODE_ENV === 'production' ? '__Host-rz_session' : 'rz_session',
      deviceName: env.NODE_ENV === 'production' ? '__Secure-rz_device' : 'rz_device',
      secure: env.NODE_ENV === 'production',
    },
    publicUrl: env.PUBLIC_URL,
  };
}
