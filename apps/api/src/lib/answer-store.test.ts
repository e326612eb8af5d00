import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { createAnswerStore, MAX_TAG_MARKS, type StoredAnswer } from './answer-store.ts';

const answer = (text = 'x'): StoredAnswer => ({ body: Buffer.from(text), headers: {} });

function openStore() {
  const store = createAnswerStore({ maxEntries: 100, maxBytes: 10_000 });
  store.setOpen(true);
  return store;
}

describe('invalidation by tag', () => {
  test('removes exactly the answers carrying one of the tags', () => {
    const store = openStore();
    const g = store.generation;
    store.set('/categories/xiaomi', answer(), g, ['brand:Xiaomi']);
    store.set('/categories/iphone', answer(), g, ['brand:Iphone']);
    store.set('/advertise', answer(), g, ['featured']);
    store.set('/products/1', answer(), g, ['listing:1', 'seller:a@x.com']);
    store.invalidate(['brand:Xiaomi', 'seller:a@x.com']);
    expect(store.get('/categories/xiaomi')).toBeUndefined();
    expect(store.get('/products/1')).toBeUndefined();
    expect(store.get('/categories/iphone')).toBeDefined();
    expect(store.get('/advertise')).toBeDefined();
    expect(store.stats()).toMatchObject({ entries: 2, tags: 2 });
  });

  test('an answer computed before its tag was invalidated is refused; other tags are kept', () => {
    const store = openStore();
    const startedAt = store.generation;
    store.invalidate(['brand:Xiaomi']); // a write finished while both answers were computed
    expect(store.set('/categories/xiaomi', answer(), startedAt, ['brand:Xiaomi'])).toBe(false);
    expect(store.set('/categories/iphone', answer(), startedAt, ['brand:Iphone'])).toBe('fresh');
    // A request that starts after the write stores its answer.
    expect(store.set('/categories/xiaomi', answer(), store.generation, ['brand:Xiaomi'])).toBe(
      'fresh',
    );
  });

  test('a full flush empties every answer, untagged ones too, and refuses all in flight', () => {
    const store = openStore();
    const startedAt = store.generation;
    store.set('/robots.txt', answer(), startedAt, []);
    store.set('/advertise', answer(), startedAt, ['featured']);
    store.invalidate();
    expect(store.stats().entries).toBe(0);
    expect(store.set('/advertise', answer(), startedAt, ['featured'])).toBe(false);
    expect(store.set('/robots.txt', answer(), startedAt, [])).toBe(false);
  });

  test('evicting an answer forgets its tags', () => {
    const store = createAnswerStore({ maxEntries: 1, maxBytes: 1000 });
    store.setOpen(true);
    store.set('/a', answer(), store.generation, ['a']);
    store.set('/b', answer(), store.generation, ['b']);
    expect(store.stats()).toMatchObject({ entries: 1, tags: 1, evictions: 1 });
  });

  test('past MAX_TAG_MARKS remembered tags, an invalidation empties everything instead', () => {
    const store = openStore();
    const many = Array.from({ length: MAX_TAG_MARKS }, (_, i) => `listing:${i}`);
    store.invalidate(many);
    store.set('/advertise', answer(), store.generation, ['featured']);
    const flushes = store.stats().flushes;
    store.invalidate(['listing:new']);
    expect(store.stats().flushes).toBe(flushes + 1);
    expect(store.get('/advertise')).toBeUndefined();
  });
});

describe('stale answers (decision 037)', () => {
  /** The store's clock (Date.now) stands still until the test moves it (the test's only). */
  function clockStandsStill() {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
  }

  function staleStore(staleMs = 60_000, refreshMs = 60_000) {
    const store = createAnswerStore({ maxEntries: 100, maxBytes: 10_000, staleMs, refreshMs });
    store.setOpen(true);
    return store;
  }

  test('an invalidated answer stays as stale: peek finds it flagged, get never serves it', () => {
    const store = staleStore();
    store.set('/categories/xiaomi', answer('old'), store.generation, ['brand:Xiaomi']);
    store.set('/categories/iphone', answer(), store.generation, ['brand:Iphone']);
    store.invalidate(['brand:Xiaomi']);
    expect(store.peek('/categories/xiaomi')).toMatchObject({ stale: true, refreshAfter: 0 });
    expect(store.peek('/categories/xiaomi')?.answer.body.toString()).toBe('old');
    expect(store.get('/categories/xiaomi')).toBeUndefined();
    expect(store.peek('/categories/iphone')).toMatchObject({ stale: false });
    // A full flush still removes everything.
    store.invalidate();
    expect(store.peek('/categories/iphone')).toBeUndefined();
    expect(store.stats().entries).toBe(0);
  });

  test('past the grace a stale answer is gone', () => {
    clockStandsStill();
    const store = staleStore(30);
    store.set('/advertise', answer(), store.generation, ['featured']);
    store.invalidate(['featured']);
    expect(store.peek('/advertise')?.stale).toBe(true);
    vi.advanceTimersByTime(29);
    expect(store.peek('/advertise')?.stale).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.peek('/advertise')).toBeUndefined();
    expect(store.stats().entries).toBe(0);
  });

  test('an answer a write overtook is kept as stale since its start, and delays the next refresh', () => {
    clockStandsStill();
    const store = staleStore(60_000, 500);
    store.set('/search', answer('older'), store.generation, ['search']);
    store.invalidate(['search']);
    vi.advanceTimersByTime(5); // the refresh starts after that write
    const startedAt = store.generation;
    const since = Date.now();
    store.invalidate(['search']); // a write finished while the refresh was computed
    expect(store.set('/search', answer('newer'), startedAt, ['search'], since)).toBe('stale');
    const found = store.peek('/search');
    expect(found?.answer.body.toString()).toBe('newer');
    expect(found).toMatchObject({ stale: true, refreshAfter: since + 500 });
    // Not over a newer answer, and never without its start time (the pages' renderer).
    expect(store.set('/search', answer('oldest'), startedAt, ['search'], since - 1)).toBe(false);
    expect(store.set('/other', answer(), startedAt, ['search'])).toBe(false);
    // An answer started after the writes is fresh again.
    expect(store.set('/search', answer('fresh'), store.generation, ['search'], Date.now())).toBe(
      'fresh',
    );
    expect(store.peek('/search')).toMatchObject({ stale: false, refreshAfter: 0 });
  });

  test('a refresh that starts in the same millisecond as the write before it still replaces the older answer', () => {
    clockStandsStill(); // every step in one millisecond
    const store = staleStore();
    store.set('/search', answer('older'), store.generation, ['search']);
    store.invalidate(['search']);
    const startedAt = store.generation;
    const since = Date.now();
    store.invalidate(['search']); // a write finished while the refresh was computed
    // Its data was read after the older answer's: kept, and served as stale until the next refresh.
    expect(store.set('/search', answer('newer'), startedAt, ['search'], since)).toBe('stale');
    expect(store.peek('/search')?.answer.body.toString()).toBe('newer');
  });

  test('a write does not make a stale answer look younger', () => {
    const store = staleStore();
    store.set('/advertise', answer(), store.generation, ['featured']);
    store.invalidate(['featured']);
    const first = store.stats();
    store.invalidate(['featured']);
    // Still there once, stale since the first write (the second changes nothing it keeps).
    expect(store.stats()).toMatchObject({ entries: first.entries, tags: first.tags });
    expect(store.peek('/advertise')?.stale).toBe(true);
  });
});
