import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import { createRateLimiter, type RateLimitRule } from '../../shared/rate-limit.ts';
import type { InstalledAuth } from './auth.install.ts';
import { originOf } from './auth.routes.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { createAccountDeletionRepo, type AccountDeletionHooks } from './account-deletion.repo.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService, type AccountLimiters } from './account.service.ts';
import { createChangeEmailService } from './change-email.service.ts';

export interface InstallAccountDeps {
  db: Db;
  identity: InstalledAuth;
  notifications: Notifications;
  publicUrl: string;
  adminEmails: readonly string[];
  rateLimits: boolean;
  hooks?: AccountDeletionHooks;
}

/** The numbers of security.md (one's own account). */
export function accountLimiters(db: Db, enabled: boolean): AccountLimiters {
  const limiter = (rule: RateLimitRule) => createRateLimiter(db, rule, { enabled });
  return {
    passwordFailures: limiter({
      name: 'account-password-fail',
      points: 10,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
      message: 'Too many wrong passwords. Try again in 15 minutes.',
    }),
    emailChanges: limiter({
      name: 'change-email-user',
      points: 5,
      durationSeconds: 60 * 60,
      message: 'We have sent you several links already. Try again in an hour.',
    }),
    exports: limiter({
      name: 'account-export-user',
      points: 5,
      durationSeconds: 60 * 60,
      message: 'You downloaded your data several times already. Try again in an hour.',
    }),
  };
}

/** One's own account: a new email, the data file, deletion (decision 057). */
export function installAccount(deps: InstallAccountDeps) {
  const { db, identity, notifications, publicUrl, adminEmails, rateLimits, hooks } = deps;
  const limiters = accountLimiters(db, rateLimits);
  const account = createAccountService({
    db,
    deletion: createAccountDeletionRepo(db, notifications, hooks),
    passwords: identity.passwords,
    limiters,
  });
  const changeEmail = createChangeEmailService({
    db,
    publicUrl,
    adminEmails,
    accountEmail: identity.accountEmail,
    checkPassword: (user, password) => account.checkPassword(user, password),
    requests: limiters.emailChanges,
  });
  return accountRoutes({
    account,
    changeEmail,
    sameOrigin: async (req: FastifyRequest) => {
      const origin = req.headers.origin;
      if (origin && origin !== originOf(req, identity.publicUrl)) {
        throw forbidden('This request must come from the Resale Zone site.');
      }
    },
    sessionUserId: (req) => identity.auth.sessionUserId(req.cookies[identity.cookie.name]),
    cookieName: identity.cookie.name,
  });
}
