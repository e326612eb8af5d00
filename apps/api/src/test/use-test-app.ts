import { afterAll, beforeAll } from 'vitest';
import type { AccountType } from '@resale-zone/contract/users';
import type { AppHooks } from '../app.ts';
import { signUpAs, type SignedUp } from './auth.ts';
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

/**
 * A test file's app and one signed-up account of each type asked for, signed up in that order;
 * opened before the file's tests (`use` receives them) and closed after.
 * `useAccounts(['seller', 'admin'], (...opened) => ([t, { seller, admin }] = opened))`
 */
export function useAccounts<K extends AccountType>(
  types: readonly K[],
  use: (t: TestContext, accounts: Record<K, SignedUp>) => void,
) {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext();
    const accounts = {} as Record<K, SignedUp>;
    for (const accountType of types) accounts[accountType] = await signUpAs(t, { accountType });
    use(t, accounts);
  });
  afterAll(() => t?.close());
}

/** Lengths of time in ms, to move a test clock by. */
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * A test file's app (as `useTestApp`) whose clock runs `clock.offsetMs` ahead of now: tests move
 * it by setting it. It is the handover's clock, which holds, meetings, claims and reminders read,
 * unless `seams` give it to others, e.g. `(now) => ({ reviews: { now } })`.
 */
export function useClockedApp(
  use: (t: TestContext, call: Call) => void,
  seams: (now: () => Date) => AppHooks = (now) => ({ handover: { now } }),
) {
  const clock = { offsetMs: 0 };
  useTestApp(
    use,
    {},
    seams(() => new Date(Date.now() + clock.offsetMs)),
  );
  return clock;
}

/** `useClockedApp` with an admin signed up on it: `use` receives the app, its caller and the admin. */
export function useClockedAppWithAdmin(use: (t: TestContext, call: Call, admin: SignedUp) => void) {
  let app: [TestContext, Call];
  const clock = useClockedApp((...opened) => (app = opened));
  beforeAll(async () => use(...app, await signUpAs(app[0], { accountType: 'admin' })));
  return clock;
}
