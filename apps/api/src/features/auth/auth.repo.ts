import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AccountType } from '@resale-zone/contract/users';
import type { Db } from '../../db/client.ts';
import { sessions, userIdentities, userPasswords, users } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { byEmail, toAuthenticatedUser } from '../../shared/users/user-rows.ts';
import type { AuthenticatedUser } from '../../lib/authenticated-user.ts';
import { revokeEmailTokens } from './email-tokens.repo.ts';
import {
  endSessions,
  markEmailVerified,
  promoteIfListed,
  removePassword,
} from './verified-email.repo.ts';

const callerColumns = pick(users, 'id', 'name', 'email', 'image', 'accountType', 'emailVerified');

export interface NewAccount {
  name: string;
  email: string;
  accountType: AccountType;
  image?: string | null;
  emailVerified?: boolean;
  passwordHash?: string;
  identity?: { provider: string; subject: string; email: string | null };
  /** More writes that belong to the account's creation (the verification mail). */
  alsoInTransaction?: (tx: Db, user: AuthenticatedUser) => Promise<void>;
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface StoredSession {
  sessionId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  user: AuthenticatedUser;
}

/**
 * A session of a suspended member answers nothing (decision 058): suspending ends the sessions,
 * and one started in the same instant is refused here too.
 */
const notSuspended = sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} <= now())`;

export function createAuthRepo(db: Db) {
  // Every signed-in request runs this: built once, and a named statement on PostgreSQL, so
  // neither the query builder nor the server parses and plans it again for each request.
  const sessionUser = db
    .select(callerColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        notSuspended,
      ),
    )
    .prepare('auth_session_user');
  return {
    /** The user, their credentials and their first identity, all or nothing. */
    async createAccount(account: NewAccount): Promise<AuthenticatedUser> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            name: account.name,
            email: account.email,
            accountType: account.accountType,
            image: account.image ?? null,
            emailVerified: account.emailVerified ?? false,
          })
          .returning(callerColumns);
        if (account.passwordHash) {
          await tx
            .insert(userPasswords)
            .values({ userId: user!.id, passwordHash: account.passwordHash });
        }
        if (account.identity) {
          await tx.insert(userIdentities).values({ userId: user!.id, ...account.identity });
        }
        const created = toAuthenticatedUser(user!);
        await account.alsoInTransaction?.(tx, created);
        return created;
      });
    },

    async findCredentials(
      email: string,
    ): Promise<{ user: AuthenticatedUser; passwordHash: string | null } | null> {
      const [row] = await db
        .select({ ...callerColumns, passwordHash: userPasswords.passwordHash })
        .from(users)
        .leftJoin(userPasswords, eq(userPasswords.userId, users.id))
        .where(byEmail(email));
      if (!row) return null;
      const { passwordHash, ...user } = row;
      return { user: toAuthenticatedUser(user), passwordHash };
    },

    async findUserByEmail(email: string): Promise<AuthenticatedUser | null> {
      const [row] = await db.select(callerColumns).from(users).where(byEmail(email));
      return row ? toAuthenticatedUser(row) : null;
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .insert(userPasswords)
        .values({ userId, passwordHash })
        .onConflictDoUpdate({
          target: userPasswords.userId,
          set: { passwordHash, updatedAt: new Date() },
        });
    },

    async createSession(session: NewSession): Promise<string> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      return row!.id;
    },

    /** A session that has not expired, found by the digest of its cookie token. */
    async findSessionByTokenHash(tokenHash: string): Promise<StoredSession | null> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          ...callerColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), notSuspended),
        );
      if (!row) return null;
      const { sessionId, expiresAt, lastSeenAt, ...user } = row;
      return { sessionId, expiresAt, lastSeenAt, user: toAuthenticatedUser(user) };
    },

    /** The caller behind an access token: its session must still exist and belong to that user. */
    async findSessionUser(sessionId: string, userId: string): Promise<AuthenticatedUser | null> {
      const now = new Date().toISOString();
      const [row] = await sessionUser.execute({ sessionId, userId, now });
      return row ? toAuthenticatedUser(row) : null;
    },

    /** Until when this account is suspended, when it is now (decision 058); else null. */
    async suspendedUntil(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ until: users.suspendedUntil })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.suspendedUntil} > now()`));
      return row?.until ?? null;
    },

    async extendSession(sessionId: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt, lastSeenAt: new Date() })
        .where(eq(sessions.id, sessionId));
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async deleteSessionsOfUser(userId: string): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return gone.length;
    },

    async deleteExpiredSessions(): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, new Date()))
        .returning({ id: sessions.id });
      return gone.length;
    },

    async findUserByIdentity(provider: string, subject: string): Promise<AuthenticatedUser | null> {
      const [row] = await db
        .select(callerColumns)
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row ? toAuthenticatedUser(row) : null;
    },

    /**
     * Links a provider account to an existing user whose email the provider has verified. When
     * that user had not proved the address itself, whoever set its password may be a stranger who
     * claimed the address first: the password and every session go (security.md §30). The account
     * is verified from now on, so ADMIN_EMAILS applies.
     */
    async linkIdentity(
      userId: string,
      identity: { provider: string; subject: string; email: string | null },
      { wasVerified, adminEmails }: { wasVerified: boolean; adminEmails: readonly string[] },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (!wasVerified) {
          await removePassword(tx, userId);
          await endSessions(tx, userId);
          await revokeEmailTokens(tx, userId);
        }
        await tx.insert(userIdentities).values({ userId, ...identity });
        await markEmailVerified(tx, userId);
        await promoteIfListed(tx, userId, adminEmails);
      });
    },

    /** Whether the account was deleted by its owner (features/account): it never signs in. */
    async isDeleted(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.deletedAt != null;
    },

    /** The account as it is now (after a change to its role or email status). */
    async findUserById(id: string): Promise<AuthenticatedUser | null> {
      const [row] = await db.select(callerColumns).from(users).where(eq(users.id, id));
      return row ? toAuthenticatedUser(row) : null;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
