import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TokenRefusal } from '@resale-zone/contract/account-email';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';

/** `change-email`: the token's `email` is the new address, not yet the account's (features/account). */
export type TokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

/** A fresh token for a link: 32 random bytes (43 base64url characters) and the digest we keep. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: emailTokenDigest(token) };
}

export const emailTokenDigest = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** The shape `newEmailToken` gives; anything else was never issued (no lookup needed). */
/** A token row's own columns, as a lookup selects them. */
export const tokenColumns = {
  tokenId: emailTokens.id,
  ...pick(emailTokens, 'userId', 'email', 'expiresAt', 'usedAt'),
};

export const isEmailTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export interface IssuedToken {
  userId: string;
  purpose: TokenPurpose;
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores a token's digest; older live tokens of the account and purpose stop working now. */
export async function issueEmailToken(tx: Db, issued: IssuedToken, now: Date): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailTokens.userId, issued.userId),
        eq(emailTokens.purpose, issued.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    );
  await tx.insert(emailTokens).values({ ...issued, createdAt: now });
}

export type TokenLookup =
  | { ok: true; tokenId: string; userId: string; email: string; name: string }
  | { ok: false; reason: TokenRefusal };

/** What a token would prove, without spending it; the account must still have that email. */
export async function findEmailToken(
  tx: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<TokenLookup> {
  const [row] = await tx
    .select({
      ...tokenColumns,
      currentEmail: users.email,
      name: users.name,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  if (!row || row.currentEmail.toLowerCase() !== row.email.toLowerCase()) {
    return { ok: false, reason: 'invalid' };
  }
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, tokenId: row.tokenId, userId: row.userId, email: row.email, name: row.name };
}

/**
 * Spends a token found live by `findEmailToken`, in the transaction of what it authorises. The
 * update only matches an unspent, unexpired row, so of two requests racing with one link exactly
 * one gets `true`.
 */
export async function spendEmailToken(tx: Db, tokenId: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
    )
    .returning({ id: emailTokens.id });
  return spent.length === 1;
}

/** Whether the account got a token of this purpose at or after `since` (a job that ran already). */
export async function hasTokenSince(
  tx: Db,
  userId: string,
  purpose: TokenPurpose,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        sql`${emailTokens.createdAt} >= ${since.toISOString()}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Ends every unspent token of the account (of one purpose, or all). */
export async function revokeEmailTokens(
  tx: Db,
  userId: string,
  purpose?: TokenPurpose,
): Promise<void> {
  await tx
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        purpose ? eq(emailTokens.purpose, purpose) : undefined,
      ),
    );
}

/** Forgets tokens that ended before `before` (they can only ever answer "invalid" afterwards). */
export async function pruneEmailTokens(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, before))
    .returning({ id: emailTokens.id });
  return gone.length;
}
