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
