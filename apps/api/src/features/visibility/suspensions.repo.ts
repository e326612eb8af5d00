import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, listings, sessions, users } from '../../db/schema.ts';
import { ACCOUNT_MOVES, accountState, type AccountState } from '../../domain/transitions.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { endOpenDeals } from './off-sale.repo.ts';

// Suspending a member and ending it (decision 058): the account, its sessions, its listings'
// visibility, the open deals on them, the member's mail and the audit entry, in one transaction.

/** Queued with each suspension, due at its end: the listings come back. */
export const SUSPENSION_END_JOB = 'suspension-end';

export interface SuspensionAudit {
  actorId: string;
  action: 'suspend-member' | 'lift-suspension';
  detail: string;
}

export type SuspendOutcome =
  | { outcome: 'gone' }
  | { outcome: 'moved'; state: AccountState }
  | { outcome: 'last-admin' }
  | { outcome: 'done' };

/** Test seams: awaited inside the transaction, with the account locked. */
export interface SuspensionHooks {
  afterAccountLock?: () => Promise<void>;
}

type Account = { id: string; accountType: string; suspendedUntil: Date | null };

/**
 * Locks the account; an admin's is locked with every other admin's, in id order (as removing
 * admin rights locks them), so that two admins suspended at once are counted one after the other.
 */
async function lockAccount(tx: Db, id: string, now: Date) {
  const [seen] = await tx
    .select({ accountType: users.accountType })
    .from(users)
    .where(eq(users.id, id));
  if (!seen) return null;
  const locked: Account[] = await tx
    .select({ id: users.id, accountType: users.accountType, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(seen.accountType === 'admin' ? eq(users.accountType, 'admin') : eq(users.id, id))
    .orderBy(users.id)
    // Not FOR UPDATE: a booking or a notification being written for this member takes a key
    // share of their row (a foreign key) and would deadlock with the listings' locks below.
    .for('no key update');
  const account = locked.find((a) => a.id === id);
  if (!account) return null;
  const activeAdmins = locked.filter(
    (a) => a.accountType === 'admin' && accountState(a, now) !== 'suspended',
  ).length;
  return { account, activeAdmins };
}

async function showListings(tx: Db, userId: string, shown: boolean): Promise<string[]> {
  const rows = await tx
    .update(listings)
    .set({ sellerSuspended: !shown })
    .where(and(eq(listings.sellerId, userId), eq(listings.sellerSuspended, shown)))
    .returning({ id: listings.id, isSold: listings.isSold });
  return rows.filter((r) => !r.isSold).map((r) => r.id);
}

export function createSuspensionsRepo(
  db: Db,
  notifications?: Notifications,
  hooks: SuspensionHooks = {},
) {
  const audit = (tx: Db, targetId: string, entry: SuspensionAudit) =>
    tx.insert(auditEvents).values({ ...entry, targetType: 'user', targetId });

  return {
    async suspend(
      id: string,
      until: Date,
      reason: string,
      entry: SuspensionAudit,
      now: Date,
    ): Promise<SuspendOutcome> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const found = await lockAccount(tx, id, now);
        if (!found) return { outcome: 'gone' };
        await hooks.afterAccountLock?.();
        const state = accountState(found.account, now);
        if (!ACCOUNT_MOVES.suspend.from.includes(state)) return { outcome: 'moved', state };
        if (state === 'admin' && found.activeAdmins <= 1) return { outcome: 'last-admin' };
        await tx
          .update(users)
          .set({ suspendedUntil: until, suspensionReason: reason, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        // Their tokens stop at once: a token is only good while its session exists.
        await tx.delete(sessions).where(eq(sessions.userId, id));
        const hidden = await showListings(tx, id, false);
        await endOpenDeals(tx, hidden, 'suspended', notifications);
        await notifications?.accountSuspended(tx, id, until, reason);
        await enqueue(
          tx,
          SUSPENSION_END_JOB,
          { userId: id, until: until.toISOString() },
          { startAfter: until },
        );
        await audit(tx, id, entry);
        return { outcome: 'done' };
      });
    },

    /** An admin ends a suspension early: the member may sign in, the listings come back. */
    async lift(id: string, entry: SuspensionAudit, now: Date): Promise<SuspendOutcome> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const found = await lockAccount(tx, id, now);
        if (!found) return { outcome: 'gone' };
        const state = accountState(found.account, now);
        if (!ACCOUNT_MOVES.lift.from.includes(state)) return { outcome: 'moved', state };
        await tx
          .update(users)
          .set({ suspendedUntil: null, suspensionReason: null, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        await showListings(tx, id, true);
        await audit(tx, id, entry);
        return { outcome: 'done' };
      });
    },

    /**
     * The end job: when the suspension that queued it has ended (the same end, now past), the
     * account is cleared and its listings shown again. 'not-due' before its time (clocks apart:
     * the queue tries again); 'superseded' when it was lifted or replaced by another suspension.
     */
    async endIfDue(
      id: string,
      until: Date,
      now: Date,
    ): Promise<'ended' | 'not-due' | 'superseded'> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .select({ suspendedUntil: users.suspendedUntil })
          .from(users)
          .where(eq(users.id, id))
          .for('no key update');
        if (!row?.suspendedUntil || row.suspendedUntil.getTime() !== until.getTime()) {
          return 'superseded';
        }
        if (until > now) return 'not-due';
        await tx
          .update(users)
          .set({ suspendedUntil: null, suspensionReason: null, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        await showListings(tx, id, true);
        return 'ended';
      });
    },

    /** Until when this account is suspended, if it is now. */
    async suspendedUntil(id: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: users.suspendedUntil })
        .from(users)
        .where(eq(users.id, id));
      return row?.until && row.until > now ? row.until : null;
    },
  };
}

export type SuspensionsRepo = ReturnType<typeof createSuspensionsRepo>;
