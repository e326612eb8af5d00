import type { JobDefinition } from '../../shared/jobs/job-queue.ts';
import { OFFER_EXPIRE_JOB } from './offers.repo.ts';
import type { OffersService } from './offers.service.ts';

/**
 * Queued with each offer and each counter, due 48 hours later: ends the offer unless it moved on.
 * One not due yet (clocks apart) fails the run, and the queue tries again later.
 */
export function offerExpireJob(offers: OffersService): JobDefinition {
  return {
    name: OFFER_EXPIRE_JOB,
    handler: async (data) => {
      const { offerId, expiresAt } = data as { offerId?: unknown; expiresAt?: unknown };
      if (typeof offerId !== 'string' || typeof expiresAt !== 'string') return;
      const outcome = await offers.expire(offerId, expiresAt);
      if (outcome === 'not-due') throw new Error(`offer ${offerId} is not due yet`);
    },
  };
}
