import type { Captured, SqlClient } from './sql-client.ts';

export interface Plan {
  sql: string;
  params: unknown[];
  text: string;
  /** Tables read by a sequential scan (empty when every read goes through an index). */
  seqScans: string[];
  executionMs: number | null;
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of one captured statement, run with its own parameters. */
export async function explain(client: SqlClient, statement: Captured): Promise<Plan> {
  const rows = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const seqScans = [...text.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
  const time = /Execution Time: ([\d.]+) ms/.exec(text);
  return {
    sql: statement.sql,
    params: statement.params,
    text,
    seqScans: [...new Set(seqScans)],
    executionMs: time ? Number(time[1]) : null,
  };
}

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
const SETTING = /\bset_config\s*\(/i;

/**
 * A captured call split into what sets the session up (`set_config(…, true)` of pg_trgm's
 * threshold) and the statements worth timing and explaining; transaction control is dropped and
 * replaced by the bench's own.
 */
export function splitStatements(statements: Captured[]) {
  const work = statements.filter((s) => !CONTROL.test(s.sql));
  return {
    setup: work.filter((s) => SETTING.test(s.sql)),
    measured: work.filter((s) => !SETTING.test(s.sql)),
  };
}

/** Runs `fn` in a transaction after the setup statements, as the repository ran them. */
export async function withSetup<T>(
  client: SqlClient,
  setup: Captured[],
  fn: () => Promise<T>,
): Promise<T> {
  await client.query('begin');
  try {
    for (const s of setup) await client.query(s.sql, s.params);
    return await fn();
  } finally {
    await client.query('commit');
  }
}
