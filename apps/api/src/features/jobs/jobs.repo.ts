import { sql } from 'drizzle-orm';
import type { FailedJob } from '@resale-zone/contract/jobs';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

interface FailedRow extends Record<string, unknown> {
  id: string;
  name: string;
  retry_count: number;
  last_error: string | null;
  kind: string | null;
  to_address: string | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Reads pg-boss's job table (schema `pgboss`, made by migration 0007) for the admin view. */
export function createJobsRepo(db: Db) {
  return {
    async listFailed(page: { limit: number; offset: number }) {
      const { rows } = (await db.execute(sql`
        select j.id::text as id, j.name, j.retry_count,
               coalesce(j.output->>'message', j.output::text) as last_error,
               m.kind, m.to_address, j.created_on, j.started_on, j.completed_on
        from pgboss.job j
        left join mail_outbox m on j.name = 'mail-send' and m.id = j.data->>'outboxId'
        where j.state = 'failed'
        order by j.completed_on desc nulls last, j.id
        limit ${page.limit} offset ${page.offset}`)) as unknown as { rows: FailedRow[] };
      const { rows: counted } = (await db.execute(
        sql`select count(*)::int as total from pgboss.job where state = 'failed'`,
      )) as unknown as { rows: { total: number }[] };
      const items: FailedJob[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        summary: r.kind ? `${r.kind} to ${r.to_address}` : null,
        // pg-boss counts retries: the first run is not one of them.
        attempts: Number(r.retry_count) + 1,
        lastError: r.last_error,
        createdAt: iso(r.created_on)!,
        lastStartedAt: iso(r.started_on),
        failedAt: iso(r.completed_on),
      }));
      return { items, total: Number(counted[0]?.total ?? 0) };
    },

    /** The queue of a failed job, or undefined when no failed job has this id. */
    async failedJobName(id: string): Promise<string | undefined> {
      const { rows } = (await db.execute(
        sql`select name from pgboss.job where id = ${id}::uuid and state = 'failed'`,
      )) as unknown as { rows: { name: string }[] };
      return rows[0]?.name;
    },

    async audit(event: { actorId: string; targetId: string; detail: string }) {
      await db.insert(auditEvents).values({ ...event, action: 'retry-job', targetType: 'job' });
    },
  };
}
export type JobsRepo = ReturnType<typeof createJobsRepo>;
