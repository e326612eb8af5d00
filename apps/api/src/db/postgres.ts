import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';
import {
  MIGRATIONS_DIR,
  engineCommon,
  type Database,
  type Db,
  type PostgresOptions,
} from './database.ts';
import { AppPool, endOnReadTimeout, readTimeoutFor } from './postgres-guards.ts';
import { listenPostgres } from './postgres-listen.ts';

// Any constant works; it only has to be the same for every instance sharing one server.
const MIGRATION_LOCK_KEY = 727_001;

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new AppPool({
    connectionString: options.url,
    max: options.poolMax,
    // Bounds both waiting for a free pooled connection and opening a new one.
    connectionTimeoutMillis: options.connectTimeoutMs ?? options.timeoutMs,
    query_timeout: readTimeoutFor(options.timeoutMs),
    statement_timeout: options.timeoutMs,
    idle_in_transaction_session_timeout: options.timeoutMs * 3,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'resale-zone',
  });
  // An idle connection dropped by the server must not take the process down; the pool replaces it.
  pool.on('error', (err) => options.onPoolError?.(err));
  pool.on('connect', (client) => {
    // A connection lost while checked out (say, between two statements of a transaction) emits
    // 'error' on its client, which would end the process without a listener. The next query on it
    // fails instead (answered 503), and the pool drops it on release.
    client.on('error', () => {});
    endOnReadTimeout(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    ...engineCommon(db, (text) => pool.query(text)),
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
    listen: (channel, handlers) => listenPostgres(options, channel, handlers),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
