import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, ListenHandlers } from '../db/client.ts';

/**
 * The public answer cache: serialised answers of GET routes that say `config: { publicCache: true }`
 * (answers that are the same for every caller), kept in memory by normalised URL and served
 * without touching the database — not even the identity hook, which runs after the lookup.
 *
 * Invalidation is coarse and fail-safe (decision 011): every API write that may have changed
 * something (any method but GET/HEAD/OPTIONS, unless its route is on the short keep list, and
 * unless it was refused with a 4xx) empties this instance's cache before its answer is sent, then
 * tells the other instances on the same database through NOTIFY. An instance whose listening
 * connection is down serves nothing from the cache, and empties it when the connection is back.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET answer is the same for every caller and may be served from the public cache. */
    publicCache?: boolean;
  }
}

/** The NOTIFY channel shared by every instance on one database. */
export const PUBLIC_CACHE_CHANNEL = 'resale_zone_public';

/** Headers of a stored answer that a hit sends again (the rest are set per request). */
const STORED_HEADERS = ['content-type', 'etag', 'cache-control', 'x-total-count', 'x-next-cursor'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StoredAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

export interface AnswerStoreLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * A least-recently-used map of answers, bounded by entries and by body bytes, with a generation
 * number that every invalidation bumps: an answer computed before a write (its request started at
 * an older generation) is never stored after that write emptied the cache.
 */
export function createAnswerStore({ maxEntries, maxBytes }: AnswerStoreLimits) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the oldest first.
  const entries = new Map<string, StoredAnswer>();
  let bytes = 0;
  let generation = 0;
  // Serving needs a working invalidation channel; until it is up (and whenever it drops) the store
  // neither answers nor keeps anything.
  let open = false;
  const counts = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0 };

  const evictOldest = () => {
    const oldest = entries.keys().next();
    if (oldest.done) return;
    bytes -= entries.get(oldest.value)!.body.length;
    entries.delete(oldest.value);
    counts.evictions += 1;
  };

  return {
    get generation() {
      return generation;
    },
    get isOpen() {
      return open;
    },
    get(key: string): StoredAnswer | undefined {
      if (!open) return undefined;
      const found = entries.get(key);
      if (!found) {
        counts.misses += 1;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, found);
      counts.hits += 1;
      return found;
    },
    /** Keeps an answer computed by a request that started at `startedAt`; false when refused. */
    set(key: string, answer: StoredAnswer, startedAt: number): boolean {
      if (!open || startedAt !== generation || answer.body.length > maxBytes) return false;
      const previous = entries.get(key);
      if (previous) {
        bytes -= previous.body.length;
        entries.delete(key);
      }
      entries.set(key, answer);
      bytes += answer.body.length;
      while (entries.size > maxEntries || bytes > maxBytes) evictOldest();
      counts.stores += 1;
      return true;
    },
    /** Forgets every answer; requests in flight will not store theirs. */
    invalidate() {
      generation += 1;
      entries.clear();
      bytes = 0;
      counts.invalidations += 1;
    },
    /** Opens (invalidation channel up) or closes (down) the store; either way it starts empty. */
    setOpen(value: boolean) {
      open = value;
      this.invalidate();
    },
    stats() {
      return { entries: entries.size, bytes, open, generation, ...counts };
    },
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;

/** The cache key: the path and the query parameters in a canonical order. */
export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

export interface PublicCacheOptions extends AnswerStoreLimits {
  /** `false` turns the cache off (every request computes its answer); ETags stay. */
  enabled: boolean;
  database: Pick<Database, 'listen' | 'notify'>;
  /** Full URLs of write routes that cannot change a public answer (sign-in, uploads …). */
  keep: readonly string[];
  log: FastifyBaseLogger;
  /** Test seam: widens the window in which the listening connection is down. */
  beforeReconnect?: ListenHandlers['beforeReconnect'];
}

export interface PublicCache {
  store: AnswerStore;
  /** Empties this instance's cache and tells the others (what a write does before answering). */
  changed(): Promise<void>;
}

/**
 * Installs the cache on the API scope. Call it directly on that scope (not through register), and
 * before the identity hook, so that a hit is answered before anything loads the caller.
 */
export async function installPublicCache(
  api: FastifyInstance,
  options: PublicCacheOptions,
): Promise<PublicCache> {
  const store = createAnswerStore(options);
  const instance = crypto.randomBytes(8).toString('hex');
  const keep = new Set(options.keep);
  const startedAt = new WeakMap<FastifyRequest, number>();
  const log = options.log.child({ component: 'public-cache' });

  const changed = async () => {
    store.invalidate();
    try {
      await options.database.notify(PUBLIC_CACHE_CHANNEL, instance);
    } catch (err) {
      // Only when the database is unreachable, which also cuts the other instances' listening
      // connections: they stop serving from their caches and start empty when it is back.
      log.warn({ err }, 'could not notify other instances of a change');
    }
  };

  if (options.enabled) {
    const subscription = await options.database.listen(PUBLIC_CACHE_CHANNEL, {
      onMessage: (payload) => {
        if (payload !== instance) store.invalidate();
      },
      onConnected: () => {
        store.setOpen(true);
        log.info('listening for changes: cache on');
      },
      onDisconnected: (err) => {
        store.setOpen(false);
        log.warn({ err }, 'change notifications lost: cache off until they are back');
      },
      beforeReconnect: options.beforeReconnect,
    });
    api.addHook('onClose', async () => {
      store.setOpen(false);
      await subscription.close();
    });
  }

  const isCacheable = (req: FastifyRequest) =>
    options.enabled && req.method === 'GET' && req.routeOptions.config.publicCache === true;

  api.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(req)) return;
    const hit = store.get(cacheKey(req.url));
    if (!hit) {
      startedAt.set(req, store.generation);
      reply.header('x-cache', store.isOpen ? 'MISS' : 'BYPASS');
      return;
    }
    reply.headers(hit.headers).header('x-cache', 'HIT');
    return reply.send(hit.body);
  });

  api.addHook('onSend', async (req, reply, payload) => {
    if (SAFE_METHODS.has(req.method)) {
      const began = startedAt.get(req);
      if (
        began !== undefined &&
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        !reply.hasHeader('set-cookie')
      ) {
        const headers: Record<string, string> = {};
        for (const name of STORED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        store.set(cacheKey(req.url), { body: Buffer.from(payload), headers }, began);
      }
      return payload;
    }
    // A write: a refusal (4xx) wrote nothing; anything else may have, 5xx included.
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (!refused && !keep.has(req.routeOptions.url ?? '')) await changed();
    return payload;
  });

  return { store, changed };
}

/** Tells running instances that data changed outside a request (the demo seed at start). */
export function announcePublicChange(database: Pick<Database, 'notify'>): Promise<void> {
  return database.notify(PUBLIC_CACHE_CHANNEL, 'startup');
}
