import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveEvents } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';

/** One person's event: a pointer to the row that changed (decision 026). */
export interface LiveRow {
  id: number;
  userId: string;
  type: string;
  refId: string;
}

/** How long a person's events are kept for catch-up. */
const KEPT = sql`interval '1 day'`;
/**
 * Event ids are given at insert and become visible at commit, so a later id can be seen first. A
 * catch-up also sends what was written this long before the newest id the client saw; repeats are
 * harmless (an event only says "this changed").
 */
const LATE_COMMIT = sql`interval '30 seconds'`;

export function createLiveRepo(db: Db) {
  return {
    /**
     * Records one event per user, in the caller's transaction; old ones of theirs are removed by
     * the same statement (one round trip inside the writer's transaction, not two).
     */
    async insert(
      on: Db,
      userIds: readonly string[],
      type: string,
      refId: string,
    ): Promise<LiveRow[]> {
      if (userIds.length === 0) return [];
      const ids = sql.join(
        userIds.map((userId) => sql`(${userId})`),
        sql`, `,
      );
      const result = (await on.execute(sql`
        with gone as (
          delete from ${liveEvents}
          where ${inArray(liveEvents.userId, [...userIds])} and ${lt(liveEvents.createdAt, sql`now() - ${KEPT}`)}
        )
        insert into ${liveEvents} (user_id, type, ref_id)
        select u.user_id, ${type}, ${refId} from (values ${ids}) as u(user_id)
        returning id, user_id as "userId", type, ref_id as "refId"`)) as unknown as {
        rows: { id: string | number; userId: string; type: string; refId: string }[];
      };
      return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** A person's events after `afterId` (plus the late commits around it), oldest first. */
    async since(userId: string, afterId: number, limit: number): Promise<LiveRow[]> {
      return db
        .select(pick(liveEvents, 'id', 'userId', 'type', 'refId'))
        .from(liveEvents)
        .where(
          and(
            eq(liveEvents.userId, userId),
            or(
              gt(liveEvents.id, afterId),
              gt(
                liveEvents.createdAt,
                sql`(select created_at - ${LATE_COMMIT} from ${liveEvents} where id = ${afterId})`,
              ),
            ),
          ),
        )
        .orderBy(liveEvents.id)
        .limit(limit);
    },

    /** The newest event id of a person (0 when none): where a new connection starts. */
    async latestId(userId: string): Promise<number> {
      const [row] = await db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.userId, userId))
        .orderBy(desc(liveEvents.id))
        .limit(1);
      return row?.id ?? 0;
    },
  };
}

export type LiveRepo = ReturnType<typeof createLiveRepo>;
