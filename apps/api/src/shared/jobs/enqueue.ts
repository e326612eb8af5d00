import PgBoss from 'pg-boss';
import { sql, type SQLChunk } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How pg-boss reaches the database: one statement (with values) or a script (without). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A database handle or an open transaction: both are drizzle databases. */
export type DbOrTx = Pick<Db, 'execute'>;

/**
 * Runs pg-boss's numbered-parameter SQL through drizzle, on whatever connection `db` stands for:
 * a transaction's, so that a job is written (or rolled back) with the rows of its event.
 */
export function drizzleExecutor(db: DbOrTx): SqlExecutor {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQLChunk[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1] ?? null) : sql.raw(part)));
      return (await db.execute(sql.join(chunks))) as unknown as {
        rows: Record<string, unknown>[];
      };
    },
  };
}

// Only ever sends with a per-call executor (the caller's transaction); it never connects itself.
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs are sent within a transaction')) },
});

/**
 * Adds a job in the caller's transaction: it exists exactly when the transaction commits. The
 * queue (its name) must have been created by the job queue at start.
 */
export async function enqueue(
  tx: DbOrTx,
  name: string,
  data: object,
  options: { startAfter?: Date } = {},
): Promise<string> {
  const id = await sender.send(name, data, {
    db: drizzleExecutor(tx),
    ...options,
  } as PgBoss.SendOptions);
  if (!id) throw new Error(`job ${name} was not queued`);
  return id;
}
