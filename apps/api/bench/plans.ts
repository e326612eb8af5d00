import type { Captured, SqlClient } from './sql-client.ts';

export interface Plan {
  sql: string;
  params: unknown[];
  text: string;
  /** Tables read by a sequential scan (empty when every read goes through an index). */
  seqScans: { table: string; rows: number }[];
  executionMs: number | null;
}

/** A statement that is itself an EXPLAIN (a total's planner estimate, decision 061). */
const isEstimate = (sql: string) => /^\s*explain\b/i.test(sql);

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of one captured statement, run with its own parameters; a
 * statement that is an EXPLAIN itself reads no rows, and its plan is the one it answers.
 */
export async function explain(client: SqlClient, statement: Captured): Promise<Plan> {
  const estimate = isEstimate(statement.sql);
  const rows = await client.query<{ 'QUERY PLAN': string }>(
    estimate
      ? statement.sql.replace(/\(\s*format\s+json\s*\)/i, '')
      : `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const tables = [...new Set([...text.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))];
  const seqScans = [];
  for (const table of tables) {
    const [row] = await client.query<{ rows: number }>(
      'select greatest(reltuples, 0)::float8 as rows from pg_class where relname = $1',
      [table],
    );
    seqScans.push({ table, rows: Number(row?.rows ?? 0) });
  }
  const time = /Execution Time: ([\d.]+) ms/.exec(text);
  return {
    sql: statement.sql,
    params: statement.params,
    text,
    seqScans,
    executionMs: time ? Number(time[1]) : null,
  };
}

/** A sequential scan of a table this small is the right plan, not a problem. */
export const SMALL_TABLE_ROWS = 10_000;

/** The plan's verdict line: ⚠ for a sequential scan of a large table. */
export function seqScanNote(seqScans: Plan['seqScans']): string {
  if (seqScans.length === 0) return 'no Seq Scan';
  return seqScans
    .map(({ table, rows }) =>
      rows < SMALL_TABLE_ROWS
        ? `Seq Scan on ${table} (${Math.round(rows)} rows: small, fine)`
        : `⚠ Seq Scan on ${table} (${Math.round(rows).toLocaleString('en-US')} rows)`,
    )
    .join(', ');
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

/** What a statement of a list query does, for the reports: its page, its total, or a lookup. */
export function statementRole(sql: string): string {
  if (isEstimate(sql)) return 'total (estimate)';
  if (/search_words/.test(sql)) return 'word corrections';
  if (/listing_counts/.test(sql)) return 'total (maintained count)';
  if (/^\s*select count\(/i.test(sql)) return 'total (count)';
  return 'page';
}
