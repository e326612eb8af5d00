import { afterEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy-page.ts';

describe('loading a page chunk', () => {
  afterEach(() => vi.useRealTimers());

  test('waits up to the spec’s 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  test('a chunk that takes longer than the time-out fails with a clear message', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toThrow(
      new ChunkLoadError('This page took more than 120 s to load.', { timedOut: true }),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await assertion;
  });

  test('a chunk that arrives just in time is used', async () => {
    vi.useFakeTimers();
    const slow = loadChunk(
      () =>
        new Promise<string>((resolve) => setTimeout(() => resolve('page'), CHUNK_TIMEOUT_MS - 1)),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await expect(slow).resolves.toBe('page');
  });

  test('a failed download becomes a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
