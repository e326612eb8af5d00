import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailTo } from '../../test/account-mail.ts';
import { sessionCookieOf, signUpAs, TEST_PASSWORD } from '../../test/auth.ts';
import { expectLimited, forgotPassword } from '../../test/limits.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 36 item 9: "forgot password" was limited to 3 an hour per address, so anyone could keep
 * its owner from ever getting a link. Now a network gets 3 an hour per address, strangers 10 an
 * hour per address in all, and a client signed in to the account (now, or before on that browser:
 * its device cookie) is not counted against the address.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT: 'on' });
});
afterAll(() => t.close());

const forgot = (email: string, ip: string) => forgotPassword(t, email, ip);

describe('anyone can stop a victim’s password reset (issue 36 item 9)', () => {
  const OWNER_HOME = '203.0.113.5';
  const OWNER_PHONE = '203.0.113.77';
  const ATTACKER = '192.0.2.66';

  /** The owner signs in from their phone, then signs out: the browser keeps its device cookie. */
  async function ownerPhone(email: string) {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: OWNER_PHONE,
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const device = signIn.cookies.find((c) => c.name === 'rz_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: OWNER_PHONE,
      headers: { cookie: `${sessionCookieOf(signIn)}; rz_device=${device!.value}` },
    });
    return `rz_device=${device!.value}`;
  }

  const forgotWith = (email: string, ip: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: ip,
      headers,
      payload: { email },
    });

  test('an attacker exhausting the limit from one address does not stop the owner on a client that signed in before', async () => {
    const owner = await signUpAs(t, { accountType: 'buyer' });
    const device = await ownerPhone(owner.user.email);

    // The attacker uses up what one network may ask for this address.
    for (let i = 0; i < 3; i++) {
      expect((await forgot(owner.user.email, ATTACKER)).statusCode).toBe(202);
    }
    expectLimited(await forgot(owner.user.email, ATTACKER));
    // Then borrows more networks until the address is refused to anyone unknown.
    for (let i = 0; i < 7; i++) {
      expect((await forgot(owner.user.email, `192.0.2.${100 + i}`)).statusCode).toBe(202);
    }
    expectLimited(await forgot(owner.user.email, '192.0.2.200'));

    // The owner's phone, which signed in before, still gets a link, as does the owner signed in.
    expect((await forgotWith(owner.user.email, OWNER_PHONE, { cookie: device })).statusCode).toBe(
      202,
    );
    expect((await forgotWith(owner.user.email, OWNER_HOME, owner.headers)).statusCode).toBe(202);
    expect(
      (await forgotWith(owner.user.email, OWNER_HOME, { cookie: owner.cookie })).statusCode,
    ).toBe(202);
    await t.app.jobs.drain();
    expect((await mailTo(t, owner.user.email, 'reset-password')).length).toBeGreaterThan(0);
  });

  test('a device cookie of another account, or a forged one, counts as a stranger', async () => {
    const owner = await signUpAs(t, { accountType: 'buyer' });
    const other = await signUpAs(t, { accountType: 'buyer' });
    const othersDevice = await ownerPhone(other.user.email);
    for (let i = 0; i < 10; i++) {
      expect((await forgot(owner.user.email, `192.0.2.${150 + i}`)).statusCode).toBe(202);
    }
    expectLimited(await forgotWith(owner.user.email, '192.0.2.210', { cookie: othersDevice }));
    expectLimited(
      await forgotWith(owner.user.email, '192.0.2.211', { cookie: `rz_device=${owner.user.id}` }),
    );
  });
});
