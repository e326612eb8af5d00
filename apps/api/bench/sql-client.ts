import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';

/** A statement the repositories ran, as drizzle sent it. */
export interface Captured {
  sql: string;
  params: unknown[];
}

/**
 * The bench's own connection to a database the app has migrated: raw SQL for seeding and plans,
 * and a drizzle instance (the app's schema) that records every statement the repositories run.
 */
export interface SqlClient {
  kind: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A drizzle instance whose statements land in `captured`. */
  db: Db;
  captured: Captured[];
  close(): Promise<void>;
}

function recorder(captured: Captured[]): Logger {
  return {
    logQuery(query, params) {
      captured.push({ sql: query, params });
    },
  };
}

/**
 * One connection, not a pool: statements replayed after a captured `set_config(…, true)` must
 * run in the same session and transaction, as the repository ran them.
 */
export async function openPgClient(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const captured: Captured[] = [];
  return {
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const res = await client.query(text, params);
      return res.rows as T[];
    },
    db: drizzlePg(client, { schema, logger: recorder(captured) }) as unknown as Db,
    captured,
    close: () => client.end(),
  };
}

export async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  // The same extensions as the app's PGlite (trigram search indexes).
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const captured: Captured[] = [];
  return {
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      if (params && params.length > 0) return (await client.query<T>(text, params)).rows;
      // exec: several statements, no parameters (vacuum, DDL); the last result's rows.
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as T[];
    },
    db: drizzlePglite(client, { schema, logger: recorder(captured) }) as unknown as Db,
    captured,
    close: () => client.close(),
  };
}
