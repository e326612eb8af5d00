import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** One database, whichever engine runs it. Repositories only see `db`. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /** Applies pending migrations (numbered SQL files in ./migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

// Any constant works; it only has to be the same for every instance sharing one server.
const MIGRATION_LOCK_KEY = 727_001;

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A dump of an already migrated database to start from (fast per-test databases). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Trigram indexes of GET /search (migration 0003 creates the extension).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  /** Bounds waiting for a connection, each statement and each query round trip. */
  timeoutMs: number;
  onPoolError?: (err: Error) => void;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: options.timeoutMs,
    query_timeout: options.timeoutMs,
    statement_timeout: options.timeoutMs,
    idle_in_transaction_session_timeout: options.timeoutMs * 3,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'resale-zone',
  });
  // An idle connection dropped by the server must not take the process down; the pool replaces it.
  pool.on('error', (err) => options.onPoolError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    // An advisory lock lets several instances start at once against one server.
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
