import { suspensionEnd } from '../../shared/mail/visibility-notifications.ts';
import crypto from 'node:crypto';
import type { SignInBody, SignUpBody } from '@resale-zone/contract/auth';
import {
  NAME_MAX_LENGTH,
  nameProblem,
  type AccountType,
  type AuthUser,
} from '@resale-zone/contract/users';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { AccessTokenError, type AccessTokens, type TokenProblem } from './access-tokens.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { AuthenticatedUser } from '../../lib/authenticated-user.ts';
import { passwordProblem, type PasswordHasher } from './passwords.ts';

/** A session lasts 30 days from its last use (sliding), refreshed at most once a day. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export const WRONG_CREDENTIALS = 'Wrong email or password.';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface AuthLimiters {
  /** Sign-up attempts per IP. */
  signUpPerIp: RateLimiter;
  /** Consecutive failed sign-ins per account and IP. */
  signInFailuresPerAccountIp: RateLimiter;
  /** Failed sign-ins per IP per day. */
  signInFailuresPerIp: RateLimiter;
}

/** A started session: the cookie token (shown once, stored only as a digest) and its end. */
export interface StartedSession {
  user: AuthUser;
  token: string;
  expiresAt: Date;
}

/** What an OpenID provider vouches for, after its ID token was checked. */
export interface ProviderProfile {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A failed sign-in through a provider, with the spec's identity error code. */
export class AuthFlowError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Test seams (AppHooks); never set in production. */
export interface AuthHooks {
  /** Runs after a sign-in attempt was counted, before its password is checked. */
  beforePasswordCheck?: () => Promise<void>;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  tokens: AccessTokens;
  limiters: AuthLimiters;
  passwords: PasswordHasher;
  /** ADMIN_EMAILS, lower case: these accounts are admins from sign-up on. */
  adminEmails: readonly string[];
  /** Queues the verification mail of a new password account, in its creation's transaction. */
  queueVerificationMail: (tx: Db, user: AuthenticatedUser) => Promise<void>;
  hooks?: AuthHooks;
}

export const toAuthUser = (u: AuthenticatedUser): AuthUser => ({
  uid: u.id,
  displayName: u.name,
  email: u.email,
  photoURL: u.image,
  emailVerified: u.emailVerified,
});

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The name a new Google account starts with: the provider's, unless it breaks the rule every name
 * follows (an address, or speaking as the site); then the address's local part, or "Member".
 */
function googleName(profileName: string | null, email: string): string {
  const candidates = [profileName?.trim().slice(0, NAME_MAX_LENGTH), email.split('@')[0]];
  return candidates.find((name) => name && nameProblem(name) === null) ?? 'Member';
}

export function createAuthService({
  repo,
  tokens,
  limiters,
  passwords,
  adminEmails,
  queueVerificationMail,
  hooks = {},
}: AuthServiceDeps) {
  const admins = new Set(adminEmails.map((e) => e.toLowerCase()));
  const roleFor = (email: string, chosen: AccountType): AccountType =>
    admins.has(email.toLowerCase()) ? 'admin' : chosen;

  async function startSession(
    user: AuthenticatedUser,
    client: ClientInfo,
    viaProvider = false,
  ): Promise<StartedSession> {
    // A suspended member signs in again once the end has passed (decision 058).
    const suspendedUntil = await repo.suspendedUntil(user.id);
    if (suspendedUntil) {
      const message = `Your account is suspended until ${suspensionEnd(suspendedUntil)}. You can sign in again after that.`;
      throw viaProvider ? new AuthFlowError('auth/user-disabled', message) : forbidden(message);
    }
    // A deleted account never signs in again, whatever still matches it (decision 057).
    if (await repo.isDeleted(user.id)) throw unauthorized(WRONG_CREDENTIALS);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await repo.createSession({
      userId: user.id,
      tokenHash: digest(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    return { user: toAuthUser(user), token, expiresAt };
  }

  /** The live session behind a cookie token, extended when it is in use. */
  async function sessionOf(token: string | undefined) {
    if (!token || token.length > 100) return null;
    const session = await repo.findSessionByTokenHash(digest(token));
    if (!session) return null;
    if (Date.now() - session.lastSeenAt.getTime() > SESSION_REFRESH_AFTER_MS) {
      await repo.extendSession(session.sessionId, new Date(Date.now() + SESSION_TTL_MS));
    }
    return session;
  }

  return {
    async signUp(body: SignUpBody, client: ClientInfo): Promise<StartedSession> {
      await limiters.signUpPerIp.consume(client.ip);
      const email = body.email.toLowerCase();
      const problem = passwordProblem(body.password, email, body.name);
      if (problem) throw badRequest(problem, 'password');
      if (await repo.findUserByEmail(email)) {
        throw conflict('An account with this email already exists. Sign in instead.');
      }
      let user: AuthenticatedUser;
      try {
        user = await repo.createAccount({
          name: body.name,
          email,
          // Never an admin here, even when listed in ADMIN_EMAILS: nobody has proved this
          // address yet (security.md §30). Verifying it makes the account an admin.
          accountType: body.accountType,
          passwordHash: await passwords.hash(body.password),
          alsoInTransaction: queueVerificationMail,
        });
      } catch (err) {
        // Two sign-ups with one email at once: the unique index lets one through.
        if (isUniqueViolation(err)) {
          throw conflict('An account with this email already exists. Sign in instead.');
        }
        throw err;
      }
      return startSession(user, client);
    },

    async signIn(body: SignInBody, client: ClientInfo): Promise<StartedSession> {
      const email = body.email.toLowerCase();
      const accountKey = `${email}|${client.ip}`;
      // Every attempt is counted before the password is checked (one atomic upsert each), so that
      // concurrent guesses cannot all pass a check made before any of them failed; a success
      // then clears the account's failures and gives the address its point back.
      await limiters.signInFailuresPerAccountIp.consume(accountKey);
      try {
        await limiters.signInFailuresPerIp.consume(client.ip);
      } catch (err) {
        // Refused by the address's daily limit: this attempt was never tried on the account.
        await limiters.signInFailuresPerAccountIp.refund(accountKey);
        throw err;
      }
      await hooks.beforePasswordCheck?.();
      const found = await repo.findCredentials(email);
      const ok = found?.passwordHash
        ? await passwords.verify(body.password, found.passwordHash)
        : await passwords.verifyAgainstDecoy(body.password);
      if (!ok || !found) throw unauthorized(WRONG_CREDENTIALS);
      await limiters.signInFailuresPerAccountIp.reset(accountKey);
      await limiters.signInFailuresPerIp.refund(client.ip);
      return startSession(found.user, client);
    },

    async signOut(token: string | undefined): Promise<void> {
      const session = await sessionOf(token);
      if (session) await repo.deleteSession(session.sessionId);
    },

    /** The id of the account the session cookie is signed in to, or null. */
    async sessionUserId(token: string | undefined): Promise<string | null> {
      return (await sessionOf(token))?.user.id ?? null;
    },

    /** The signed-in person behind the session cookie, or null. */
    async currentUser(token: string | undefined): Promise<AuthUser | null> {
      const session = await sessionOf(token);
      return session ? toAuthUser(session.user) : null;
    },

    /** `GET /jwt?email=`: only for the session's own user, for their own email. */
    async issueAccessToken(token: string | undefined, email: string): Promise<string> {
      const session = await sessionOf(token);
      if (!session) throw unauthorized('Sign in to continue.');
      if (session.user.email.toLowerCase() !== email.toLowerCase()) {
        throw forbidden('An access token is only issued for your own email.');
      }
      return tokens.sign({ userId: session.user.id, sessionId: session.sessionId });
    },

    /** The caller behind a bearer token; its session and user must still exist. */
    async authenticate(
      accessToken: string,
    ): Promise<{ user: AuthenticatedUser; sessionId: string } | { problem: TokenProblem }> {
      try {
        const claims = await tokens.verify(accessToken);
        const user = await repo.findSessionUser(claims.sessionId, claims.userId);
        return user ? { user, sessionId: claims.sessionId } : { problem: 'invalid' };
      } catch (err) {
        if (err instanceof AccessTokenError) return { problem: err.problem };
        throw err;
      }
    },

    /**
     * Sign-in through an OpenID provider. Accounts are found by the provider's subject; an
     * existing account is linked only when the provider has verified that it owns the email. A new
     * account is a seller (the spec's Google sign-up), or an admin when listed in ADMIN_EMAILS.
     */
    async signInWithProvider(
      profile: ProviderProfile,
      client: ClientInfo,
    ): Promise<StartedSession> {
      const known = await repo.findUserByIdentity(profile.provider, profile.subject);
      if (known) return startSession(known, client, true);
      if (!profile.email || !profile.emailVerified) {
        throw new AuthFlowError(
          'auth/invalid-credential',
          'Your Google account has no verified email address.',
        );
      }
      const email = profile.email.toLowerCase();
      const identity = { provider: profile.provider, subject: profile.subject, email };
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        await repo.linkIdentity(existing.id, identity, {
          wasVerified: existing.emailVerified,
          adminEmails,
        });
        const linked = await repo.findUserById(existing.id);
        if (!linked) throw new AuthFlowError('auth/user-not-found', 'This account was removed.');
        return startSession(linked, client, true);
      }
      try {
        const user = await repo.createAccount({
          name: googleName(profile.name, email),
          email,
          accountType: roleFor(email, 'seller'),
          emailVerified: true,
          identity,
        });
        return startSession(user, client, true);
      } catch (err) {
        // The same Google account in two popups at once: the second finds the first's account.
        if (!isUniqueViolation(err)) throw err;
        const raced = await repo.findUserByIdentity(profile.provider, profile.subject);
        if (!raced) throw err;
        return startSession(raced, client, true);
      }
    },

    /** Ends every session of a user (role change, account deletion): their tokens stop at once. */
    endSessionsOfUser(userId: string): Promise<number> {
      return repo.deleteSessionsOfUser(userId);
    },

    async setPassword(userId: string, password: string): Promise<void> {
      await repo.setPassword(userId, await passwords.hash(password));
    },

    pruneExpiredSessions(): Promise<number> {
      return repo.deleteExpiredSessions();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
