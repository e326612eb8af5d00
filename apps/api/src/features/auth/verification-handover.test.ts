import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SessionAnswer } from '@resale-zone/contract/auth';
import { VerifyEmailAnswer } from '@resale-zone/contract/account-email';
import { JwtAnswer } from '@resale-zone/contract/users';
import { users } from '../../db/schema.ts';
import { followVerifyLink, latestToken } from '../../test/account-mail.ts';
import { sessionCookieOf, signUpAs, TEST_PASSWORD } from '../../test/auth.ts';
import type { TestContext } from '../../test/test-app.ts';
import { APP_ORIGIN, CALLBACK, useGoogleApp } from '../../test/google-app.ts';
import { applyAdminEmails } from '../../app/startup.ts';
import { signInAtProvider } from './oidc-test-provider.ts';

/**
 * Issue 36 item 1 (security.md §30): someone signs up with an address that is not theirs; the
 * address's owner opens the verification link that arrives. The link proves who owns the address,
 * so the account passes to the owner and nothing the squatter held keeps working.
 */
const OWNER_PASSWORD = 'owner-chosen-harbour-58';

let t: TestContext;
useGoogleApp({}, (app) => ({ t } = app));

const verify = (token: string, cookie?: string) => followVerifyLink(t, token, cookie);

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

async function sessionUser(cookie: string | null) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: cookie ? { cookie } : {},
  });
  return SessionAnswer.parse(res.json()).user;
}

/** A bearer token for the session behind a cookie (as the web app gets one). */
async function bearerOf(cookie: string, email: string) {
  const jwt = await t.app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(email)}`,
    headers: { cookie },
  });
  expect(jwt.statusCode).toBe(200);
  return { authorization: `Bearer ${JwtAnswer.parse(jwt.json()).accessToken}` };
}

const bookings = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/bookings', headers });

async function roleOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row?.accountType;
}

/** The Google popup's journey: start, the provider's login, back to our callback. */
async function googleSignIn(login: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
  const pending = start.cookies.find((c) => c.name === 'rz_google');
  const back = await signInAtProvider(start.headers.location!, login, CALLBACK);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.slice(APP_ORIGIN.length),
    headers: { cookie: `rz_google=${pending!.value}` },
  });
  expect(callback.statusCode).toBe(200);
  return sessionCookieOf(callback);
}

describe('a squatter keeps an account that its owner verified (issue 36 item 1)', () => {
  test('the owner’s link ends the squatter’s password, cookie and bearer; the owner sets a password, and a later Google sign-in and ADMIN_EMAILS reach the owner only', async () => {
    const address = 'rightful-owner@example.test';
    const squatter = await signUpAs(t, { accountType: 'seller', email: address });
    expect((await bookings(squatter.headers)).statusCode).toBe(200);

    // The owner opens the mailed link in their own browser, not signed in.
    const opened = await verify(await latestToken(t, address, 'verify-email'));
    expect(opened.statusCode).toBe(200);
    const answer = VerifyEmailAnswer.parse(opened.json());
    expect(answer).toMatchObject({ email: address, emailVerified: true });
    expect(answer.setPasswordToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Nothing the squatter held works any more: bearer, cookie, a new token from it, the password.
    expect((await bookings(squatter.headers)).statusCode).toBe(401);
    expect(await sessionUser(squatter.cookie)).toBeNull();
    const renew = await t.app.inject({
      method: 'GET',
      url: `/api/jwt?email=${encodeURIComponent(address)}`,
      headers: { cookie: squatter.cookie },
    });
    expect(renew.statusCode).toBe(401);
    expect((await signIn(address, TEST_PASSWORD)).statusCode).toBe(401);

    // The owner chooses a password with the token the answer carried, and signs in with it.
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: answer.setPasswordToken, password: OWNER_PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);
    const ownerSignIn = await signIn(address, OWNER_PASSWORD);
    expect(ownerSignIn.statusCode).toBe(200);
    const ownerCookie = sessionCookieOf(ownerSignIn)!;
    expect((await sessionUser(ownerCookie))?.uid).toBe(squatter.user.id);
    expect((await signIn(address, TEST_PASSWORD)).statusCode).toBe(401);

    // A later Google sign-in by the owner reaches the same account; the squatter still has nothing.
    const googleCookie = await googleSignIn(address);
    expect((await sessionUser(googleCookie))?.uid).toBe(squatter.user.id);
    expect(await sessionUser(squatter.cookie)).toBeNull();
    expect((await bookings(squatter.headers)).statusCode).toBe(401);
    expect((await signIn(address, TEST_PASSWORD)).statusCode).toBe(401);

    // The address is added to ADMIN_EMAILS later (applied at the next start): the owner is the
    // admin, the squatter's password still opens nothing.
    expect(await applyAdminEmails(t.database.db, [address])).toBe(1);
    expect(await roleOf(squatter.user.id)).toBe('admin');
    expect((await signIn(address, TEST_PASSWORD)).statusCode).toBe(401);
    const admin = await signIn(address, OWNER_PASSWORD);
    expect(admin.statusCode).toBe(200);
    const adminHeaders = await bearerOf(sessionCookieOf(admin)!, address);
    const sellers = await t.app.inject({
      method: 'GET',
      url: '/api/allsellers',
      headers: adminHeaders,
    });
    expect(sellers.statusCode).toBe(200);
  });

  test('the set-password token works once and only for that account', async () => {
    const squatter = await signUpAs(t, { accountType: 'buyer' });
    const opened = await verify(await latestToken(t, squatter.user.email, 'verify-email'));
    const { setPasswordToken } = VerifyEmailAnswer.parse(opened.json());
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: setPasswordToken, password },
      });
    expect((await reset(OWNER_PASSWORD)).json()).toEqual({ email: squatter.user.email });
    const again = await reset('someone-else-pass-93');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token', reason: 'used' });
    expect((await signIn(squatter.user.email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  test('opened in another account’s browser it hands over too', async () => {
    const squatter = await signUpAs(t, { accountType: 'seller' });
    const bystander = await signUpAs(t, { accountType: 'buyer' });
    const opened = await verify(
      await latestToken(t, squatter.user.email, 'verify-email'),
      bystander.cookie,
    );
    expect(VerifyEmailAnswer.parse(opened.json()).setPasswordToken).toBeDefined();
    expect((await signIn(squatter.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    // The bystander's own session is not touched.
    expect((await sessionUser(bystander.cookie))?.uid).toBe(bystander.user.id);
  });

  test('opened where the account itself is signed in, nothing changes but the proof', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const opened = await verify(await latestToken(t, me.user.email, 'verify-email'), me.cookie);
    expect(opened.json()).toEqual({ email: me.user.email, emailVerified: true });
    expect(await sessionUser(me.cookie)).toMatchObject({ uid: me.user.id, emailVerified: true });
    expect((await bookings(me.headers)).statusCode).toBe(200);
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
