export interface StoredAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

export interface AnswerStoreLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * At most this many tags remember when they were last invalidated; past it the next invalidation
 * empties everything instead (and forgets the marks), so memory stays bounded however many
 * listings change between two full flushes.
 */
export const MAX_TAG_MARKS = 10_000;

interface Entry extends StoredAnswer {
  tags: readonly string[];
}

/**
 * A least-recently-used map of answers, bounded by entries and by body bytes. Each answer carries
 * the tags of the data it was computed from (`brand:Apple`, `listing:<id>` …); an invalidation
 * names tags and removes exactly the answers that carry one, or empties everything.
 *
 * Races: a clock ticks at every invalidation and each invalidated tag remembers the tick (a full
 * flush remembers it for all). A request notes the clock when it starts; its answer is refused
 * if any of its tags (or everything) was invalidated since, so an answer computed from data read
 * before a write never outlives that write.
 */
export function createAnswerStore({ maxEntries, maxBytes }: AnswerStoreLimits) {
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
  const counts = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0, flushes: 0 };

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

  return {
    /** The clock a request notes when it starts computing an answer. */
    get generation() {
      return clock;
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
    /**
     * Keeps an answer computed from data tagged `tags` by a request that started at `startedAt`;
     * false when refused (closed, too large, or one of its tags invalidated since it started).
     */
    set(key: string, answer: StoredAnswer, startedAt: number, tags: readonly string[] = []) {
      if (!open || startedAt < flushedAt || answer.body.length > maxBytes) return false;
      if (tags.some((tag) => (marks.get(tag) ?? 0) > startedAt)) return false;
      remove(key);
      entries.set(key, { ...answer, tags });
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
      return true;
    },
    /**
     * Forgets the answers carrying one of `tags`, or every answer without `tags`; requests in
     * flight that read the same data will not store theirs.
     */
    invalidate(tags?: readonly string[]) {
      counts.invalidations += 1;
      if (!tags || marks.size + tags.length > MAX_TAG_MARKS) return flush();
      clock += 1;
      for (const tag of tags) {
        marks.set(tag, clock);
        for (const key of keysByTag.get(tag) ?? []) remove(key);
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
