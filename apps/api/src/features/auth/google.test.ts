import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SessionAnswer } from '@resale-zone/contract/auth';
import { userIdentities, users } from '../../db/schema.ts';
import { sessionCookieOf, signUpAs } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  signInAtProvider,
  startOidcTestProvider,
  type OidcTestProvider,
} from './oidc-test-provider.ts';

const APP_ORIGIN = 'http://app.test';
const CALLBACK = `${APP_ORIGIN}/api/auth/google/callback`;

let provider: OidcTestProvider;
let t: TestContext;
beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestContext({
    PUBLIC_URL: APP_ORIGIN,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
    ADMIN_EMAILS: 'google-boss@example.test',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The popup's whole journey: start, the provider's login, back to our callback. */
async function googleSignIn(login: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
  expect(start.statusCode).toBe(302);
  const pending = start.cookies.find((c) => c.name === 'rz_google');
  expect(pending?.httpOnly).toBe(true);
  const back = await signInAtProvider(start.headers.location!, login, CALLBACK);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.slice(APP_ORIGIN.length),
    headers: { cookie: `rz_google=${pending!.value}` },
  });
  return { start, callback, result: popupResult(callback.body) };
}

function popupResult(html: string) {
  const json = /<script type="application\/json" id="result">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { ok: boolean; code?: string; message?: string };
}

async function whoAmI(cookie: string | null) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: cookie ? { cookie } : {},
  });
  return SessionAnswer.parse(res.json()).user;
}

describe('Google sign-in through OpenID Connect', () => {
  test('the start sends the popup to the provider with PKCE, state and nonce', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const url = new URL(start.headers.location!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  test('a new Google account becomes a seller and is signed in; the popup page reports it', async () => {
    const { callback, result } = await googleSignIn('gina.google@example.test');
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(result).toMatchObject({ ok: true });
    const me = await whoAmI(sessionCookieOf(callback));
    expect(me).toMatchObject({ email: 'gina.google@example.test', displayName: 'Gina Google' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me!.uid));
    expect(row?.accountType).toBe('seller');
    expect(row?.emailVerified).toBe(true);
  });

  test('signing in again finds the same account by the provider’s subject; no duplicate', async () => {
    const first = await googleSignIn('repeat@example.test');
    const second = await googleSignIn('repeat@example.test');
    const a = await whoAmI(sessionCookieOf(first.callback));
    const b = await whoAmI(sessionCookieOf(second.callback));
    expect(b?.uid).toBe(a?.uid);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'repeat@example.test'));
    expect(rows).toHaveLength(1);
  });

  test('an existing buyer keeps their role when they use Google with their verified email', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer', email: 'bella@example.test' });
    const { result, callback } = await googleSignIn('bella@example.test');
    expect(result.ok).toBe(true);
    expect((await whoAmI(sessionCookieOf(callback)))?.uid).toBe(buyer.user.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row?.accountType).toBe('buyer');
    const links = await t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, buyer.user.id));
    expect(links).toMatchObject([{ provider: 'google', subject: 'bella@example.test' }]);
  });

  test('an unverified email at the provider is not trusted', async () => {
    await signUpAs(t, { accountType: 'buyer', email: 'unverified-ursula@example.test' });
    const { result, callback } = await googleSignIn('unverified-ursula@example.test');
    expect(result).toMatchObject({ ok: false, code: 'auth/invalid-credential' });
    expect(sessionCookieOf(callback)).toBeNull();
  });

  test('ADMIN_EMAILS applies to Google sign-up too', async () => {
    const { callback } = await googleSignIn('google-boss@example.test');
    const me = await whoAmI(sessionCookieOf(callback));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me!.uid));
    expect(row?.accountType).toBe('admin');
  });

  test('a callback without the pending cookie, or with a tampered one, signs nobody in', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const back = await signInAtProvider(start.headers.location!, 'mallory@example.test', CALLBACK);
    const path = back.slice(APP_ORIGIN.length);
    const pending = start.cookies.find((c) => c.name === 'rz_google')!.value;
    for (const cookie of [undefined, `rz_google=${pending.replace(/.$/, 'x')}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: cookie ? { cookie } : {},
      });
      expect(popupResult(res.body)).toMatchObject({ ok: false });
      expect(sessionCookieOf(res)).toBeNull();
    }
  });

  test('a code sent back with another state is refused', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const second = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const back = await signInAtProvider(first.headers.location!, 'crossed@example.test', CALLBACK);
    const res = await t.app.inject({
      method: 'GET',
      url: back.slice(APP_ORIGIN.length),
      headers: { cookie: `rz_google=${second.cookies.find((c) => c.name === 'rz_google')!.value}` },
    });
    expect(popupResult(res.body)).toMatchObject({ ok: false, code: 'auth/internal-error' });
    expect(sessionCookieOf(res)).toBeNull();
  });

  test('the person cancelling at the provider is reported as cancelled', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const pending = start.cookies.find((c) => c.name === 'rz_google')!.value;
    const state = new URL(start.headers.location!).searchParams.get('state');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: `rz_google=${pending}` },
    });
    expect(popupResult(res.body)).toMatchObject({ ok: false, code: 'auth/user-cancelled' });
  });
});

describe('Google sign-in not configured', () => {
  test('the providers answer says why, and the popup reports it instead of failing silently', async () => {
    const plain = await createTestContext();
    try {
      const providers = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toEqual({
        google: { enabled: false, reason: expect.stringMatching(/GOOGLE_CLIENT_ID/) },
      });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(200);
      expect(popupResult(start.body)).toMatchObject({
        ok: false,
        code: 'auth/operation-not-allowed',
      });
    } finally {
      await plain.close();
    }
  });
});
