import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { redactSecrets } from '../../lib/redact.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export function createMailRepo(db: Db) {
  return {
    find: async (id: string): Promise<OutboxMail | undefined> => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row;
    },
    /**
     * Marks a message sent, once: false when it already was. The kept copy loses its links'
     * secrets (`?token=[redacted]`): a sent reset or verification link has no use in the table,
     * and a backup or a replica of it must not open an account (issue 36). Until it is sent the
     * row keeps the whole message, for the job's retries.
     */
    markSent: async (
      id: string,
      sent: { textBody: string; htmlBody: string },
    ): Promise<boolean> => {
      const rows = await db
        .update(mailOutbox)
        .set({
          sentAt: new Date(),
          textBody: redactSecrets(sent.textBody),
          htmlBody: redactSecrets(sent.htmlBody),
        })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
