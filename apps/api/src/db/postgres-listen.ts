import pg from 'pg';
import type { ListenHandlers, PostgresOptions, Subscription } from './database.ts';

/** Reconnection delays after a listening connection drops: 0.1 s doubling up to 5 s. */
const reconnectDelay = (attempt: number) => Math.min(5000, 100 * 2 ** attempt);

/** LISTEN on a connection of its own (a pooled one would be handed to other queries). */
export function listenPostgres(
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
      // One name per channel, so an operator (or a test) can tell the listeners apart.
      application_name: `resale-zone-listener ${channel}`,
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
