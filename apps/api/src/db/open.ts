import path from 'node:path';
import type { Env } from '../env.ts';
import { openPostgres, type Database } from './client.ts';
import { openEmbedded } from './embedded-template.ts';

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (a new
 * one starts as a copy of a migrated template, see embedded-template.ts).
 */
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
  return openEmbedded(path.resolve(env.DATA_DIR, 'pglite'));
}
