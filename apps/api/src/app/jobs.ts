import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { publicUrl, type Env } from '../env.ts';
import { installJobs, type JobsOptions } from '../features/jobs/jobs.install.ts';
import { installMail } from '../features/mail/mail.install.ts';
import { createNotificationsRepo } from '../features/notifications/notifications.repo.ts';
import { createNotificationsService } from '../features/notifications/notifications.service.ts';
import { createNotifications } from '../shared/mail/notifications.ts';

/**
 * The job queue with the job that sends mail, the bell, and the notifications the services queue
 * in their transactions (shared/mail). The features' own jobs are defined by app/api.ts.
 */
export async function installJobsAndMail(
  app: FastifyInstance,
  { env, database, options }: { env: Env; database: Database; options?: JobsOptions },
) {
  const mail = installMail({ env, database, log: app.log });
  // The jobs running at close finish before the transport ends.
  const jobs = await installJobs(app, { database, jobs: [mail.job], stopped: mail.close, options });
  // The bell: every notification that also mails is written there first (features/notifications).
  const inbox = createNotificationsService({
    repo: createNotificationsRepo(database.db),
    publicUrl: publicUrl(env),
  });
  return {
    notifications: createNotifications(publicUrl(env), inbox),
    inbox,
    routes: jobs.routes,
  };
}
