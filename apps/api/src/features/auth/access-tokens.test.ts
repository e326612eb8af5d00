import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JwtAnswer } from '@resale-zone/contract/users';
import { sessions, users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, loadAuthSecret } from './access-tokens.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const jwt = (cookie: string | undefined, email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(email)}`,
    headers: cookie ? { cookie } : {},
  });
const asksIfSeller = (me: SignedUp, authorization: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/seller/${me.user.email}`,
    headers: { authorization },
  });

describe('GET /jwt', () => {
  test('issues a token of about an hour to the signed-in user, for their own email', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await jwt(me.cookie, me.user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { accessToken } = JwtAnswer.parse(res.json());
    const claims = decodeJwt(accessToken);
    expect(claims.sub).toBe(me.user.id);
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(3600);
  });

  test('refuses another user’s email with 403, even to an admin', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const other = await signUpAs(t, { accountType: 'buyer' });
    const res = await jwt(admin.cookie, other.user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/own email/);
  });

  test('refuses a caller without a session with 401', async () => {
    const res = await jwt(undefined, 'someone@example.test');
    expect(res.statusCode).toBe(401);
    const forged = await jwt('rz_session=made-up-token', 'someone@example.test');
    expect(forged.statusCode).toBe(401);
  });

  test('a bearer token alone does not get a new token (only the session does)', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jwt?email=${me.user.email}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  test('an expired token is refused with a message saying so', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const secret = await loadAuthSecret(t.env.AUTH_SECRET, t.env.DATA_DIR);
    const claims = decodeJwt(me.headers.authorization.slice('Bearer '.length));
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.user.id)
      .setIssuer('resale-zone')
      .setAudience('resale-zone-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const res = await asksIfSeller(me, `Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  test('forged tokens are refused: other secret, alg none, altered subject, garbage', async () => {
    const me = await signUpAs(t, { accountType: 'seller' });
    const victim = await signUpAs(t, { accountType: 'admin' });
    const sid = decodeJwt(me.headers.authorization.slice(7)).sid as string;

    const otherSecret = createAccessTokens(new TextEncoder().encode('x'.repeat(48)));
    const signedElsewhere = await otherSecret.sign({ userId: me.user.id, sessionId: sid });
    const [header, payload, signature] = me.headers.authorization.slice(7).split('.');
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const altered = `${header}.${b64({ ...decodeJwt(me.headers.authorization.slice(7)), sub: victim.user.id })}.${signature}`;

    for (const token of [signedElsewhere, algNone, altered, 'not.a.token', 'garbage']) {
      const res = await asksIfSeller(me, `Bearer ${token}`);
      expect(res.statusCode).toBe(401);
    }
    const notBearer = await asksIfSeller(me, `Basic ${Buffer.from('a:b').toString('base64')}`);
    expect(notBearer.statusCode).toBe(401);
  });

  test('a token checked before still expires on time, and a forged twin is still refused', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(new TextEncoder().encode('y'.repeat(48)), 60, () => clock);
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    await expect(tokens.verify(`${header}.${payload}.${flipped}`)).rejects.toMatchObject({
      problem: 'invalid',
    });
    clock += 61_000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ problem: 'expired' });
    await expect(tokens.verify(token)).rejects.toMatchObject({ problem: 'expired' });
  });

  test('a token stops working when its session ends or its user is deleted', async () => {
    const ended = await signUpAs(t, { accountType: 'buyer' });
    await t.database.db.delete(sessions).where(eq(sessions.userId, ended.user.id));
    expect((await asksIfSeller(ended, ended.headers.authorization)).statusCode).toBe(401);

    const deleted = await signUpAs(t, { accountType: 'buyer' });
    await t.database.db.delete(users).where(eq(users.id, deleted.user.id));
    expect((await asksIfSeller(deleted, deleted.headers.authorization)).statusCode).toBe(401);
  });

  test('a role change applies to existing tokens at once (the role is read on each request)', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const someone = await signUpAs(t, { accountType: 'buyer' });
    const before = await asksIfSeller(someone, me.headers.authorization);
    expect(before.statusCode).toBe(403);
    await t.database.db.update(users).set({ accountType: 'admin' }).where(eq(users.id, me.user.id));
    const after = await asksIfSeller(someone, me.headers.authorization);
    expect(after.statusCode).toBe(200);
  });
});

describe('the signing secret', () => {
  test('is generated once into the data folder, readable by its owner only, and reused', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-secret-'));
    try {
      const first = await loadAuthSecret(undefined, dir);
      const again = await loadAuthSecret(undefined, dir);
      expect(Buffer.from(again)).toEqual(Buffer.from(first));
      expect(first.length).toBeGreaterThanOrEqual(32);
      const mode = (await fs.stat(path.join(dir, 'auth-secret'))).mode & 0o777;
      expect(mode).toBe(0o600);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  test('AUTH_SECRET wins when configured', async () => {
    const secret = await loadAuthSecret('s'.repeat(40), '/nonexistent');
    expect(new TextDecoder().decode(secret)).toBe('s'.repeat(40));
  });
});
