import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Channel, ListenHandlers } from './channel.ts';
import { createNoticeBatcher, noticePayloads } from './notice-batcher.ts';
import {
  cacheKey,
  createAnswerStore,
  type AnswerStore,
  type AnswerStoreLimits,
  type CacheEvent,
  type StoredAnswer,
} from './answer-store.ts';

export {
  cacheKey,
  createAnswerStore,
  type AnswerStore,
  type StoredAnswer,
} from './answer-store.ts';

/**
 * The public answer cache (decisions 011 and 020): serialised answers of GET routes that declare
 * `config: { publicCache: { tags } }` (answers that are the same for every caller), kept in memory
 * by normalised URL with the tags of the data they show, and served without touching the database
 * — not even the identity hook, which runs after the lookup.
 *
 * Every write route declares its rule too: `'keeps'` (no public answer shows what it writes),
 * `'reports'` (its handler reports the tags it changed with `reportChanges`, from what the
 * services say they changed) or `'flushes'` (too wide to tag). A write that declares nothing, a
 * `'reports'` write that reported nothing, and any 5xx empty everything; a refusal (4xx) changes
 * nothing. The instance invalidates before its answer is sent, then tells the others through
 * NOTIFY. An instance whose listening connection is down serves nothing from the cache.
 *
 * Stale-while-revalidate (decision 037): an invalidated answer stays, stale, for `staleMs`. One
 * request per key recomputes it (single flight); while it does, visitors get the stale answer,
 * and requests for a key with no answer wait for that one computation. A request that must see
 * every earlier write (signed in, or `Cache-Control: no-cache`) never gets a stale answer.
 */

/** How a route's answers relate to the public cache. */
export type PublicCacheRule =
  | {
      /** A GET answer the same for every caller, computed from data carrying these tags. */
      tags: (req: FastifyRequest) => readonly string[];
      /**
       * After a refresh a write overtook, how long (ms) until the next (default `REFRESH_MS`): 0
       * for an answer cheap enough to compute again at once however often it changes (decision
       * 064).
       */
      refreshMs?: number;
    }
  | 'keeps'
  | 'reports'
  | 'flushes';

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRule;
  }
}

/** The NOTIFY channel shared by every instance on one database. */
export const PUBLIC_CACHE_CHANNEL = 'resale_zone_public';
/** The tags of a cacheable answer (also what the server renderer tags its pages with). */
export const CACHE_TAGS_HEADER = 'x-cache-tags';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: longer lists of tags are split. */
const MAX_PAYLOAD = 7000;

/** How long an invalidated answer may still be served to visitors (decision 037). */
export const STALE_MS = 2000;
/** After a refresh overtaken by a write, the next refresh of that key waits this long. */
export const REFRESH_MS = 1000;

/** Headers of a stored answer that a hit sends again (the rest are set per request). */
const STORED_HEADERS = ['content-type', 'etag', 'cache-control', 'x-total-count', 'x-next-cursor'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Tags an answer learnt while computing it (a listing page's seller), and writes' changes. */
const answerTags = new WeakMap<FastifyReply, string[]>();
const reportedChanges = new WeakMap<FastifyReply, string[]>();

/** Adds tags to the answer being computed (data it turned out to show). */
export function tagAnswer(reply: FastifyReply, tags: readonly string[]) {
  answerTags.set(reply, [...(answerTags.get(reply) ?? []), ...tags]);
}

/** A `'reports'` write says which tags it changed (none is a valid report). */
export function reportChanges(reply: FastifyReply, tags: readonly string[]) {
  reportedChanges.set(reply, [...(reportedChanges.get(reply) ?? []), ...tags]);
}

export const isCacheableRule = (
  rule: PublicCacheRule | undefined,
): rule is Extract<PublicCacheRule, object> => typeof rule === 'object';

/** The tags header's value, and back (tags are URI-encoded so that a comma cannot split one). */
export const encodeTags = (tags: readonly string[]) => tags.map(encodeURIComponent).join(',');
export const decodeTags = (value: string) =>
  value ? value.split(',').map(decodeURIComponent) : [];

/**
 * Whether a request must see every write finished before it: a signed-in caller (a bearer token or
 * the session cookie: the writer reads their own writes) or one that asks for it
 * (`Cache-Control: no-cache` or `max-age=0`, as the server renderer does). Others are visitors,
 * who may get an answer up to `staleMs` old.
 */
export function wantsFresh(req: FastifyRequest): boolean {
  const { authorization, cookie } = req.headers;
  if (authorization || cookie?.includes('rz_session=')) return true;
  return /no-cache|max-age=0\b/.test(req.headers['cache-control'] ?? '');
}

/** One computation of a key's answer that other requests may wait for (single flight). */
interface Flight {
  key: string;
  /** The store's clock and the time (ms) when it started. */
  clock: number;
  at: number;
  done: Promise<Shared | undefined>;
  settle: (shared?: Shared) => void;
}

/** The answer of a flight; `fresh` unless a write changed its data while it was computed. */
interface Shared {
  answer: StoredAnswer;
  fresh: boolean;
}

export interface PublicCacheOptions extends AnswerStoreLimits {
  /** `false` turns the cache off (every request computes its answer); ETags stay. */
  enabled: boolean;
  database: Channel;
  log: FastifyBaseLogger;
  /**
   * Longest wait (ms) for another request's computation of the same answer; past it a request
   * computes its own, so that it fails as fast as any other when the pool is exhausted (the
   * server passes DB_CONNECT_TIMEOUT_MS). Unset: no bound.
   */
  flightWaitMs?: number;
  /** Test seam: widens the window in which the listening connection is down. */
  beforeReconnect?: ListenHandlers['beforeReconnect'];
}

export interface PublicCache {
  store: AnswerStore;
  /** Invalidates these tags (or everything) here and on the other instances. */
  changed(tags?: readonly string[]): Promise<void>;
  /** Serves the cacheable GET routes of another scope (sitemaps) from the same store. */
  serve(scope: FastifyInstance): void;
}

/** What a notification asks for: the sender's id and its tags (none: everything). */
function parseNotice(payload: string): { from?: string; tags?: string[] } {
  try {
    const notice = JSON.parse(payload) as { from?: unknown; tags?: unknown };
    const tags = Array.isArray(notice.tags) ? notice.tags.map(String) : undefined;
    return { from: typeof notice.from === 'string' ? notice.from : undefined, tags };
  } catch {
    return {}; // 'startup' or anything unexpected: everything
  }
}

/**
 * Installs the cache on the API scope. Call it directly on that scope (not through register), and
 * before the identity hook, so that a hit is answered before anything loads the caller.
 */
export async function installPublicCache(
  api: FastifyInstance,
  options: PublicCacheOptions,
): Promise<PublicCache> {
  const staleMs = options.staleMs ?? STALE_MS;
  const store = createAnswerStore({
    ...options,
    staleMs,
    refreshMs: options.refreshMs ?? REFRESH_MS,
  });
  const instance = crypto.randomBytes(8).toString('hex');
  /** Requests computing a cacheable answer: when they started, and the flight they lead. */
  const computing = new WeakMap<FastifyRequest, { clock: number; at: number; flight?: Flight }>();
  const flights = new Map<string, Flight>();
  const log = options.log.child({ component: 'public-cache' });

  const notices = createNoticeBatcher(
    async (tags) => {
      for (const payload of noticePayloads(instance, tags, MAX_PAYLOAD)) {
        await options.database.notify(PUBLIC_CACHE_CHANNEL, payload);
      }
    },
    // Only when the database is unreachable, which also cuts the other instances' listening
    // connections: they stop serving from their caches and start empty when it is back.
    (err) => log.warn({ err }, 'could not notify other instances of a change'),
  );
  /** Empties these answers here at once, and on the other instances with the next notice. */
  const changed = (tags?: readonly string[]) => {
    store.invalidate(tags);
    return notices.add(tags);
  };
  // A change made outside a request (a job's) is told before the database closes.
  api.addHook('onClose', () => notices.idle());

  if (options.enabled) {
    const subscription = await options.database.listen(PUBLIC_CACHE_CHANNEL, {
      onMessage: (payload) => {
        const notice = parseNotice(payload);
        if (notice.from !== instance) store.invalidate(notice.tags);
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

  const send = (
    reply: FastifyReply,
    answer: StoredAnswer,
    state: 'HIT' | 'STALE' | 'SHARED',
    event: CacheEvent,
  ) => {
    store.note(event);
    reply.headers(answer.headers).header('x-cache', state);
    return reply.send(answer.body);
  };

  /** This request computes its answer; as the leader of a flight others may wait for it. */
  const compute = (req: FastifyRequest, reply: FastifyReply, key?: string) => {
    const began = {
      clock: store.generation,
      at: Date.now(),
      flight: undefined as Flight | undefined,
    };
    if (key !== undefined) {
      let settle!: Flight['settle'];
      const done = new Promise<Shared | undefined>((resolve) => (settle = resolve));
      const flight: Flight = { key, clock: began.clock, at: began.at, done, settle };
      flight.settle = (shared) => {
        if (flights.get(key) === flight) flights.delete(key);
        settle(shared);
      };
      flights.set(key, flight);
      began.flight = flight;
    }
    computing.set(req, began);
    if (store.isOpen) store.note('misses');
    reply.header('x-cache', store.isOpen ? 'MISS' : 'BYPASS');
  };

  /** A leader's flight ends (idempotent): waiting requests get its answer or compute their own. */
  const land = (req: FastifyRequest, shared?: Shared) => {
    const flight = computing.get(req)?.flight;
    if (flight) flight.settle(shared);
  };

  /** A flight's answer, or undefined once `flightWaitMs` has passed without it. */
  const waitFor = (flight: Flight): Promise<Shared | undefined> => {
    const bound = options.flightWaitMs;
    if (bound === undefined) return flight.done;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), bound);
    });
    return Promise.race([flight.done, late]).finally(() => clearTimeout(timer));
  };

  /** Answers this scope's cacheable GET routes from the store, and stores what they compute. */
  const serve = (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!options.enabled || req.method !== 'GET') return;
      if (!isCacheableRule(req.routeOptions.config.publicCache)) return;
      if (!store.isOpen) return compute(req, reply);
      const key = cacheKey(req.url);
      const found = store.peek(key);
      if (found && !found.stale) return send(reply, found.answer, 'HIT', 'hits');
      const visitor = !wantsFresh(req);
      const flight = flights.get(key);
      // A visitor gets the stale answer while one request refreshes it, or until the next refresh
      // is due (a write overtook the last one).
      if (found && visitor && (flight || Date.now() < found.refreshAfter))
        return send(reply, found.answer, 'STALE', 'stale');
      if (flight) {
        const shared = await waitFor(flight);
        if (shared?.fresh) return send(reply, shared.answer, 'SHARED', 'shared');
        // Computed from data a write changed meanwhile: a visitor may still take it in the grace.
        if (shared && visitor && Date.now() - flight.at < staleMs)
          return send(reply, shared.answer, 'STALE', 'stale');
        return compute(req, reply);
      }
      if (found) store.note('refreshes');
      compute(req, reply, key);
    });
    scope.addHook('onSend', async (req, reply, payload) => {
      const began = computing.get(req);
      const rule = req.routeOptions.config.publicCache;
      if (began === undefined || !isCacheableRule(rule)) return payload;
      const tags = [...new Set([...rule.tags(req), ...(answerTags.get(reply) ?? [])])];
      reply.header(CACHE_TAGS_HEADER, encodeTags(tags));
      if (
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        !reply.hasHeader('set-cookie')
      ) {
        const headers: Record<string, string> = {};
        for (const name of [...STORED_HEADERS, CACHE_TAGS_HEADER]) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const answer = { body: Buffer.from(payload), headers };
        const kept = store.set(
          cacheKey(req.url),
          answer,
          began.clock,
          tags,
          began.at,
          rule.refreshMs,
        );
        land(req, kept ? { answer, fresh: kept === 'fresh' } : undefined);
      }
      land(req);
      return payload;
    });
    // Whatever happened to the leader, the requests waiting for it go on.
    scope.addHook('onResponse', async (req) => land(req));
    scope.addHook('onRequestAbort', async (req) => land(req));
  };

  serve(api);
  api.addHook('onSend', async (req, reply, payload) => {
    if (SAFE_METHODS.has(req.method)) return payload;
    const rule = req.routeOptions.config.publicCache;
    // A refusal (4xx) wrote nothing; anything else may have, 5xx included.
    if ((reply.statusCode >= 400 && reply.statusCode < 500) || rule === 'keeps') return payload;
    const reported =
      rule === 'reports' && reply.statusCode < 500 ? reportedChanges.get(reply) : undefined;
    // Reported, but nothing changed (a repeated report, a payment recorded before).
    if (reported?.length === 0) return payload;
    await changed(reported);
    return payload;
  });

  return { store, changed, serve };
}

/** Tells running instances that data changed outside a request (the demo seed at start). */
export function announcePublicChange(database: Pick<Channel, 'notify'>): Promise<void> {
  return database.notify(PUBLIC_CACHE_CHANNEL, 'startup');
}
