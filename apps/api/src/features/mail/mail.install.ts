import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { publicUrl, type Env } from '../../env.ts';
import { mailMode } from '../../env-production.ts';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';
import { createMailRepo } from './mail.repo.ts';
import { createMailTransport } from './mail-transport.ts';
import { sendMailJob } from './mail.job.ts';
import { createNotifications } from '../../shared/mail/notifications.ts';
import { createNotificationsRepo } from '../notifications/notifications.repo.ts';
import {
  createNotificationsService,
  type Publish,
} from '../notifications/notifications.service.ts';

/**
 * Mail on the job queue: the job that sends outbox messages (through SMTP_URL, or to
 * DATA_DIR/mail), and the notifications the other features queue in their transactions.
 */
export function installMail(
  queue: JobQueue,
  {
    env,
    database,
    log,
    publish,
  }: { env: Env; database: Database; log: FastifyBaseLogger; publish?: Publish },
) {
  const transport = createMailTransport({
    // MAIL=log writes files even with SMTP_URL set.
    smtpUrl: mailMode(env) === 'smtp' ? env.SMTP_URL : undefined,
    from: env.MAIL_FROM,
    mailDir: path.resolve(env.DATA_DIR, 'mail'),
    log,
  });
  queue.define(sendMailJob(createMailRepo(database.db), transport));
  // The bell: every notification that also mails is written there first (features/notifications).
  const inbox = createNotificationsService({
    repo: createNotificationsRepo(database.db),
    publicUrl: publicUrl(env),
    publish,
  });
  return {
    inbox,
    notifications: createNotifications(publicUrl(env), inbox),
    close: () => transport.close(),
  };
}
