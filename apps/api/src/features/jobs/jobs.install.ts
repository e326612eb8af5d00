import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { installMail } from '../mail/mail.install.ts';
import { createJobQueue, type JobQueue } from '../../shared/jobs/job-queue.ts';
import { createJobsRepo } from './jobs.repo.ts';
import { createJobsService } from './jobs.service.ts';
import { jobsRoutes } from './jobs.routes.ts';

export interface JobsOptions {
  /** Run jobs in this process (default). Tests turn it off and call `app.jobs.drain()`. */
  work?: boolean;
  /** How often an idle worker looks for jobs. */
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (tests drain it). */
    jobs: JobQueue;
  }
}

/**
 * The job queue and the mail it sends: started with the app, stopped when it closes (the jobs
 * running then finish first). Answers the admin routes and the notifications for the services.
 */
export async function installJobs(
  app: FastifyInstance,
  { env, database, options = {} }: { env: Env; database: Database; options?: JobsOptions },
) {
  const queue = createJobQueue(database, app.log, { pollMs: options.pollMs });
  const mail = installMail(queue, { env, database, log: app.log });
  await queue.start({ work: options.work ?? true });
  app.decorate('jobs', queue);
  app.addHook('onClose', async () => {
    await queue.stop();
    mail.close();
  });
  return {
    notifications: mail.notifications,
    inbox: mail.inbox,
    routes: jobsRoutes(createJobsService(createJobsRepo(database.db), queue.retry)),
  };
}
