import path from 'node:path';
import type { Env } from '../env.ts';
import { openPglite, openPostgres, type Database } from './client.ts';

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(env: Env, onPoolError?: (err: Error) => void): Promise<Database> {
  if (env.DATABASE_URL) {
    return openPostgres({
      url: env.DATABASE_URL,
      poolMax: env.DB_POOL_MAX,
      timeoutMs: env.DB_TIMEOUT_MS,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      onPoolError,
    });
  }
  return openPglite({ dataDir: path.resolve(env.DATA_DIR, 'pglite') });
}
