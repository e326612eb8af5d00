import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from '../../shared/jobs/job-queue.ts';
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
 * The job queue: started with the app with the jobs given (the app defines the others as it
 * builds their features), stopped when it closes (the jobs running then finish first). Answers
 * the admin routes.
 */
export async function installJobs(
  app: FastifyInstance,
  {
    database,
    jobs = [],
    stopped,
    options = {},
  }: {
    database: Database;
    jobs?: JobDefinition[];
    /** Runs once the queue has stopped (its running jobs finished). */
    stopped?: () => void;
    options?: JobsOptions;
  },
) {
  const queue = createJobQueue(database, app.log, { pollMs: options.pollMs });
  for (const job of jobs) queue.define(job);
  await queue.start({ work: options.work ?? true });
  app.decorate('jobs', queue);
  app.addHook('onClose', async () => {
    await queue.stop();
    stopped?.();
  });
  return {
    routes: jobsRoutes(createJobsService(createJobsRepo(database.db), queue.retry)),
  };
}
