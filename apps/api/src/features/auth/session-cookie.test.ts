import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_PASSWORD } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// security.md item 5: in production the session cookie is Secure and pinned to the origin, and
// cookie-authorised changes refuse other sites.
let t: TestContext;
beforeAll(async () => {
  // What production requires to start (env-production.ts), with test payments and mail to files
  // by name.
  t = await createTestContext({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://resale.example',
    SEED_DEMO: '0',
    PAYMENTS: 'test',
    MAIL: 'log',
  });
});
afterAll(() => t.close());

test('in production the session cookie is __Host- prefixed, Secure, HttpOnly and SameSite', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      name: 'Prod User',
      email: 'prod-user@example.test',
      password: TEST_PASSWORD,
      accountType: 'buyer',
    },
  });

  expect(res.statusCode).toBe(201);
  const [cookie] = res.cookies;
  expect(cookie).toMatchObject({
    name: '__Host-rz_session',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  });
  expect(cookie?.domain).toBeUndefined();
  // The browser's note of the accounts it signed in to ("forgot password" knows the owner's
  // device by it): only the auth endpoints receive it.
  expect(res.cookies.find((c) => c.name === '__Secure-rz_device')).toMatchObject({
    path: '/api/auth',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  });

  const signedOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie: `${cookie!.name}=${cookie!.value}` },
  });
  expect(signedOut.statusCode).toBeLessThan(300);
  const cleared = signedOut.cookies.find((c) => c.name === '__Host-rz_session');
  expect(cleared).toMatchObject({ value: '', secure: true, httpOnly: true });
});

test('another site can neither sign the person out nor sign someone up with their browser', async () => {
  const signedUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      name: 'Stays In',
      email: 'stays-in@example.test',
      password: TEST_PASSWORD,
      accountType: 'buyer',
    },
  });
  const [cookie] = signedUp.cookies;
  const session = `${cookie!.name}=${cookie!.value}`;
  const evil = { origin: 'https://evil.example', cookie: session };

  const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: evil });
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: evil,
    payload: {
      name: 'Planted',
      email: 'planted@example.test',
      password: TEST_PASSWORD,
      accountType: 'seller',
    },
  });

  expect([signOut.statusCode, signUp.statusCode]).toEqual([403, 403]);
  const still = await t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: session },
  });
  expect(still.json().user).toMatchObject({ email: 'stays-in@example.test' });
  const planted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'planted@example.test', password: TEST_PASSWORD },
  });
  expect(planted.statusCode).toBe(401);
});
