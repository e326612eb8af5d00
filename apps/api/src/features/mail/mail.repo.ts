import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export function createMailRepo(db: Db) {
  return {
    find: async (id: string): Promise<OutboxMail | undefined> => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row;
    },
    /** Marks a message sent, once: false when it already was. */
    markSent: async (id: string): Promise<boolean> => {
      const rows = await db
        .update(mailOutbox)
        .set({ sentAt: new Date() })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
