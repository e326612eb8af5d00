import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_PASSWORD } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// security.md item 5: in production the session cookie is Secure and pinned to the origin.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ NODE_ENV: 'production' });
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

  const signedOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie: `${cookie!.name}=${cookie!.value}` },
  });
  expect(signedOut.statusCode).toBeLessThan(300);
  const cleared = signedOut.cookies.find((c) => c.name === '__Host-rz_session');
  expect(cleared).toMatchObject({ value: '', secure: true, httpOnly: true });
});
