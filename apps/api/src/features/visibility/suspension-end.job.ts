import type { JobDefinition } from '../../shared/jobs/job-queue.ts';
import { SUSPENSION_END_JOB } from './suspensions.repo.ts';
import type { VisibilityService } from './visibility.service.ts';

/**
 * Queued with each suspension, due at its end: the member's listings come back on the public
 * lists, and every cached public answer is dropped (they may be on any list). Sign-in does not
 * wait for it: it compares the end with the time.
 */
export function suspensionEndJob(
  visibility: VisibilityService,
  changed: () => Promise<void>,
): JobDefinition {
  return {
    name: SUSPENSION_END_JOB,
    handler: async (data) => {
      const { userId, until } = data as { userId?: unknown; until?: unknown };
      if (typeof userId !== 'string' || typeof until !== 'string') return;
      const outcome = await visibility.endSuspension(userId, new Date(until));
      if (outcome === 'not-due') throw new Error(`the suspension of ${userId} is not over yet`);
      if (outcome === 'ended') await changed();
    },
  };
}
