import type { Db } from '../../db/client.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';
import type { JobDefinition } from '../../shared/jobs/job-queue.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** Queues (migration 0015): a new listing to match, a price drop to tell. */
export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';
export const PRICE_DROP_JOB = 'price-drop-notify';

/**
 * A new listing with an IMEI is matched this much later (issue 36): one listed only to learn
 * whether an IMEI is taken, then deleted, is gone by then, and the job skips a listing that is no
 * longer on sale, so probing alerts no saved search.
 */
export const IMEI_ALERT_DELAY_SECONDS = 10 * 60;

/** What the listings feature does in its write transactions (`ListingEvents`). */
export const listingEvents = {
  listed: (tx: Db, listingId: string, hasImei = false) =>
    enqueue(
      tx,
      SAVED_SEARCH_MATCH_JOB,
      { listingId },
      hasImei ? { startAfter: new Date(Date.now() + IMEI_ALERT_DELAY_SECONDS * 1000) } : {},
    ).then(() => undefined),
  priceDropped: (tx: Db, changeId: string) =>
    enqueue(tx, PRICE_DROP_JOB, { changeId }).then(() => undefined),
};

/** The two jobs; both are idempotent (a notification's dedupe key makes "once" hold). */
export function savedSearchJobs(service: SavedSearchesService): JobDefinition[] {
  return [
    {
      name: SAVED_SEARCH_MATCH_JOB,
      handler: async (data) => {
        const { listingId } = data as { listingId?: unknown };
        if (typeof listingId === 'string') await service.matchListing(listingId);
      },
    },
    {
      name: PRICE_DROP_JOB,
      handler: async (data) => {
        const { changeId } = data as { changeId?: unknown };
        if (typeof changeId === 'string') await service.priceDropped(changeId);
      },
    },
  ];
}
