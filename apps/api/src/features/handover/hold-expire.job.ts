import type { JobDefinition } from '../../shared/jobs/job-queue.ts';
import { changeTags } from '../../lib/listing-tags.ts';
import { HOLD_EXPIRE_JOB } from '../../shared/jobs/job-names.ts';
import type { HandoverService } from './handover.service.ts';

/**
 * Queued with each hold, due when it expires: releases the hold unless the sale moved on. A hold
 * not due yet (clocks apart) fails the run, and the queue tries again later.
 */
export function holdExpireJob(
  handover: HandoverService,
  changed: (tags: string[]) => Promise<void>,
): JobDefinition {
  return {
    name: HOLD_EXPIRE_JOB,
    handler: async (data) => {
      const { bookingId } = data as { bookingId?: unknown };
      if (typeof bookingId !== 'string') return;
      const outcome = await handover.expire(bookingId);
      if (outcome === 'not-due') throw new Error(`hold of ${bookingId} is not due yet`);
      if (outcome.length > 0) await changed(changeTags(outcome));
    },
  };
}
