import { vi } from 'vitest';

/**
 * How long a test waits for a condition before it fails. A guard only, never a target: tests wait
 * for the condition itself, so a busy machine makes them slower, not red. Far above what any wait
 * takes even on a loaded CI runner, and below the tests' own timeout (30 s) so that a condition
 * that never comes fails with its own message.
 */
export const WAIT_GUARD_MS = 15_000;

/**
 * Waits until `check` passes: it neither throws (an `expect` inside it fails) nor returns `false`.
 * Checked at once, then every `interval` ms, until the guard's `timeout`; then it fails with the
 * last error. Resolves with what `check` returned.
 */
export function waitUntil<T>(
  check: () => T | Promise<T>,
  { timeout = WAIT_GUARD_MS, interval = 10 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const result = await check();
      if (result === false) throw new Error(`still false: ${String(check)}`);
      return result;
    },
    { timeout, interval },
  );
}

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
  /** Whether `resolve` or `reject` was called. */
  readonly settled: boolean;
}

/**
 * A promise with its resolve at hand: a barrier that a test opens (`gate.resolve()` lets held
 * code on), or a signal that code under test gives when it reaches a point (a hook resolves it,
 * the test awaits it).
 */
export function deferred<T = void>(): Deferred<T> {
  let settled = false;
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    promise,
    resolve: (value) => {
      settled = true;
      resolve(value);
    },
    reject: (reason) => {
      settled = true;
      reject(reason);
    },
    get settled() {
      return settled;
    },
  };
}
