import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOTAL_COUNT_HEADER } from '@resale-zone/contract/admin';
import { IdParams, ModifiedAnswer } from '@resale-zone/contract/common';
import { FailedJobList, FailedJobsQuery, JOBS_PATH } from '@resale-zone/contract/jobs';
import { requireRole } from '../../lib/auth-guards.ts';
import type { JobsService } from './jobs.service.ts';

/** Failed background jobs, for admins only (the role is read from the database per request). */
export function jobsRoutes(jobs: JobsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireRole('admin'));

    app.get(
      JOBS_PATH,
      { schema: { querystring: FailedJobsQuery, response: { 200: FailedJobList } } },
      async (req, reply) => {
        const { items, total } = await jobs.failed(req.query);
        return reply
          .header(TOTAL_COUNT_HEADER, total)
          .header('cache-control', 'no-store')
          .send(items);
      },
    );

    // Retrying a mail job changes no public answer.

    app.post(
      `${JOBS_PATH}/:id/retry`,
      {
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        modifiedCount: await jobs.retry(req.user!, req.params.id),
      }),
    );
  };
}
