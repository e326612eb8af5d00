import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@resale-zone/contract/notifications';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/lists.ts';
import {
  notificationMailMarks,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema.ts';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** "Once" per key and person: a second notification with it is not written. */
  dedupeKey?: string;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification just written, with its person's address and mail choice for its kind. */
export interface InsertedNotification {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  wantsEmail: boolean;
}

export function createNotificationsRepo(db: Db) {
  return {
    /**
     * Writes one notification in `tx` and reads, in the same statement, the person's address and
     * whether they want this kind by email too (no preference row: yes). Null when one with its
     * dedupe key exists already.
     */
    async insert(tx: Db, row: NewNotification): Promise<InsertedNotification | null> {
      const result = (await tx.execute(sql`
        with inserted as (
          insert into ${notifications} (user_id, kind, title, body, link, dedupe_key)
          values (${row.userId}, ${row.kind}, ${row.title}, ${row.body}, ${row.link},
            ${row.dedupeKey ?? null})
          on conflict (user_id, dedupe_key) do nothing
          returning id
        )
        select inserted.id, ${users.name} as name, ${users.email} as email,
          ${users.emailVerified} as "emailVerified",
          coalesce(${notificationPreferences.email}, true) as "wantsEmail"
        from inserted
        join ${users} on ${users.id} = ${row.userId}
        left join ${notificationPreferences}
          on ${notificationPreferences.userId} = ${users.id}
          and ${notificationPreferences.kind} = ${row.kind}`)) as unknown as {
        rows: InsertedNotification[];
      };
      return result.rows[0] ?? null;
    },

    /**
     * Claims the right to mail `key` to this person now: true when no mail of that key went to
     * them within `windowSeconds`. One statement, so two claims at once give one true.
     */
    async claimMailSlot(tx: Db, userId: string, key: string, windowSeconds: number) {
      const rows = await tx
        .insert(notificationMailMarks)
        .values({ userId, key })
        .onConflictDoUpdate({
          target: [notificationMailMarks.userId, notificationMailMarks.key],
          set: { mailedAt: sql`now()` },
          setWhere: sql`${notificationMailMarks.mailedAt} <= now() - make_interval(secs => ${windowSeconds})`,
        })
        .returning({ key: notificationMailMarks.key });
      return rows.length > 0;
    },

    async list(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(...newestFirst(notifications))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the person's notifications read: null when it is not theirs (or gone). */
    async markRead(userId: string, id: string): Promise<number | null> {
      const [row] = await db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!row) return null;
      const changed = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return changed.length;
    },

    async markAllRead(userId: string): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return changed.length;
    },

    async preferences(userId: string) {
      return db
        .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    async setPreference(userId: string, kind: NotificationKind, email: boolean) {
      await db
        .insert(notificationPreferences)
        .values({ userId, kind, email })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { email },
        });
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
