import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SessionAnswer } from '@resale-zone/contract/auth';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { JwtAnswer } from '@resale-zone/contract/users';
import { sessions, userPasswords, users } from '../../db/schema.ts';
import { mailTo } from '../../test/account-mail.ts';
import { sessionCookieOf, signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const NEW_PASSWORD = 'copper-meadow-signal-77';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

/** A second device: its own session cookie and access token. */
async function secondDevice(account: SignedUp) {
  const cookie = sessionCookieOf(await signIn(account.user.email, TEST_PASSWORD))!;
  const jwt = await t.app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(account.user.email)}`,
    headers: { cookie },
  });
  return {
    cookie,
    headers: { authorization: `Bearer ${JwtAnswer.parse(jwt.json()).accessToken}` },
  };
}

async function signedInAs(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  return SessionAnswer.parse(res.json()).user;
}

const myBookings = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/bookings', headers });

async function storedHash(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(userPasswords)
    .where(eq(userPasswords.userId, userId));
  return row?.passwordHash;
}

describe('changing the password from the dashboard', () => {
  test('with the current password: the new one works, the old one not; other sessions end, this one stays', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const other = await secondDevice(me);

    const res = await change(me.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true });

    expect((await myBookings(me.headers)).statusCode).toBe(200);
    expect(await signedInAs(me.cookie)).toMatchObject({ uid: me.user.id });
    expect((await myBookings(other.headers)).statusCode).toBe(401);
    expect(await signedInAs(other.cookie)).toBeNull();

    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('a wrong current password is a 400 naming currentPassword, and nothing changes', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const other = await secondDevice(me);
    const before = await storedHash(me.user.id);

    const res = await change(me.headers, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorAnswer.parse(res.json()).field).toBe('currentPassword');
    expect(await storedHash(me.user.id)).toBe(before);
    expect((await myBookings(other.headers)).statusCode).toBe(200);
  });

  test('the new password follows the sign-up rules (a 400 naming newPassword)', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const before = await storedHash(me.user.id);
    for (const newPassword of ['short', 'password123', me.user.email, 'x'.repeat(129)]) {
      const res = await change(me.headers, { currentPassword: TEST_PASSWORD, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field).toBe('newPassword');
    }
    for (const payload of [{}, { newPassword: NEW_PASSWORD }, { currentPassword: '' }]) {
      const res = await change(me.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field).toMatch(/^(currentPassword|newPassword)$/);
    }
    expect(await storedHash(me.user.id)).toBe(before);
  });

  test('an account with no password (Google) is told how to set one', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    await t.database.db.delete(userPasswords).where(eq(userPasswords.userId, me.user.id));
    const res = await change(me.headers, {
      currentPassword: 'anything',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorAnswer.parse(res.json())).toMatchObject({
      field: 'currentPassword',
      message: expect.stringMatching(/Forget password/),
    });
    expect(await storedHash(me.user.id)).toBeUndefined();
  });

  test('a verified address is told by mail; an unverified one gets nothing', async () => {
    const verified = await signUpAs(t, { accountType: 'buyer' });
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, verified.user.id));
    const unverified = await signUpAs(t, { accountType: 'buyer' });
    for (const who of [verified, unverified]) {
      const res = await change(who.headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailTo(t, verified.user.email, 'password-changed')).toHaveLength(1);
    expect(await mailTo(t, unverified.user.email, 'password-changed')).toHaveLength(0);
  });

  test('needs a sign-in: anonymous callers and a session cookie alone get 401', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await change({}, body)).statusCode).toBe(401);
    expect((await change({ cookie: me.cookie }, body)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    expect(rows).toHaveLength(1);
  });
});
