import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema.ts';
import { followVerifyLink, latestToken, mailTo } from '../../test/account-mail.ts';
import { signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { applyAdminEmails } from '../../app/startup.ts';

/**
 * ADMIN_EMAILS as an attacker meets it (security.md §30): whoever signs up first with a listed
 * address gets an ordinary account, and nothing they can call makes it an admin; only the
 * address's owner, through the mailed link, can.
 */
const BOSS = 'boss@example.test';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    ADMIN_EMAILS: `${BOSS}, other-boss@example.test, third-boss@example.test`,
  });
});
afterAll(() => t.close());

async function roleOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row?.accountType;
}

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

const isAdmin = (who: SignedUp) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/admin/${encodeURIComponent(who.user.email)}`,
    headers: who.headers,
  });

describe('an attacker who signs up with the admin’s address', () => {
  let attacker: SignedUp;
  beforeAll(async () => {
    attacker = await signUpAs(t, { accountType: 'seller', email: 'Boss@Example.test' });
  });

  test('gets an ordinary account', async () => {
    expect(await roleOf(attacker.user.id)).toBe('seller');
    expect((await isAdmin(attacker)).json()).toEqual({ isAdmin: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/allsellers', headers: attacker.headers }))
        .statusCode,
    ).toBe(403);
  });

  test('cannot become an admin through any call it can make', async () => {
    const calls = [
      { url: '/api/user', payload: { name: 'x', email: BOSS, accountType: 'admin' } },
      {
        url: '/api/user',
        payload: { name: 'x', email: BOSS, accountType: 'seller', isAdmin: true },
      },
      { url: '/api/auth/verify-email', payload: { token: 'A'.repeat(43) } },
      { url: '/api/auth/verify-email', payload: { token: BOSS } },
      { url: '/api/auth/verify-email/resend', payload: undefined },
      { url: '/api/auth/forgot-password', payload: { email: BOSS } },
      {
        url: '/api/auth/change-password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'attacker-owned-pass-99' },
      },
      {
        url: `/api/allseller/admin/${attacker.user.id}`,
        payload: undefined,
        method: 'PUT' as const,
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method ?? 'POST',
        url: call.url,
        headers: attacker.headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, call.url).toBeLessThan(500);
    }
    // A restart applies ADMIN_EMAILS again: still not to an unproven address.
    expect(await applyAdminEmails(t.database.db, [BOSS])).toBe(0);
    expect(await roleOf(attacker.user.id)).toBe('seller');
    expect((await signIn(BOSS, 'attacker-owned-pass-99')).statusCode).toBe(200);
    expect(await roleOf(attacker.user.id)).toBe('seller');
  });

  test('the links go to the address, never to the attacker', async () => {
    const mails = await mailTo(t, BOSS);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.toAddress.toLowerCase()).toBe(BOSS);
  });
});

describe('the owner of a listed address', () => {
  const verify = (token: string, cookie?: string) => followVerifyLink(t, token, cookie);

  test('becomes an admin by following the link where they are signed in: sessions end, recorded', async () => {
    const owner = await signUpAs(t, { accountType: 'buyer', email: 'other-boss@example.test' });
    expect(await roleOf(owner.user.id)).toBe('buyer');

    const token = await latestToken(t, owner.user.email, 'verify-email');
    expect((await verify(token, owner.cookie)).statusCode).toBe(200);
    expect(await roleOf(owner.user.id)).toBe('admin');
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id)),
    ).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, owner.user.id));
    expect(audit).toMatchObject([{ action: 'user.make-admin', detail: 'ADMIN_EMAILS' }]);
    expect((await signIn(owner.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('tricked into following the link of a stranger’s sign-up: admin, but the stranger’s password and sessions are gone', async () => {
    const stranger = await signUpAs(t, { accountType: 'seller', email: 'third-boss@example.test' });
    // The owner's own browser: not signed in to that account.
    const token = await latestToken(t, stranger.user.email, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    expect(await roleOf(stranger.user.id)).toBe('admin');
    expect((await signIn(stranger.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/allsellers',
      headers: stranger.headers,
    });
    expect(call.statusCode).toBe(401);

    // The owner sets a password through the reset mail and is the admin.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: stranger.user.email },
    });
    await t.app.jobs.drain();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: await latestToken(t, stranger.user.email, 'reset-password'),
        password: 'owner-chosen-pass-31',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(stranger.user.email, 'owner-chosen-pass-31')).statusCode).toBe(200);
  });

  test('an address not listed stays what it chose when verified, in its own browser or elsewhere', async () => {
    const here = await signUpAs(t, { accountType: 'seller' });
    const token = await latestToken(t, here.user.email, 'verify-email');
    expect((await verify(token, here.cookie)).statusCode).toBe(200);
    expect(await roleOf(here.user.id)).toBe('seller');
    expect((await signIn(here.user.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Elsewhere the account passes to the address's owner (verification-handover.test.ts), listed
    // or not: the role stays, the password chosen before goes.
    const elsewhere = await signUpAs(t, { accountType: 'seller' });
    const other = await latestToken(t, elsewhere.user.email, 'verify-email');
    expect((await verify(other)).statusCode).toBe(200);
    expect(await roleOf(elsewhere.user.id)).toBe('seller');
    expect((await signIn(elsewhere.user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});
