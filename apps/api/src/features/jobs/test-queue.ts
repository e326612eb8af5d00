import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface JobRow extends Record<string, unknown> {
  id: string;
  state: string;
  retry_count: number;
  /** Seconds until the job is due again (negative once it is). */
  wait_seconds: number;
  data: { outboxId?: string };
}

/** The mail jobs in pg-boss's table, oldest first. */
export async function mailJobs(database: Database): Promise<JobRow[]> {
  const { rows } = (await database.db.execute(sql`
    select id::text as id, state::text as state, retry_count, data,
           extract(epoch from start_after - now())::float8 as wait_seconds
    from pgboss.job where name = 'mail-send' order by created_on, id`)) as unknown as {
    rows: JobRow[];
  };
  return rows.map((r) => ({ ...r, wait_seconds: Number(r.wait_seconds) }));
}

/** Moves the clock of waiting retries instead of waiting: they are due now. */
export async function makeRetriesDue(database: Database): Promise<void> {
  await database.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
  );
}
