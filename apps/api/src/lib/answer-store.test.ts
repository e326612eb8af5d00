import { describe, expect, test } from 'vitest';
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
    expect(store.set('/categories/iphone', answer(), startedAt, ['brand:Iphone'])).toBe(true);
    // A request that starts after the write stores its answer.
    expect(store.set('/categories/xiaomi', answer(), store.generation, ['brand:Xiaomi'])).toBe(
      true,
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
