import type { AccountExport } from '@resale-zone/contract/account';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { AuthenticatedUser } from '../../lib/authenticated-user.ts';
import type { PasswordHasher } from './passwords.ts';
import { passwordHashOf } from './verified-email.repo.ts';
import type { AccountDeletionRepo } from './account-deletion.repo.ts';
import { accountExport } from './account-export.repo.ts';

export interface AccountLimiters {
  /** Wrong passwords typed again (change of email, deletion), per account. */
  passwordFailures: RateLimiter;
  /** Requests for a new email address, per account (each mails a link). */
  emailChanges: RateLimiter;
  /** Downloads of one's data, per account (the file reads everything the member has). */
  exports: RateLimiter;
}

export interface AccountServiceDeps {
  db: Db;
  deletion: AccountDeletionRepo;
  passwords: PasswordHasher;
  limiters: AccountLimiters;
}

/** One's own account (decision 057): the password asked again, the data file, the deletion. */
export function createAccountService({ db, deletion, passwords, limiters }: AccountServiceDeps) {
  return {
    /**
     * The password typed again, counted like sign-in failures; an account that signs in with
     * Google only has none and is told how to set one (as change-password does).
     */
    async checkPassword(user: AuthenticatedUser, password: string): Promise<void> {
      await limiters.passwordFailures.consume(user.id);
      const stored = await passwordHashOf(db, user.id);
      const ok = stored
        ? await passwords.verify(password, stored)
        : await passwords.verifyAgainstDecoy(password);
      if (!ok) {
        throw badRequest(
          stored
            ? 'Your password is not right.'
            : 'Your account has no password yet (it signs in with Google). Use “Forget password” on the sign-in page to set one.',
          'password',
        );
      }
      await limiters.passwordFailures.reset(user.id);
    },

    /** `GET /users/me/export`. */
    async exportData(userId: string): Promise<AccountExport> {
      await limiters.exports.consume(userId);
      const data = await accountExport(db, userId, new Date());
      if (!data) throw notFound('Your account no longer exists.');
      return data;
    },

    /**
     * `DELETE /users/me`: refused while money is in play (a held payment or an open dispute, on
     * either side) and for an admin; otherwise everything happens in one transaction.
     */
    async deleteAccount(user: AuthenticatedUser, password: string): Promise<void> {
      await this.checkPassword(user, password);
      const outcome = await deletion.deleteAccount(user.id);
      if ('heldFor' in outcome) {
        throw conflict(
          `You have a payment on hold or in dispute for ${outcome.heldFor}. You can delete your account once it is settled: by the handover, a cancellation, the hold's expiry or a decision on the dispute.`,
        );
      }
      if ('admin' in outcome) {
        throw conflict(
          'An admin account cannot be deleted: ask another admin to remove your admin rights first.',
        );
      }
      if ('gone' in outcome) throw notFound('Your account no longer exists.');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
