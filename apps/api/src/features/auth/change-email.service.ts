import { and, eq } from 'drizzle-orm';
import type {
  ChangeEmailAnswer,
  ChangeEmailBody,
  ConfirmEmailChangeAnswer,
} from '@resale-zone/contract/account';
import type { TokenRefusal } from '@resale-zone/contract/account-email';
import type { Db } from '../../db/client.ts';
import { bookings, emailTokens, listings, users } from '../../db/schema.ts';
import { HttpError, badRequest, forbidden } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { AccountEmailService } from './account-email.service.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthenticatedUser } from '../../lib/authenticated-user.ts';
import {
  emailTokenDigest,
  isEmailTokenShaped,
  revokeEmailTokens,
  spendEmailToken,
  tokenColumns,
} from './email-tokens.repo.ts';
import { accountByEmail, promoteIfListed } from './verified-email.repo.ts';
import { queueMail } from '../../shared/mail/queue-mail.ts';
import {
  confirmNewEmailMail,
  emailChangeAskedMail,
  emailChangedMail,
} from './account-change-mail.ts';

const REFUSALS: Record<TokenRefusal, string> = {
  invalid: 'This link is not valid. Ask for a new one on your account page.',
  expired: 'This link has expired. Ask for a new one on your account page.',
  used: 'This link was already used.',
};
const refuseToken = (reason: TokenRefusal) => new HttpError(400, REFUSALS[reason], 'token', reason);

/** What sign-up says of an address another account has, and nothing more. */
export const ADDRESS_TAKEN = 'An account with this email already exists.';

export interface ChangeEmailDeps {
  db: Db;
  publicUrl: string;
  adminEmails: readonly string[];
  accountEmail: Pick<AccountEmailService, 'issueLink'>;
  /** Checks the password typed again (a 400 naming `password` when wrong). */
  checkPassword: (user: AuthenticatedUser, password: string) => Promise<void>;
  /** Requests per account (each mails a link). */
  requests: RateLimiter;
  now?: () => Date;
}

/**
 * A change of email, verified again (decision 057): the address changes only when a link mailed
 * to it is followed, by the account that asked, while the link is the newest, unspent and
 * unexpired. The old address keeps working until then and hears of both steps.
 */
export function createChangeEmailService(deps: ChangeEmailDeps) {
  const { db, publicUrl, adminEmails, accountEmail, checkPassword, requests } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** `POST /users/me/email`. */
    async request(user: AuthenticatedUser, body: ChangeEmailBody): Promise<ChangeEmailAnswer> {
      await checkPassword(user, body.password);
      const address = body.email.toLowerCase();
      if (address === user.email.toLowerCase()) {
        throw badRequest('This is already your email address.', 'email');
      }
      await requests.consume(user.id);
      if (await accountByEmail(db, address)) throw badRequest(ADDRESS_TAKEN, 'email');
      await db.transaction(async (tx) => {
        const link = await accountEmail.issueLink(
          tx,
          { id: user.id, email: address, name: user.name },
          'change-email',
        );
        await queueMail(tx, confirmNewEmailMail(user, address, link, publicUrl));
        // Only to a proved address: an unproved one may be someone else's.
        if (user.emailVerified) {
          await queueMail(tx, emailChangeAskedMail(user, address, publicUrl));
        }
      });
      return { sent: true, email: address };
    },

    /**
     * `POST /auth/change-email`: the link proves the new address; it must be followed where the
     * account that asked is signed in (so that a mistyped address's owner, following it, does not
     * take the account's mail and with it "Forget password"). Refused there, the link stays live.
     */
    async confirm(token: string, signedInUserId: string | null): Promise<ConfirmEmailChangeAnswer> {
      if (!isEmailTokenShaped(token)) throw refuseToken('invalid');
      const [found] = await db
        .select({
          ...tokenColumns,
          oldEmail: users.email,
          emailVerified: users.emailVerified,
          deletedAt: users.deletedAt,
        })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(
          and(
            eq(emailTokens.tokenHash, emailTokenDigest(token)),
            eq(emailTokens.purpose, 'change-email'),
          ),
        );
      if (!found || found.deletedAt) throw refuseToken('invalid');
      if (found.usedAt) throw refuseToken('used');
      if (found.expiresAt.getTime() <= now().getTime()) throw refuseToken('expired');
      if (signedInUserId !== found.userId) {
        throw forbidden(
          'Open this link in a browser where you are signed in to the account that asked for the change: sign in, then follow the link again.',
        );
      }
      try {
        await db.transaction(async (tx) => {
          if (!(await spendEmailToken(tx, found.tokenId, now()))) throw refuseToken('used');
          await tx
            .update(users)
            .set({ email: found.email, emailVerified: true, updatedAt: now() })
            .where(eq(users.id, found.userId));
          // The spec's copies of the address follow it: the seller's email on their listings,
          // the buyer's on their bookings.
          await tx
            .update(listings)
            .set({ sellerEmail: found.email })
            .where(eq(listings.sellerId, found.userId));
          await tx
            .update(bookings)
            .set({ email: found.email })
            .where(eq(bookings.buyerId, found.userId));
          // Links mailed to the old address (verify, reset) stop working with it.
          await revokeEmailTokens(tx, found.userId);
          // ADMIN_EMAILS reaches the account only now that the new address is proved.
          await promoteIfListed(tx, found.userId, adminEmails);
          if (found.emailVerified) {
            await queueMail(tx, emailChangedMail(found.oldEmail, found.email, publicUrl));
          }
        });
      } catch (err) {
        // Another account took the address since the link was sent: the unique index says so.
        if (isUniqueViolation(err)) throw badRequest(ADDRESS_TAKEN, 'email');
        throw err;
      }
      return { email: found.email };
    },
  };
}

export type ChangeEmailService = ReturnType<typeof createChangeEmailService>;
