import type { JobDefinition } from '../../shared/jobs/job-queue.ts';
import type { MailRepo } from './mail.repo.ts';
import type { MailTransport } from './mail-transport.ts';
import { SEND_MAIL_JOB } from '../../shared/mail/queue-mail.ts';

/**
 * Sends one outbox message and marks it sent. A job that runs again (its first run crashed after
 * sending, before the queue heard of it) finds the row sent and sends nothing. The one window left,
 * between the server accepting the message and the row being marked, repeats the same Message-ID,
 * which receivers recognise as the same message.
 */
export function sendMailJob(repo: MailRepo, transport: MailTransport): JobDefinition {
  return {
    name: SEND_MAIL_JOB,
    handler: async (data) => {
      const { outboxId } = data as { outboxId?: unknown };
      if (typeof outboxId !== 'string') return;
      const mail = await repo.find(outboxId);
      if (!mail || mail.sentAt) return;
      await transport.send(mail);
      await repo.markSent(mail.id, mail);
    },
  };
}
