import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SessionAnswer } from '@resale-zone/contract/auth';
import { sessionCookieOf, TEST_PASSWORD } from '../../test/auth.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { sendPasswordReset, tokenInLink } from '../../test/account-mail.ts';

/**
 * The account mail through a real SMTP server (smtp-server in this process): what a person's mail
 * client receives, and whether the links in it work.
 */
const SITE = 'https://resale.example';

let smtp: SmtpReceiver;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: SITE });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const received = (to: string) => smtp.messages.filter((m) => m.rcptTo.includes(to));

describe('account mail over SMTP', () => {
  test('the verification mail arrives, its link verifies the account, and a hostile name stays out of the headers', async () => {
    const email = 'hanna@example.test';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        name: 'Hanna\r\nX-Injected: thief\r\nSubject: free phones',
        email,
        password: TEST_PASSWORD,
        accountType: 'buyer',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = sessionCookieOf(signUp)!;
    expect(received(email)).toHaveLength(0); // the request never waited for SMTP
    await t.app.jobs.drain();

    const [mail, ...more] = received(email);
    expect(more).toEqual([]);
    expect(mail!.rcptTo).toEqual([email]);
    expect(mail!.header('to')).toBe(email);
    expect(mail!.header('subject')).toBe('Verify your email for Resale Zone');
    expect(mail!.headers.map((h) => h.name)).not.toContain('x-injected');
    expect(mail!.headers.filter((h) => /free phones|thief/.test(h.value))).toEqual([]);
    // In the body the name is one line too.
    expect(mail!.text).toContain('Hi Hanna X-Injected: thief Subject: free phones,');

    // Both parts carry the link to the site's page.
    const token = tokenInLink(mail!.text, '/verify-email');
    expect(mail!.html).toContain(`href="${SITE}/verify-email?token=${token}"`);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      headers: { cookie },
    });
    expect(verify.json()).toEqual({ email, emailVerified: true });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(SessionAnswer.parse(session.json()).user).toMatchObject({ emailVerified: true });
  });

  test('the reset mail arrives and its link sets a new password', async () => {
    const email = 'hanna@example.test';
    await sendPasswordReset(t, email);
    const mail = received(email).find((m) => m.header('subject')?.includes('Reset'));
    const token = tokenInLink(mail!.text, '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'copper-meadow-signal-77' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'copper-meadow-signal-77' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
