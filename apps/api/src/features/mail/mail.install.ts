import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { mailMode } from '../../env-production.ts';
import { createMailRepo } from './mail.repo.ts';
import { createMailTransport } from './mail-transport.ts';
import { sendMailJob } from './mail.job.ts';

/**
 * Mail on the job queue: the job that sends outbox messages (through SMTP_URL, or to
 * DATA_DIR/mail). The app defines the job; `close` ends the transport once the queue stopped.
 */
export function installMail({
  env,
  database,
  log,
}: {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
}) {
  const transport = createMailTransport({
    // MAIL=log writes files even with SMTP_URL set.
    smtpUrl: mailMode(env) === 'smtp' ? env.SMTP_URL : undefined,
    from: env.MAIL_FROM,
    mailDir: path.resolve(env.DATA_DIR, 'mail'),
    log,
  });
  return {
    job: sendMailJob(createMailRepo(database.db), transport),
    close: () => transport.close(),
  };
}
