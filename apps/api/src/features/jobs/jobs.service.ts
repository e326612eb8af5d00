import type { FailedJobsQuery } from '@resale-zone/contract/jobs';
import { notFound } from '../../lib/http-error.ts';
import type { JobsRepo } from './jobs.repo.ts';

// pg-boss ids are UUIDs; anything else names no job (and must not reach a ::uuid cast).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Failed (dead) background jobs for admins: the list, and one more attempt on request. */
export function createJobsService(
  repo: JobsRepo,
  retry: (name: string, id: string) => Promise<number>,
) {
  return {
    failed: (q: FailedJobsQuery) => repo.listFailed(q),

    async retry(admin: { id: string }, id: string): Promise<number> {
      const name = UUID.test(id) ? await repo.failedJobName(id) : undefined;
      if (!name) throw notFound('No failed job has this id.');
      const changed = await retry(name, id);
      if (changed === 0) throw notFound('No failed job has this id.');
      await repo.audit({ actorId: admin.id, targetId: id, detail: name });
      return changed;
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
