import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import { API_ROOT } from '../paths.ts';
import type { Channel } from '../lib/channel.ts';

export type { ListenHandlers, Subscription } from '../lib/channel.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction of an event (or the database, for a write that is the whole event). */
export type Tx = Db;
export type DatabaseKind = 'pglite' | 'postgres';

/** One database, whichever engine runs it. Repositories only see `db`. */
export interface Database extends Channel {
  kind: DatabaseKind;
  db: Db;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /** Applies pending migrations (numbered SQL files in ./migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  /**
   * Longest statement: the server cancels it (statement_timeout). The client gives up on a silent
   * server shortly after (`readTimeoutFor`) and drops that connection.
   */
  timeoutMs: number;
  /**
   * Longest wait for a connection: a free one from a busy pool, or a new one from the server
   * (default: `timeoutMs`).
   */
  connectTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
}

export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');

/** NOTIFY through the database's own queries (both engines). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * What every engine's `Database` answers alike, from its drizzle handle and a plain query on its
 * client: the handle, the health check's round trip and NOTIFY.
 */
export function engineCommon(
  db: Db,
  query: (text: string) => Promise<unknown>,
): Pick<Database, 'db' | 'ping' | 'notify'> {
  return {
    db,
    ping: async () => {
      await query('select 1');
    },
    notify: (channel, payload) => notify(db, channel, payload),
  };
}
