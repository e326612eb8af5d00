import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { emailTokens, users } from '../../db/schema.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';
import { latestToken, mailTo } from '../../test/account-mail.ts';
import { sessionCookieOf, signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { PASSWORD_RESET_JOB } from './account-email.service.ts';
import { emailTokenDigest } from './email-tokens.repo.ts';

const SITE = 'https://resale.example';
const NEW_PASSWORD = 'copper-meadow-signal-77';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: SITE });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

/** Asks for a reset link and lets the queue send it; answers the link's token. */
async function resetToken(who: SignedUp) {
  expect((await forgot(who.user.email)).statusCode).toBe(202);
  await t.app.jobs.drain();
  return latestToken(t, who.user.email, 'reset-password');
}

function expectTokenRefused(res: { statusCode: number; json(): unknown }, reason: string) {
  expect(res.statusCode).toBe(400);
  expect(ErrorAnswer.parse(res.json())).toMatchObject({ field: 'token', reason });
}

describe('forgot password', () => {
  test('answers at once and the same whether or not the address has an account', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const known = await forgot(me.user.email);
    const unknown = await forgot('nobody-here@example.test');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true });
    }
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // The request only queued the work: no link exists until the job runs.
    const before = await t.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, me.user.id), eq(emailTokens.purpose, 'reset-password')));
    expect(before).toEqual([]);

    await t.app.jobs.drain();
    const [mail] = await mailTo(t, me.user.email, 'reset-password');
    expect(mail!.textBody).toContain(`${SITE}/reset-password?token=`);
    expect(await mailTo(t, 'nobody-here@example.test')).toEqual([]);
  });

  test('the link lives one hour; a later request ends the earlier link', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const first = await resetToken(me);
    const [row] = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, emailTokenDigest(first)));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBe(60);
    const second = await resetToken(me);
    expectTokenRefused(await reset({ token: first, password: NEW_PASSWORD }), 'expired');
    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('a job run twice sends one mail', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const requestedAt = new Date(Date.now() - 1000).toISOString();
    await resetToken(me);
    // The same job again (a worker that crashed after the work, before the acknowledgement).
    await enqueue(t.database.db, PASSWORD_RESET_JOB, { email: me.user.email, requestedAt });
    await t.app.jobs.drain();
    expect(await mailTo(t, me.user.email, 'reset-password')).toHaveLength(1);
  });

  test('a malformed address is a 400 naming email', async () => {
    for (const email of ['', 'not-an-email', 'a@b\r\nBcc: x@y.test']) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field).toBe('email');
    }
  });
});

describe('resetting the password with the link', () => {
  test('sets the new password and ends every session of the account', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const elsewhere = sessionCookieOf(await signIn(me.user.email, TEST_PASSWORD))!;
    const token = await resetToken(me);

    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: me.user.email });

    for (const cookie of [me.cookie, elsewhere]) {
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(session.json()).toEqual({ user: null });
    }
    const bookings = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: me.headers,
    });
    expect(bookings.statusCode).toBe(401);
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // The link reached the address: it counts as verified; and the owner is told by mail.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.emailVerified).toBe(true);
    expect(await mailTo(t, me.user.email, 'password-changed')).toHaveLength(1);
  });

  test('works once', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const token = await resetToken(me);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expectTokenRefused(await reset({ token, password: 'another-lantern-pass-8' }), 'used');
    expect((await signIn(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('two resets racing with one link: exactly one password is set', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const token = await resetToken(me);
    // Both pass the token lookup before either spends it (each hashes its password in between).
    const passwords = ['first-racer-lantern-1', 'second-racer-lantern-2'];
    const answers = await Promise.all(passwords.map((password) => reset({ token, password })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((a) => a.statusCode === 400)!;
    expect(ErrorAnswer.parse(loser.json())).toMatchObject({ field: 'token', reason: 'used' });
    const winner = passwords[answers.findIndex((a) => a.statusCode === 200)]!;
    const other = passwords.find((p) => p !== winner)!;
    expect((await signIn(me.user.email, winner)).statusCode).toBe(200);
    expect((await signIn(me.user.email, other)).statusCode).toBe(401);
  });

  test('an expired, tampered or verification token is refused and changes nothing', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const token = await resetToken(me);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expectTokenRefused(await reset({ token: flipped, password: NEW_PASSWORD }), 'invalid');
    const verification = await latestToken(t, me.user.email, 'verify-email');
    expectTokenRefused(await reset({ token: verification, password: NEW_PASSWORD }), 'invalid');

    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, emailTokenDigest(token)));
    expectTokenRefused(await reset({ token, password: NEW_PASSWORD }), 'expired');
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('the new password follows the sign-up rules; a refused one leaves the link usable', async () => {
    const me = await signUpAs(t, { accountType: 'buyer', name: 'Rita Rules' });
    const token = await resetToken(me);
    for (const password of ['short', 'password123', me.user.email, 'x'.repeat(129), undefined]) {
      const res = await reset({ token, password });
      expect(res.statusCode, String(password)).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field).toBe('password');
    }
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('checking a reset link when the page opens', () => {
  const check = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload });

  test('a live link is live, and checking does not spend it', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const token = await resetToken(me);

    for (let i = 0; i < 2; i++) {
      const res = await check({ token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ live: true });
    }
    const [row] = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, emailTokenDigest(token)));
    expect(row!.usedAt).toBeNull();
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('a used, expired or unknown link is a 400 naming token with why, in the reset’s words', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const used = await resetToken(me);
    expect((await reset({ token: used, password: NEW_PASSWORD })).statusCode).toBe(200);
    const expired = await resetToken(me);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, emailTokenDigest(expired)));
    const unknown = 'x'.repeat(43);
    const verification = await latestToken(t, me.user.email, 'verify-email');

    for (const [token, reason] of [
      [used, 'used'],
      [expired, 'expired'],
      [unknown, 'invalid'],
      [verification, 'invalid'],
      ['not a token', 'invalid'],
    ] as const) {
      const res = await check({ token });
      expectTokenRefused(res, reason);
      const spent = await reset({ token, password: 'another-lantern-pass-8' });
      expect(ErrorAnswer.parse(res.json()).message, token).toBe(
        ErrorAnswer.parse(spent.json()).message,
      );
    }
    // Nothing changed: the password from the used link still signs in.
    expect((await signIn(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('no token, or one too long, is a 400 naming token', async () => {
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 7 }]) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field).toBe('token');
    }
  });
});
