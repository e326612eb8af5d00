import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SessionAnswer } from '@resale-zone/contract/auth';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { emailTokens, users } from '../../db/schema.ts';
import { followVerifyLink, latestToken, mailTo } from '../../test/account-mail.ts';
import { postSignUp, sessionCookieOf, signUpAs } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { emailTokenDigest } from './email-tokens.repo.ts';

const SITE = 'https://resale.example';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: SITE });
});
afterAll(() => t.close());

/** Follows a link, from the browser holding `cookie` when given (else one signed in nowhere). */
const verify = (token: string, cookie?: string) => followVerifyLink(t, token, cookie);

async function sessionUser(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  return SessionAnswer.parse(res.json()).user;
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A 400 about the token, with the reason a page acts on. */
function expectTokenRefused(res: { statusCode: number; json(): unknown }, reason: string) {
  expect(res.statusCode).toBe(400);
  expect(ErrorAnswer.parse(res.json())).toMatchObject({ field: 'token', reason });
}

describe('signing up with a password', () => {
  test('keeps the spec’s answer and queues one verification mail with a link to the site', async () => {
    const res = await postSignUp(t, {
      name: 'Nora New',
      email: 'Nora@Example.test',
      accountType: 'buyer',
    });
    expect(res.statusCode).toBe(201);
    const { user } = SessionAnswer.parse(res.json());
    expect(user).toMatchObject({ email: 'nora@example.test', emailVerified: false });
    expect(await sessionUser(sessionCookieOf(res)!)).toMatchObject({ emailVerified: false });

    const mails = await mailTo(t, 'nora@example.test', 'verify-email');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`${SITE}/verify-email?token=`);
    expect(mails[0]!.htmlBody).toContain(`href="${SITE}/verify-email?token=`);
  });

  test('stores only the digest of the token, for 24 hours', async () => {
    const { user } = await signUpAs(t, { accountType: 'buyer' });
    const token = await latestToken(t, user.email, 'verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(emailTokenDigest(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const hours = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(24);
  });
});

describe('following the verification link', () => {
  test('verifies the address in the browser signed in to it, and the session shows it', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const res = await verify(await latestToken(t, me.user.email, 'verify-email'), me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: me.user.email, emailVerified: true });
    expect((await userRow(me.user.id)).emailVerified).toBe(true);
    expect(await sessionUser(me.cookie)).toMatchObject({ emailVerified: true });
  });

  test('works once: the same link again is refused as used', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const token = await latestToken(t, me.user.email, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    expectTokenRefused(await verify(token), 'used');
  });

  test('a tampered or made-up token is invalid and verifies nobody', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const token = await latestToken(t, me.user.email, 'verify-email');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [flipped, token.slice(1), `${token}x`, 'x'.repeat(43), "' or 1=1 --"]) {
      expectTokenRefused(await verify(bad), 'invalid');
    }
    expect((await userRow(me.user.id)).emailVerified).toBe(false);
  });

  test('a missing or empty token is a 400 naming the field', async () => {
    for (const payload of [{}, { token: '' }, { token: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload });
      expect(res.statusCode).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field).toBe('token');
    }
  });

  test('an expired link is refused as expired and changes nothing', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const token = await latestToken(t, me.user.email, 'verify-email');
    // 24 hours and a second later, as the database sees it.
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, emailTokenDigest(token)));
    expectTokenRefused(await verify(token), 'expired');
    const [row] = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, emailTokenDigest(token)));
    expect(row?.usedAt).toBeNull();
    expect((await userRow(me.user.id)).emailVerified).toBe(false);
  });
});

describe('resending the verification mail', () => {
  const resend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers });

  test('sends a new link; the older one stops working', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const first = await latestToken(t, me.user.email, 'verify-email');
    const res = await resend(me.headers);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect(await mailTo(t, me.user.email, 'verify-email')).toHaveLength(2);
    const second = await latestToken(t, me.user.email, 'verify-email');
    expect(second).not.toBe(first);
    expectTokenRefused(await verify(first), 'expired');
    expect((await verify(second)).statusCode).toBe(200);
  });

  test('an address already verified is a 409 and no mail', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const token = await latestToken(t, me.user.email, 'verify-email');
    expect((await verify(token, me.cookie)).statusCode).toBe(200);
    const res = await resend(me.headers);
    expect(res.statusCode).toBe(409);
    expect(ErrorAnswer.parse(res.json()).message).toMatch(/already verified/);
    expect(await mailTo(t, me.user.email, 'verify-email')).toHaveLength(1);
  });

  test('needs a sign-in', async () => {
    expect((await resend({})).statusCode).toBe(401);
  });
});

describe('mail headers', () => {
  test('a name carrying a header break never reaches a header', async () => {
    const res = await postSignUp(t, {
      name: 'Eve\r\nX-Injected: yes\r\nSubject: pwned',
      email: 'eve@example.test',
      accountType: 'buyer',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailTo(t, 'eve@example.test', 'verify-email');
    expect(mail!.toAddress).toBe('eve@example.test');
    expect(mail!.subject).toBe('Verify your email for Resale Zone');
    expect(mail!.subject + mail!.toAddress).not.toMatch(/[\r\n]|Injected|pwned/);
    // The name only greets the person, in the body.
    expect(mail!.textBody).toContain('Hi Eve');
  });
});
