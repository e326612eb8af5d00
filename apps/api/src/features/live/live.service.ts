import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Subscription } from '../../db/client.ts';
import { notify } from '../../db/database.ts';
import { createLiveRepo, type LiveRow } from './live.repo.ts';

/**
 * The live channel (decision 026): what changed for a person reaches their open pages at once, on
 * one instance or many. An event points to a row (a message, a conversation, a notification); the
 * page fetches the row itself, with the usual access checks.
 */
export type LiveEventType = 'message' | 'conversation' | 'notification';

export const LIVE_CHANNEL = 'resale_zone_live';
/** Events per NOTIFY: well under PostgreSQL's 8,000-byte payload limit. */
const PER_NOTIFY = 40;
/** Most events sent at once on a catch-up; a client further behind is told to refetch. */
const CATCH_UP_LIMIT = 200;

/** One open stream of one person. */
export interface LiveSink {
  send(event: LiveRow): void;
  /** The client is too far behind for a catch-up: it should refetch what it shows. */
  resync(): void;
  /** Closed because the person opened too many: the client should not reconnect. */
  replaced(): void;
  /** Closed because this instance stops: the client reconnects (to another instance). */
  close(): void;
  /** Closed because the session that opened it ended: the client should not reconnect. */
  ended(): void;
}

interface Connection {
  userId: string;
  /** The session whose access token opened the stream: when it ends, the stream closes. */
  sessionId: string | null;
  sink: LiveSink;
  /** The newest event id sent on it: where a catch-up starts. */
  lastId: number;
  /**
   * Live events that arrived while a catch-up read the table: sent after the catch-up, unless it
   * sent them itself, so that nothing comes twice or out of order. Null when not catching up.
   */
  held: LiveRow[] | null;
}

export interface LiveOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Streams one person may hold open; a new one beyond closes their oldest. */
  maxPerUser: number;
  /** Streams this instance holds; beyond, a new one is refused (503). */
  maxConnections: number;
  /** Test seam: awaited before each reconnection of LISTEN (widens the window of missed events). */
  beforeReconnect?: () => Promise<void>;
  /** Test seam: awaited before a catch-up reads the table (widens the window of live events meanwhile). */
  beforeCatchUp?: () => Promise<void>;
}

export function createLiveService(options: LiveOptions) {
  const { database, log, maxPerUser, maxConnections } = options;
  const repo = createLiveRepo(database.db);
  const byUser = new Map<string, Set<Connection>>();
  let count = 0;
  let subscription: Subscription | null = null;
  /** The LISTEN connection dropped: events may have been missed until it is back. */
  let missed = false;

  const send = (conn: Connection, row: LiveRow) => {
    conn.lastId = Math.max(conn.lastId, row.id);
    conn.sink.send(row);
  };
  const deliver = (conn: Connection, row: LiveRow) => {
    if (conn.held) conn.held.push(row);
    else send(conn, row);
  };

  async function catchUp(conn: Connection, afterId: number) {
    const held: LiveRow[] = [];
    conn.held = held;
    let rows: LiveRow[];
    try {
      await options.beforeCatchUp?.();
      rows = await repo.since(conn.userId, afterId, CATCH_UP_LIMIT + 1);
    } finally {
      if (conn.held === held) conn.held = null;
    }
    if (rows.length > CATCH_UP_LIMIT) {
      conn.sink.resync();
      conn.lastId = Math.max(conn.lastId, rows[rows.length - 1]!.id);
    } else {
      for (const row of rows) send(conn, row);
    }
    const sent = new Set(rows.map((row) => row.id));
    for (const row of held) if (!sent.has(row.id)) send(conn, row);
  }

  /** Closes the streams of sessions that ended (sent by a trigger on `sessions`, migration 0030). */
  function endSessions(ids: string[]) {
    const ended = new Set(ids);
    for (const set of [...byUser.values()]) {
      for (const conn of [...set]) {
        if (conn.sessionId === null || !ended.has(conn.sessionId)) continue;
        drop(conn);
        conn.sink.ended();
      }
    }
  }

  function onMessage(payload: string) {
    let rows: [number, string, string, string][] | { endedSessions: string[] };
    try {
      rows = JSON.parse(payload) as typeof rows;
    } catch {
      log.warn('live: unreadable notification');
      return;
    }
    if (!Array.isArray(rows)) {
      endSessions(rows.endedSessions ?? []);
      return;
    }
    for (const [id, userId, type, refId] of rows) {
      for (const conn of byUser.get(userId) ?? []) deliver(conn, { id, userId, type, refId });
    }
  }

  function drop(conn: Connection) {
    const set = byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    count--;
    if (set.size === 0) byUser.delete(conn.userId);
  }

  return {
    /** Subscribes this instance to the channel. */
    async start() {
      subscription = await database.listen(LIVE_CHANNEL, {
        onMessage,
        onConnected: () => {
          if (!missed) return;
          missed = false;
          // Whatever was sent while the subscription was down is read back from the table.
          for (const set of byUser.values()) {
            for (const conn of set) {
              catchUp(conn, conn.lastId).catch((err: unknown) => {
                log.warn({ err }, 'live: catch-up after reconnecting failed');
                conn.sink.resync();
              });
            }
          }
        },
        onDisconnected: (err) => {
          missed = true;
          log.warn({ err }, 'live: LISTEN connection lost; catching up when it is back');
        },
        beforeReconnect: options.beforeReconnect,
      });
    },

    /**
     * Records an event for each person, in the caller's transaction; the instances holding their
     * streams send it once the transaction commits (NOTIFY is delivered at commit).
     */
    async publish(
      on: Db,
      userIds: readonly string[],
      type: LiveEventType,
      refId: string,
    ): Promise<void> {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      const rows = await repo.insert(on, unique, type, refId);
      for (let i = 0; i < rows.length; i += PER_NOTIFY) {
        const part = rows.slice(i, i + PER_NOTIFY).map((r) => [r.id, r.userId, r.type, r.refId]);
        await notify(on, LIVE_CHANNEL, JSON.stringify(part));
      }
    },

    /**
     * Opens a stream for a person, tied to the session that opened it. With the id of the last event the client saw, what came after
     * is sent first; without, the stream starts now. Null when this instance is full.
     */
    async connect(
      who: { userId: string; sessionId: string | null },
      lastEventId: number | null,
      sink: LiveSink,
    ) {
      const { userId } = who;
      if (count >= maxConnections) return null;
      const conn: Connection = { ...who, sink, lastId: 0, held: null };
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      if (set.size >= maxPerUser) {
        const oldest = set.values().next().value!;
        drop(oldest);
        oldest.sink.replaced();
      }
      set.add(conn);
      count++;
      // Registered first, so nothing published from now on is missed while catching up.
      try {
        if (lastEventId === null) conn.lastId = Math.max(conn.lastId, await repo.latestId(userId));
        else await catchUp(conn, lastEventId);
      } catch (err) {
        drop(conn);
        throw err;
      }
      return {
        /** The id the stream starts from (the client's Last-Event-ID if it reconnects now). */
        lastId: () => conn.lastId,
        close: () => drop(conn),
      };
    },

    /** Streams open on this instance (the metrics and the connection benchmark read it). */
    connections: () => count,

    /** Ends every stream (the instance is closing) and the subscription. */
    async close() {
      for (const set of [...byUser.values()]) {
        for (const conn of [...set]) {
          drop(conn);
          conn.sink.close();
        }
      }
      await subscription?.close();
      subscription = null;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
