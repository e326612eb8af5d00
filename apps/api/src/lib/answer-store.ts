export interface StoredAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

export interface AnswerStoreLimits {
  maxEntries: number;
  maxBytes: number;
  /**
   * Stale-while-revalidate (decision 037): how long (ms) an answer invalidated by a write may still
   * be served to callers that accept a stale answer; 0 (the default) removes it at once.
   */
  staleMs?: number;
  /**
   * After a refresh that a write overtook (the answer was stale before it was stored), the next
   * refresh of that key waits this long (ms); meanwhile the stale answer is served.
   */
  refreshMs?: number;
}

/** An answer found by `peek`: fresh, or stale (a write changed its data) within the grace. */
export interface FoundAnswer {
  answer: StoredAnswer;
  stale: boolean;
  /** No refresh before this time (ms): a write overtook the last one (0: refresh at once). */
  refreshAfter: number;
}

/** Events the cache counts besides its own (see `note`). */
export type CacheEvent = 'hits' | 'misses' | 'stale' | 'shared' | 'refreshes' | 'compressions';

/**
 * At most this many tags remember when they were last invalidated; past it the next invalidation
 * empties everything instead (and forgets the marks), so memory stays bounded however many
 * listings change between two full flushes.
 */
export const MAX_TAG_MARKS = 10_000;

interface Entry extends StoredAnswer {
  tags: readonly string[];
  /** When a write made it stale (ms; undefined while fresh). */
  staleAt?: number;
  refreshAfter: number;
}

/**
 * A least-recently-used map of answers, bounded by entries and by body bytes. Each answer carries
 * the tags of the data it was computed from (`brand:Apple`, `listing:<id>` …); an invalidation
 * names tags and removes exactly the answers that carry one, or empties everything.
 *
 * With `staleMs`, an invalidated answer stays, marked stale since the write, for `staleMs`; `peek`
 * returns it (flagged) to a caller that may serve it, `get` never does. A full flush still removes
 * everything.
 *
 * Races: a clock ticks at every invalidation and each invalidated tag remembers the tick (a full
 * flush remembers it for all). A request notes the clock when it starts; its answer is refused
 * as fresh if any of its tags (or everything) was invalidated since, so an answer computed from
 * data read before a write is never served as fresh after that write. With `staleMs` and the
 * request's start time, such an answer may be kept as stale since that start (its data is at least
 * that recent) when it is newer than the stale answer there.
 */
export function createAnswerStore({
  maxEntries,
  maxBytes,
  staleMs = 0,
  refreshMs = 0,
}: AnswerStoreLimits) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the oldest first.
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  const marks = new Map<string, number>();
  let bytes = 0;
  let clock = 0;
  let flushedAt = 0;
  // Serving needs a working invalidation channel; until it is up (and whenever it drops) the store
  // neither answers nor keeps anything.
  let open = false;
  const counts = {
    hits: 0,
    misses: 0,
    /** Stale answers served (decision 037). */
    stale: 0,
    /** Answers waited for while another request computed them (single flight). */
    shared: 0,
    /** Misses that recomputed a stale answer. */
    refreshes: 0,
    /** Answers compressed to be sent from the cache (once per answer, origin and encoding). */
    compressions: 0,
    stores: 0,
    evictions: 0,
    invalidations: 0,
    flushes: 0,
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };

  const flush = () => {
    clock += 1;
    flushedAt = clock;
    entries.clear();
    keysByTag.clear();
    marks.clear();
    bytes = 0;
    counts.flushes += 1;
  };

  function peek(key: string): FoundAnswer | undefined {
    const found = open ? entries.get(key) : undefined;
    if (!found) return undefined;
    const stale = found.staleAt !== undefined;
    if (stale && Date.now() - found.staleAt! >= staleMs) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, found);
    return { answer: found, stale, refreshAfter: found.refreshAfter };
  }

  return {
    /** The clock a request notes when it starts computing an answer. */
    get generation() {
      return clock;
    },
    get isOpen() {
      return open;
    },
    /** The fresh answer under `key`, counted as a hit or a miss. */
    get(key: string): StoredAnswer | undefined {
      const found = peek(key);
      if (!open) return undefined;
      counts[found && !found.stale ? 'hits' : 'misses'] += 1;
      return found && !found.stale ? found.answer : undefined;
    },
    /** The answer under `key`, fresh or stale within the grace; counts nothing (see `note`). */
    peek,
    /** Counts what the caller of `peek` did. */
    note(event: CacheEvent) {
      counts[event] += 1;
    },
    /**
     * Keeps an answer computed from data tagged `tags` by a request that started at `startedAt`
     * (the clock) and `since` (ms). `'fresh'`; `'stale'` when one of its tags was invalidated since
     * it started (only with `since` and `staleMs`, and only when newer than a stale answer there);
     * false when refused (closed, too large, flushed since, or stale and not kept). `pause` is
     * this answer's wait before the next refresh when it is stale (default `refreshMs`).
     */
    set(
      key: string,
      answer: StoredAnswer,
      startedAt: number,
      tags: readonly string[] = [],
      since?: number,
      pause = refreshMs,
    ): 'fresh' | 'stale' | false {
      if (!open || startedAt < flushedAt || answer.body.length > maxBytes) return false;
      let staleAt: number | undefined;
      if (tags.some((tag) => (marks.get(tag) ?? 0) > startedAt)) {
        if (since === undefined || Date.now() - since >= staleMs) return false;
        const current = entries.get(key);
        // Only over an answer made stale after this one started: one made stale before it, even
        // in the same millisecond, holds older data than this one read.
        if (current && (current.staleAt ?? Infinity) > since) return false;
        staleAt = since;
      }
      remove(key);
      // A write overtook this refresh: the next one waits, so that a burst of writes costs one
      // recomputation per `refreshMs` rather than one per write.
      const refreshAfter = staleAt === undefined ? 0 : staleAt + pause;
      entries.set(key, { ...answer, tags, staleAt, refreshAfter });
      bytes += answer.body.length;
      for (const tag of tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
      while (entries.size > maxEntries || bytes > maxBytes) {
        remove(entries.keys().next().value!);
        counts.evictions += 1;
      }
      counts.stores += 1;
      return staleAt === undefined ? 'fresh' : 'stale';
    },
    /**
     * Makes the answers carrying one of `tags` stale (or forgets them, without `staleMs`), or
     * forgets every answer without `tags`; requests in flight that read the same data will not
     * store theirs as fresh.
     */
    invalidate(tags?: readonly string[]) {
      counts.invalidations += 1;
      if (!tags || marks.size + tags.length > MAX_TAG_MARKS) return flush();
      clock += 1;
      const now = Date.now();
      for (const tag of tags) {
        marks.set(tag, clock);
        for (const key of keysByTag.get(tag) ?? []) {
          const entry = entries.get(key)!;
          if (staleMs <= 0) remove(key);
          else entry.staleAt ??= now;
        }
      }
    },
    /** Opens (invalidation channel up) or closes (down) the store; either way it starts empty. */
    setOpen(value: boolean) {
      open = value;
      flush();
    },
    stats() {
      const tags = keysByTag.size;
      return { entries: entries.size, bytes, tags, open, generation: clock, ...counts };
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
