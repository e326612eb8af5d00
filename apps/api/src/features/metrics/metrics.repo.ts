import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';

export interface QueueCounts {
  queue: string;
  /** Due or waiting to be retried: the work still ahead. */
  waiting: number;
  active: number;
  /** Ended failed (out of retries); kept, retryable by an admin, for 30 days. */
  failed: number;
  /**
   * Seconds since the oldest waiting job fell due (0 when none is due): what to alert on when no
   * worker takes jobs (every instance on JOBS=off) or the workers fall behind.
   */
  oldestDueSeconds: number;
}

export interface PoolUse {
  /** Connections open, idle among them, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Read at each scrape: the job table's counts and the connection pool's state. */
export function createMetricsRepo(database: Database) {
  return {
    /** Per queue, from pg-boss's table (shared by every instance: the same figures everywhere). */
    async queueCounts(): Promise<QueueCounts[]> {
      const { rows } = (await database.db.execute(sql`
        select name as queue,
               count(*) filter (where state in ('created', 'retry'))::int as waiting,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed')::int as failed,
               coalesce(extract(epoch from now() - min(start_after)
                 filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8
                 as "oldestDueSeconds"
        from pgboss.job
        where state in ('created', 'retry', 'active', 'failed')
        group by name`)) as unknown as { rows: QueueCounts[] };
      return rows.map((r) => ({
        ...r,
        waiting: +r.waiting,
        active: +r.active,
        failed: +r.failed,
        oldestDueSeconds: +r.oldestDueSeconds,
      }));
    },

    /**
     * PostgreSQL: node-postgres's pool counts. PGlite is one connection in this process that runs
     * one query at a time: there is no pool to measure, only undefined.
     */
    poolUse(): PoolUse | undefined {
      if (database.kind !== 'postgres') return undefined;
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      return {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      };
    },
  };
}
export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
