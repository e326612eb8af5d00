import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
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
    // One connection in this process: it never drops while the database is open.
    listen: async (channel, handlers) => {
      const unsubscribe = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onConnected();
      return {
        close: async () => {
          if (!client.closed) await unsubscribe();
        },
      };
    },
    notify: (channel, payload) => notify(db, channel, payload),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
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

/**
 * How long the client waits for any answer before it treats the server as gone: a little past the
 * statement time-out, so that a slow statement is cancelled by the server (the connection stays
 * usable) and only a silent network trips this one.
 */
export function readTimeoutFor(timeoutMs: number): number {
  return timeoutMs + Math.min(1000, timeoutMs);
}

type Callback = (err: unknown, result: unknown) => void;

/**
 * A query that timed out on the client still holds its connection: the server may answer it later,
 * or never (a dead peer). Such a connection must not go back to the pool, where every later query
 * would queue behind the lost one. Ending it marks it unusable, so the pool drops it on release.
 */
function endOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const check = (err: unknown) => {
    if (err instanceof Error && err.message === 'Query read timeout') {
      client.end().catch(() => {});
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = ((err, result) => {
        check(err);
        (last as Callback)(err, result);
      }) satisfies Callback;
      return query(...args);
    }
    const result = query(...args);
    return result instanceof Promise
      ? result.catch((err: unknown) => {
          check(err);
          throw err;
        })
      : result;
  };
}

const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? ''),
  );

/**
 * drizzle's `transaction()` checks a connection out and sends BEGIN before the try/finally that
 * gives it back: a BEGIN that fails (a dead connection) would keep that connection out of the
 * pool for good, and enough of them would leave every request waiting for a connection. Here a
 * checkout whose first statement is a failed BEGIN is given back (and dropped) at once, and giving
 * a connection back twice is harmless.
 */
class AppPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  const target = client as unknown as { query: (...args: unknown[]) => unknown };
  const query = target.query;
  target.query = (...args) => {
    target.query = query; // only the checkout's first statement is watched
    const result = query.apply(client, args);
    if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      client.release(err instanceof Error ? err : true);
      throw err;
    });
  };
  return client;
}

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
    listen: (channel, handlers) => listenPostgres(options, channel, handlers),
    notify: (channel, payload) => notify(db, channel, payload),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Reconnection delays after a listening connection drops: 0.1 s doubling up to 5 s. */
const reconnectDelay = (attempt: number) => Math.min(5000, 100 * 2 ** attempt);

/** LISTEN on a connection of its own (a pooled one would be handed to other queries). */
function listenPostgres(
  options: PostgresOptions,
  channel: string,
  handlers: ListenHandlers,
): Promise<Subscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let current: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const dropped = new WeakSet<pg.Client>();

  const lost = (conn: pg.Client, err: unknown) => {
    if (dropped.has(conn)) return;
    dropped.add(conn);
    conn.end().catch(() => {});
    if (current === conn) {
      current = null;
      handlers.onDisconnected(err);
    }
    if (!closed) {
      timer = setTimeout(() => {
        void (async () => {
          await handlers.beforeReconnect?.();
          if (!closed) await connect();
        })();
      }, reconnectDelay(attempt++));
      timer.unref();
    }
  };

  const connect = async () => {
    const conn = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? options.timeoutMs,
      keepAlive: true,
      application_name: 'resale-zone-listener',
    });
    conn.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onMessage(msg.payload ?? '');
    });
    conn.on('error', (err) => lost(conn, err));
    conn.on('end', () => lost(conn, new Error('listening connection ended')));
    try {
      await conn.connect();
      await conn.query(`listen ${channel}`);
    } catch (err) {
      lost(conn, err);
      return;
    }
    if (closed || dropped.has(conn)) {
      if (!dropped.has(conn)) await conn.end().catch(() => {});
      return;
    }
    current = conn;
    attempt = 0;
    handlers.onConnected();
  };

  return connect().then(() => ({
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const conn = current;
      current = null;
      if (conn) {
        dropped.add(conn);
        await conn.end().catch(() => {});
      }
    },
  }));
}
