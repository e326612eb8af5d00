import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, sessions, userPasswords, users } from '../../db/schema.ts';
import { byEmail } from '../../shared/users/user-rows.ts';

/**
 * SQL for what happens when an account proves (or fails to have proved) its email. Each function
 * takes the transaction of the change it belongs to, so that the change and its consequences land
 * together or not at all.
 */

/** Marks the account's email as proved. */
export async function markEmailVerified(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * ADMIN_EMAILS for one account: admin only once its email is verified. A promotion is recorded
 * and ends the account's sessions (a role change signs the person in again, security.md §5).
 * Answers whether the role changed.
 */
export async function promoteIfListed(
  tx: Db,
  userId: string,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const changed = await tx
    .update(users)
    .set({ accountType: 'admin', updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, true),
        ne(users.accountType, 'admin'),
        inArray(
          sql`lower(${users.email})`,
          adminEmails.map((e) => e.toLowerCase()),
        ),
      ),
    )
    .returning({ id: users.id });
  if (changed.length === 0) return false;
  await tx.insert(auditEvents).values({
    action: 'user.make-admin',
    targetType: 'user',
    targetId: userId,
    detail: 'ADMIN_EMAILS',
  });
  await endSessions(tx, userId);
  return true;
}

/** Ends the account's sessions (their access tokens stop at once), but the one kept. */
export async function endSessions(tx: Db, userId: string, keepSessionId?: string): Promise<number> {
  const gone = await tx
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** Removes the account's password (Google takes over an address a stranger had claimed). */
export async function removePassword(tx: Db, userId: string): Promise<void> {
  await tx.delete(userPasswords).where(eq(userPasswords.userId, userId));
}

/** Stores a new password hash, replacing any other. */
export async function replacePassword(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await tx
    .insert(userPasswords)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({
      target: userPasswords.userId,
      set: { passwordHash, updatedAt: new Date() },
    });
}

/** The account's stored password hash, or null (an account that signs in with Google only). */
export async function passwordHashOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ passwordHash: userPasswords.passwordHash })
    .from(userPasswords)
    .where(eq(userPasswords.userId, userId));
  return row?.passwordHash ?? null;
}

/** Who a mail for this address goes to, or null when no account has it. */
export async function accountByEmail(
  tx: Db,
  email: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(byEmail(email));
  return row ?? null;
}
