import type { Db } from '../db/client.ts';

/**
 * The live channel's publish (features/live), which the app hands to the features that need it:
 * inside the caller's transaction, records one event per user pointing to `refId`, delivered
 * after commit.
 */
export type Publish = (
  on: Db,
  userIds: readonly string[],
  type: 'message' | 'conversation' | 'notification',
  refId: string,
) => Promise<void>;
