import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import { API_ROOT } from '../paths.ts';

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
  /**
   * Subscribes to a notification channel (LISTEN). PostgreSQL: on a dedicated connection that is
   * re-opened after it drops; `onDisconnected` / `onConnected` tell when messages may have been
   * missed. Resolves after the first attempt to connect, whether or not it succeeded.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  /** Sends a notification to every listener of the channel on this database (NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The subscription is (again) in place; nothing sent from now on is missed. */
  onConnected(): void;
  /** The subscription is gone until the next onConnected; messages sent meanwhile are lost. */
  onDisconnected(err: unknown): void;
  /** Test seam: awaited before each reconnection attempt (widens the disconnected window). */
  beforeReconnect?: () => Promise<void>;
}

export interface Subscription {
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
