import {
  BELL_SIZE,
  NOTIFICATION_KINDS,
  type MarkReadAnswer,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
} from '@resale-zone/contract/notifications';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { memberNamed } from '../../shared/mail/mail-text.ts';
import { queueMail, renderMail, type MailContent } from '../../shared/mail/queue-mail.ts';
import type { NewNotification, NotificationRow, NotificationsRepo } from './notifications.repo.ts';
import type { Publish } from '../../shared/publish.ts';

export type { Publish } from '../../shared/publish.ts';

/** At most one unread-message email per conversation per hour (issue 18). */
export const MESSAGE_MAIL_WINDOW_SECONDS = 60 * 60;

export interface Signed {
  id: string;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * The bell (issue 18 part 4): a notification is written in the transaction of its event, the
 * live channel is told, and the person's choice for its kind decides whether mail goes too (only
 * to a verified address, through the outbox).
 */
export function createNotificationsService(deps: {
  repo: NotificationsRepo;
  publicUrl: string;
  publish?: Publish;
}) {
  const { repo, publicUrl } = deps;
  let publish: Publish = deps.publish ?? (async () => {});

  /**
   * Writes the notification and tells the live channel. Answers who to mail (a verified address
   * that wants this kind by email), or null: nothing to mail, or it was written before.
   */
  async function deliver(tx: Db, n: NewNotification) {
    const written = await repo.insert(tx, n);
    if (written === null) return { written: false, mailTo: null };
    await publish(tx, [n.userId], 'notification', written.id);
    const mailTo = written.emailVerified && written.wantsEmail ? written : null;
    return { written: true, mailTo };
  }

  /** Writes the notification and, when the person wants it, queues its mail. */
  async function notify(
    tx: Db,
    n: NewNotification & { mail: MailContent; mailKind: string; throttleKey?: string },
  ): Promise<boolean> {
    const { mail, mailKind, throttleKey, ...row } = n;
    const { written, mailTo } = await deliver(tx, row);
    if (!mailTo) return written;
    if (
      throttleKey &&
      !(await repo.claimMailSlot(tx, n.userId, throttleKey, MESSAGE_MAIL_WINDOW_SECONDS))
    ) {
      return written;
    }
    await queueMail(tx, {
      to: mailTo.email,
      kind: mailKind,
      subject: mail.heading,
      ...renderMail(mail, publicUrl),
    });
    return written;
  }

  return {
    deliver,
    notify,

    /**
     * Connects the live channel once it exists: the bell is made with the mail, at the start, and
     * the live channel later, with the API (app/api.ts).
     */
    publishWith(next: Publish) {
      publish = next;
    },

    /**
     * For the conversations feature: a new message for `recipientId`. Always in the bell; by email
     * (when chosen) at most once per conversation per hour.
     */
    async notifyNewMessage(
      on: Db,
      m: {
        recipientId: string;
        conversationId: string;
        senderName: string;
        productName: string;
      },
    ): Promise<boolean> {
      const link = `/deshboard/messages/${m.conversationId}`;
      return notify(on, {
        userId: m.recipientId,
        kind: 'message',
        title: `New message from ${m.senderName}`,
        body: `About ${m.productName}.`,
        link,
        mailKind: 'new-message',
        throttleKey: `message:${m.conversationId}`,
        mail: {
          heading: `New message about ${m.productName}`,
          paragraphs: [
            `${memberNamed('A member', m.senderName)} sent you a message about ${m.productName} on Resale Zone.`,
            'Keep the conversation and any payment on Resale Zone: it is how we can help if something goes wrong.',
          ],
          action: { label: 'Read the message', url: `${publicUrl}${link}` },
        },
      });
    },

    async list(user: Signed): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.list(user.id, BELL_SIZE),
        repo.unreadCount(user.id),
      ]);
      return { items: rows.map(toNotification), unread };
    },

    /** Someone else's notification (or an unknown id) is a 404, as if it did not exist. */
    async markRead(user: Signed, id: string): Promise<MarkReadAnswer> {
      const modifiedCount = await repo.markRead(user.id, id);
      if (modifiedCount === null) throw notFound('No such notification.');
      return { modifiedCount, unread: await repo.unreadCount(user.id) };
    },

    async markAllRead(user: Signed): Promise<MarkReadAnswer> {
      const modifiedCount = await repo.markAllRead(user.id);
      return { modifiedCount, unread: await repo.unreadCount(user.id) };
    },

    async preferences(user: Signed): Promise<NotificationPreferences> {
      const chosen = new Map((await repo.preferences(user.id)).map((p) => [p.kind, p.email]));
      const email = Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? true]),
      ) as NotificationPreferences['email'];
      return { email };
    },

    async setPreference(user: Signed, kind: NotificationKind, email: boolean) {
      await repo.setPreference(user.id, kind, email);
      return this.preferences(user);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
