import { afterAll, beforeAll } from 'vitest';
import type { AppHooks } from '../app.ts';
import { caller, type Call } from './sales.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A test file's app: a test context and its caller, opened before the file's tests (`use`
 * receives them) and closed after.
 */
export function useTestApp(
  use: (t: TestContext, call: Call) => void,
  overrides: Record<string, string> = {},
  hooks: AppHooks = {},
) {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext(overrides, hooks);
    use(t, caller(t));
  });
  afterAll(() => t?.close());
}

/** Test seams that run the handover's clock `offset()` ms ahead of now (tests move it). */
export const handoverAt = (offset: () => number): AppHooks => ({
  handover: { now: () => new Date(Date.now() + offset()) },
});
