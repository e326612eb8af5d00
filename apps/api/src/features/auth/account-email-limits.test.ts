import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailTo } from '../../test/account-mail.ts';
import { signUpAs, TEST_PASSWORD } from '../../test/auth.ts';
import { expectLimited, forgotPassword } from '../../test/limits.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT: 'on' });
});
afterAll(() => t.close());

let n = 0;
const forgot = (email: string, ip: string) => forgotPassword(t, email, ip);

describe('resending the verification mail: 3 an hour', () => {
  test('the fourth resend within the hour is a 429 with Retry-After, and sends nothing', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: me.headers,
      });
      expect(res.statusCode).toBe(202);
    }
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: me.headers,
    });
    expectLimited(fourth);
    // The sign-up's mail and three resends.
    expect(await mailTo(t, me.user.email, 'verify-email')).toHaveLength(4);
  });
});

describe('forgot password: 3 an hour per address and network, 10 per address, 10 per network', () => {
  test('an address with an account and one without are limited alike', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    for (const email of [me.user.email, `nobody-${++n}@example.test`]) {
      // One network: the fourth is refused, another network still gets through.
      for (let i = 0; i < 3; i++)
        expect((await forgot(email, '198.51.100.9')).statusCode).toBe(202);
      expectLimited(await forgot(email, '198.51.100.9'));
      // Many networks: 10 in all, then the address is refused to strangers.
      for (let i = 0; i < 7; i++) {
        expect((await forgot(email, `198.51.100.${10 + i}`)).statusCode).toBe(202);
      }
      expectLimited(await forgot(email, '198.51.100.20'));
    }
  });

  test('one network asking about many addresses is refused past 10', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`spray-${++n}@example.test`, '192.0.2.7')).statusCode).toBe(202);
    }
    expectLimited(await forgot(`spray-${++n}@example.test`, '192.0.2.7'));
    expect((await forgot(`spray-${++n}@example.test`, '192.0.2.8')).statusCode).toBe(202);
  });

  test('wrong current passwords on change-password are limited like sign-ins', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const attempt = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: me.headers,
        payload: { currentPassword, newPassword: 'copper-meadow-signal-77' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(400);
    // Blocked now, even with the right password.
    expectLimited(await attempt(TEST_PASSWORD));
  });
});
