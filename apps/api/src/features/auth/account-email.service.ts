import {
  RESET_PASSWORD_TTL_HOURS,
  VERIFY_EMAIL_TTL_HOURS,
  type ChangePasswordBody,
  type ResetPasswordBody,
  type TokenRefusal,
  type VerifyEmailAnswer,
} from '@resale-zone/contract/account-email';
import { CHANGE_EMAIL_TTL_HOURS } from '@resale-zone/contract/account';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, conflict } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';
import { queueMail } from '../../shared/mail/queue-mail.ts';
import { passwordChangedMail, passwordResetMail, verificationMail } from './account-mail.ts';
import type { AuthenticatedUser } from '../../lib/authenticated-user.ts';
import {
  emailTokenDigest,
  findEmailToken,
  hasTokenSince,
  isEmailTokenShaped,
  issueEmailToken,
  newEmailToken,
  revokeEmailTokens,
  spendEmailToken,
  type TokenPurpose,
} from './email-tokens.repo.ts';
import { passwordProblem, type PasswordHasher } from './passwords.ts';
import {
  accountByEmail,
  endSessions,
  markEmailVerified,
  passwordHashOf,
  promoteIfListed,
  removePassword,
  replacePassword,
} from './verified-email.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const TTL_MS: Record<TokenPurpose, number> = {
  'verify-email': VERIFY_EMAIL_TTL_HOURS * HOUR_MS,
  'reset-password': RESET_PASSWORD_TTL_HOURS * HOUR_MS,
  'change-email': CHANGE_EMAIL_TTL_HOURS * HOUR_MS,
};
const PAGE: Record<TokenPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'change-email': '/change-email',
};

/** The job that answers a "forgot password" request (its queue is made by migration 0008). */
export const PASSWORD_RESET_JOB = 'password-reset-request';

const REFUSALS: Record<TokenRefusal, string> = {
  invalid: 'This link is not valid. Ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link was already used. Ask for a new one if you still need it.',
};
const refuseToken = (reason: TokenRefusal) => new HttpError(400, REFUSALS[reason], 'token', reason);

export interface AccountEmailLimiters {
  /** "Resend" of the verification mail, per account. */
  resendPerUser: RateLimiter;
  /** "Forgot password", per address asked about and network address. */
  forgotPerEmailIp: RateLimiter;
  /**
   * "Forgot password", per address asked about (whether or not it has an account), from clients
   * that were never signed in to it: a stranger using it up does not stop the owner.
   */
  forgotPerEmail: RateLimiter;
  /** "Forgot password", per network address. */
  forgotPerIp: RateLimiter;
  /** Wrong current passwords on change-password, per account. */
  changePasswordFailures: RateLimiter;
}

export interface AccountEmailDeps {
  db: Db;
  /** The site's public origin: every link in mail starts with it (never the request's Host). */
  publicUrl: string;
  adminEmails: readonly string[];
  limiters: AccountEmailLimiters;
  passwords: PasswordHasher;
  /** The clock (tests may move it). */
  now?: () => Date;
}

/** Who asks for a reset link: their network address and the accounts their client knows. */
export interface ResetRequester {
  ip: string;
  /** Accounts the client is signed in to, or signed in to before on this browser. */
  accounts: readonly string[];
}

interface Recipient {
  id: string;
  email: string;
  name: string;
}

export function createAccountEmailService(deps: AccountEmailDeps) {
  const { db, publicUrl, adminEmails, limiters, passwords } = deps;
  const now = deps.now ?? (() => new Date());

  /** A new link of this purpose for the account, stored as a digest; older ones stop working. */
  async function issueLink(tx: Db, to: Recipient, purpose: TokenPurpose): Promise<string> {
    return `${publicUrl}${PAGE[purpose]}?token=${await issueToken(tx, to, purpose)}`;
  }

  /** The token of such a link, for an answer that goes only to whoever proved the address. */
  async function issueToken(tx: Db, to: Recipient, purpose: TokenPurpose): Promise<string> {
    const at = now();
    const { token, tokenHash } = newEmailToken();
    await issueEmailToken(
      tx,
      {
        userId: to.id,
        purpose,
        email: to.email,
        tokenHash,
        expiresAt: new Date(at.getTime() + TTL_MS[purpose]),
      },
      at,
    );
    return token;
  }

  /** Whether one of these accounts (the client's own) has the address. */
  async function ownsAddress(accounts: readonly string[], address: string): Promise<boolean> {
    if (accounts.length === 0) return false;
    const account = await accountByEmail(db, address);
    return account !== null && accounts.includes(account.id);
  }

  /** The live token behind a link, or a 400 naming `token` with why. */
  async function liveToken(purpose: TokenPurpose, token: string) {
    if (!isEmailTokenShaped(token)) throw refuseToken('invalid');
    const found = await findEmailToken(db, purpose, emailTokenDigest(token), now());
    if (!found.ok) throw refuseToken(found.reason);
    return found;
  }

  return {
    /**
     * A mailed link of this purpose for the account, to `to.email` (for `change-email`, the new
     * address); older links of the purpose stop working. In the caller's transaction.
     */
    issueLink,

    /** Queues the verification mail in the caller's transaction (sign-up, resend). */
    async queueVerificationMail(tx: Db, to: Recipient): Promise<void> {
      const link = await issueLink(tx, to, 'verify-email');
      await queueMail(tx, verificationMail(to, link, publicUrl));
    },

    /**
     * `POST /auth/verify-email`: the link proves the address; ADMIN_EMAILS may apply now. The link
     * proves the mailbox, not that whoever chose the password reads it: anyone can sign up with an
     * address that is not theirs. So, followed from a browser that is not signed in to the account,
     * the account passes to the address's owner: the password set before verification stops
     * working, every session (and with it every access token) and pending link ends, and the answer
     * carries a fresh reset token so that the owner chooses a password before anything else. A
     * later Google sign-in or ADMIN_EMAILS then reaches the owner only (security.md §30).
     */
    async verifyEmail(token: string, signedInUserId: string | null): Promise<VerifyEmailAnswer> {
      const found = await liveToken('verify-email', token);
      const answer: VerifyEmailAnswer = { email: found.email, emailVerified: true };
      await db.transaction(async (tx) => {
        if (!(await spendEmailToken(tx, found.tokenId, now()))) throw refuseToken('used');
        await markEmailVerified(tx, found.userId);
        await revokeEmailTokens(tx, found.userId, 'verify-email');
        const sameBrowser = signedInUserId === found.userId;
        if (!sameBrowser && (await passwordHashOf(tx, found.userId)) !== null) {
          await removePassword(tx, found.userId);
          await endSessions(tx, found.userId);
          await revokeEmailTokens(tx, found.userId);
          answer.setPasswordToken = await issueToken(
            tx,
            { id: found.userId, email: found.email, name: found.name },
            'reset-password',
          );
        }
        await promoteIfListed(tx, found.userId, adminEmails);
      });
      return answer;
    },

    /** `POST /auth/verify-email/resend`: a new link for the signed-in person, 3 an hour. */
    async resendVerification(user: AuthenticatedUser): Promise<void> {
      // The caller is loaded from the database on every request: this is the current state.
      if (user.emailVerified) throw conflict('Your email address is already verified.');
      await limiters.resendPerUser.consume(user.id);
      await db.transaction((tx) => this.queueVerificationMail(tx, user));
    },

    /**
     * `POST /auth/forgot-password`: counted per network address, per address and network address,
     * and per address unless the client is (or was, on this browser) signed in to the account
     * that has it; then handed to a job. To a client that was never signed in to it the answer is
     * the same, and as quick, whether or not the address has an account (nothing is looked up).
     */
    async requestPasswordReset(email: string, client: ResetRequester): Promise<void> {
      const address = email.toLowerCase();
      await limiters.forgotPerIp.consume(client.ip);
      await limiters.forgotPerEmailIp.consume(`${address}|${client.ip}`);
      if (!(await ownsAddress(client.accounts, address))) {
        await limiters.forgotPerEmail.consume(address);
      }
      await enqueue(db, PASSWORD_RESET_JOB, {
        email: address,
        requestedAt: now().toISOString(),
      });
    },

    /**
     * The job: mails a reset link when the address has an account, else does nothing. A run that
     * finds a link issued since the request was made has nothing left to do (a job run twice
     * sends one message).
     */
    async sendPasswordReset(data: unknown): Promise<'sent' | 'no-account' | 'done-already'> {
      const { email, requestedAt } = data as { email?: unknown; requestedAt?: unknown };
      if (typeof email !== 'string' || typeof requestedAt !== 'string') return 'no-account';
      return db.transaction(async (tx) => {
        const user = await accountByEmail(tx, email);
        if (!user) return 'no-account';
        if (await hasTokenSince(tx, user.id, 'reset-password', new Date(requestedAt))) {
          return 'done-already';
        }
        const link = await issueLink(tx, user, 'reset-password');
        await queueMail(tx, passwordResetMail(user, link, publicUrl));
        return 'sent';
      });
    },

    /**
     * `POST /auth/reset-password/check`: whether a reset link still works (a 400 naming `token`
     * with why when not). Reads only: the link stays as it was.
     */
    async checkResetToken(token: string): Promise<{ live: true }> {
      await liveToken('reset-password', token);
      return { live: true };
    },

    /**
     * `POST /auth/reset-password`: a new password (the sign-up rules) for the account behind the
     * link. Every session of the account ends; the address counts as verified (the link reached it).
     */
    async resetPassword(body: ResetPasswordBody): Promise<{ email: string }> {
      const found = await liveToken('reset-password', body.token);
      const problem = passwordProblem(body.password, found.email, found.name);
      if (problem) throw badRequest(problem, 'password');
      const hash = await passwords.hash(body.password);
      await db.transaction(async (tx) => {
        if (!(await spendEmailToken(tx, found.tokenId, now()))) throw refuseToken('used');
        await replacePassword(tx, found.userId, hash);
        await endSessions(tx, found.userId);
        await revokeEmailTokens(tx, found.userId, 'reset-password');
        await markEmailVerified(tx, found.userId);
        await promoteIfListed(tx, found.userId, adminEmails);
        await queueMail(tx, passwordChangedMail(found, publicUrl));
      });
      return { email: found.email };
    },

    /**
     * `POST /auth/change-password`: needs the current password (wrong ones are limited like
     * sign-ins); ends every other session of the account, keeps the caller's.
     */
    async changePassword(
      user: AuthenticatedUser,
      sessionId: string,
      body: ChangePasswordBody,
    ): Promise<void> {
      await limiters.changePasswordFailures.consume(user.id);
      const stored = await passwordHashOf(db, user.id);
      const ok = stored
        ? await passwords.verify(body.currentPassword, stored)
        : await passwords.verifyAgainstDecoy(body.currentPassword);
      if (!ok) {
        throw badRequest(
          stored
            ? 'Your current password is not right.'
            : 'Your account has no password yet (it signs in with Google). Use “Forget password” on the sign-in page to set one.',
          'currentPassword',
        );
      }
      const problem = passwordProblem(body.newPassword, user.email, user.name);
      if (problem) throw badRequest(problem, 'newPassword');
      await limiters.changePasswordFailures.reset(user.id);
      const hash = await passwords.hash(body.newPassword);
      await db.transaction(async (tx) => {
        await replacePassword(tx, user.id, hash);
        await endSessions(tx, user.id, sessionId);
        await revokeEmailTokens(tx, user.id, 'reset-password');
        if (user.emailVerified) await queueMail(tx, passwordChangedMail(user, publicUrl));
      });
    },
  };
}

export type AccountEmailService = ReturnType<typeof createAccountEmailService>;
