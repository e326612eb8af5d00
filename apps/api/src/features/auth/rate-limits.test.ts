import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  createRateLimiter,
  pruneRateLimits,
  TooManyRequestsError,
} from '../../shared/rate-limit.ts';
import { rateLimits } from '../../db/schema.ts';
import { authLimiters } from './auth.install.ts';
import { TEST_PASSWORD } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
// Holds sign-in attempts after they were counted and before their password is checked, to widen
// the window a concurrent attacker would use (security.md item 23's approach).
let beforePasswordCheck = async () => {};
beforeAll(async () => {
  t = await createTestContext(
    { RATE_LIMIT: 'on' },
    { auth: { beforePasswordCheck: () => beforePasswordCheck() } },
  );
});
afterAll(() => t.close());

let n = 0;
/** A buyer signs up from `ip` (one of many accounts, unless named). */
const signUp = (
  ip: string,
  app = t.app,
  person = { name: 'Many Accounts', email: `many-${++n}@example.test` },
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: ip,
    payload: { ...person, password: TEST_PASSWORD, accountType: 'buyer' },
  });
const signIn = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: ip,
    payload: { email, password },
  });

describe('sign-up limit: 5 per 30 minutes per address', () => {
  test('the sixth sign-up from one address gets 429 with a message and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await signUp('203.0.113.1')).statusCode).toBe(201);
    const refused = await signUp('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/Too many sign-ups/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Another address is not affected.
    expect((await signUp('203.0.113.2')).statusCode).toBe(201);
  });

  test('the counters live in the database: a second server instance sees them', async () => {
    const other = await buildApp({ env: t.env, database: t.database, logger: false });
    try {
      const refused = await signUp('203.0.113.1', other);
      expect(refused.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('the client address the limits count', () => {
  const fullSignUpBudget = (address: string) =>
    authLimiters(t.database.db, true).signUpPerIp.consume(address, 5);
  const signUpVia = (app: typeof t.app, socket: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        name: 'Forwarded',
        email: `forwarded-${++n}@example.test`,
        password: TEST_PASSWORD,
        accountType: 'buyer',
      },
    });

  test('is the socket’s: an X-Forwarded-For header cannot dodge a limit unless TRUST_PROXY names the proxy', async () => {
    await fullSignUpBudget('203.0.113.60');
    expect((await signUpVia(t.app, '203.0.113.60', '198.18.0.1')).statusCode).toBe(429);
  });

  test('is the forwarded one behind a trusted proxy', async () => {
    const behindProxy = await buildApp({
      env: { ...t.env, TRUST_PROXY: '127.0.0.1' },
      database: t.database,
      logger: false,
    });
    try {
      await fullSignUpBudget('198.18.0.2');
      expect((await signUpVia(behindProxy, '127.0.0.1', '198.18.0.2')).statusCode).toBe(429);
      expect((await signUpVia(behindProxy, '127.0.0.1', '198.18.0.3')).statusCode).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('sign-in limit: 10 failures per account and address, then a 15-minute block', () => {
  test('after 10 wrong passwords even the right one is refused from that address', async () => {
    const email = `victim-${++n}@example.test`;
    const created = await signUp('198.51.100.9', t.app, { name: 'Victim', email });
    expect(created.statusCode).toBe(201);

    for (let i = 0; i < 10; i++) {
      expect((await signIn('198.51.100.1', email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    const blocked = await signIn('198.51.100.1', email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/15 minutes/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The owner, from their own address, still gets in.
    expect((await signIn('198.51.100.2', email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('a successful sign-in clears the failures of that account and address', async () => {
    const email = `forgetful-${++n}@example.test`;
    await signUp('198.51.100.30', t.app, { name: 'Forgetful', email });
    for (let i = 0; i < 9; i++) await signIn('198.51.100.31', email, 'wrong-password-x');
    expect((await signIn('198.51.100.31', email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await signIn('198.51.100.31', email, 'wrong-password-x')).statusCode).toBe(401);
    }
  });
});

describe('sign-in limits under concurrency and per address', () => {
  test('guesses sent at once cannot get past 10: while 10 wrong ones are still being checked, the right password is already refused', async () => {
    const email = `rushed-${++n}@example.test`;
    const created = await signUp('198.51.100.41', t.app, { name: 'Rushed', email });
    expect(created.statusCode).toBe(201);
    const held: (() => void)[] = [];
    let tenHeld!: () => void;
    const allHeld = new Promise<void>((resolve) => (tenHeld = resolve));
    beforePasswordCheck = () =>
      held.length < 10
        ? new Promise<void>((release) => {
            held.push(release);
            if (held.length === 10) tenHeld();
          })
        : Promise.resolve();
    try {
      const guesses = Array.from({ length: 10 }, (_, i) =>
        signIn('198.51.100.42', email, `parallel-guess-${i}`),
      );
      await allHeld;

      // None of the 10 has failed yet, but each was counted before its check.
      const right = await signIn('198.51.100.42', email, TEST_PASSWORD);
      held.forEach((release) => release());

      expect(right.statusCode).toBe(429);
      expect((await Promise.all(guesses)).map((g) => g.statusCode)).toEqual(Array(10).fill(401));
    } finally {
      beforePasswordCheck = async () => {};
      held.forEach((release) => release());
    }
  });

  test('100 failed sign-ins a day per address: then every sign-in from it is refused until the day ends; a success gives its point back', async () => {
    const ip = '192.0.2.77';
    const email = `shared-office-${++n}@example.test`;
    const created = await signUp('192.0.2.1', t.app, { name: 'Office', email });
    expect(created.statusCode).toBe(201);
    // 99 failures already counted today (each costs a 0.3 s password check to make for real;
    // one failure counting one point is what the tests above prove).
    await authLimiters(t.database.db, true).signInFailuresPerIp.consume(ip, 99);

    // A success does not use up the address's budget...
    expect((await signIn(ip, email, TEST_PASSWORD)).statusCode).toBe(200);
    // ...so the 100th failure of the day is still answered,
    expect((await signIn(ip, `nobody-${n}@example.test`, 'wrong-password-y')).statusCode).toBe(401);

    // and after it even the right password, for any account, is refused from that address.
    const refused = await signIn(ip, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Try again tomorrow/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The account itself is not locked: from another address it signs in.
    expect((await signIn('192.0.2.78', email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the reusable limiter', () => {
  test('counts per key, refuses past the points, resets, and stores no raw key', async () => {
    const limiter = createRateLimiter(
      t.database.db,
      { name: 'test-rule', points: 2, durationSeconds: 60, message: 'Slow down.' },
      { enabled: true },
    );
    await limiter.consume('someone@example.test');
    await limiter.consume('someone@example.test');
    await expect(limiter.consume('someone@example.test')).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(limiter.check('someone@example.test')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Slow down.',
    });
    await limiter.consume('someone-else@example.test');
    await limiter.reset('someone@example.test');
    await limiter.consume('someone@example.test');

    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.some((k) => k.includes('@'))).toBe(false);
  });

  test('is a no-op when RATE_LIMIT is off', async () => {
    const limiter = createRateLimiter(
      t.database.db,
      { name: 'off-rule', points: 1, durationSeconds: 60, message: 'no' },
      { enabled: false },
    );
    for (let i = 0; i < 5; i++) await limiter.consume('k');
    await expect(limiter.check('k')).resolves.toBeUndefined();
  });

  test('expired counters are pruned', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const removed = await pruneRateLimits(t.database.db, inAnHour);
    expect(removed).toBeGreaterThan(0);
    const left = await t.database.db.select().from(rateLimits);
    // Only the day-long counters of failed sign-ins per address are left.
    expect(left.every((r) => r.key.startsWith('signin-fail-ip:') && r.expire! > inAnHour)).toBe(
      true,
    );
  });
});
