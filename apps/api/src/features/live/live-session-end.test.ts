import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JwtAnswer } from '@resale-zone/contract/users';
import { latestToken, sendPasswordReset } from '../../test/account-mail.ts';
import { sessionCookieOf, signUpAs, type SignedUp } from '../../test/auth.ts';
import { openLive, type LiveClient } from '../../test/live-client.ts';
import { createTestContext, secondInstance, type TestContext } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait.ts';

// Security review, issue 36 item 7: "A live stream outlives sign-out". A stream belongs to the
// session whose token opened it: when that session ends (sign-out, a password reset, a role
// change), the stream gets `ended` and closes, on every instance, and the client does not
// reconnect. The other sessions' streams stay open.

let t: TestContext;
let base: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

function open(headers: { authorization: string }, url = base) {
  const client = openLive(url, headers);
  clients.push(client);
  return client;
}

/** A second sign-in of the same account: its own session, cookie and bearer token. */
async function signInAgain(who: SignedUp) {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: who.user.email, password: who.password },
  });
  expect(signIn.statusCode).toBe(200);
  const cookie = sessionCookieOf(signIn)!;
  const jwt = await t.app.inject({
    url: `/api/jwt?email=${encodeURIComponent(who.user.email)}`,
    headers: { cookie },
  });
  const { accessToken } = JwtAnswer.parse(jwt.json());
  return { cookie, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Both streams opened, and the instance counts them. */
async function ready(...streams: LiveClient[]) {
  for (const s of streams) await s.waitFor((e) => e.type === 'ready');
}

describe('a live stream ends with the session that opened it (issue 36, item 7)', () => {
  test('sign-out closes that session’s stream with `ended`; another session’s stays open', async () => {
    const ann = await signUpAs(t, { accountType: 'buyer' });
    const phone = await signInAgain(ann);
    const laptopStream = open(ann.headers);
    const phoneStream = open(phone.headers);
    await ready(laptopStream, phoneStream);
    const before = t.app.live.connections();

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: phone.cookie },
    });
    expect(out.statusCode).toBe(200);

    await phoneStream.waitFor((e) => e.type === 'ended');
    await waitUntil(() => t.app.live.connections() === before - 1);
    // The laptop's stream still delivers.
    await t.app.live.publish(t.database.db, [ann.user.id], 'notification', 'still-here');
    await laptopStream.waitFor((e) => e.refId === 'still-here');
    expect(phoneStream.events.some((e) => e.refId === 'still-here')).toBe(false);
    // The ended stream was not opened again (its token is refused now).
    expect(phoneStream.opened()).toBe(1);
  });

  test('a password reset closes every stream of the account', async () => {
    const bea = await signUpAs(t, { accountType: 'seller' });
    const other = await signInAgain(bea);
    const streams = [open(bea.headers), open(other.headers)];
    await ready(...streams);

    await sendPasswordReset(t, bea.user.email);
    const token = await latestToken(t, bea.user.email, 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'quartz-orchard-beacon-58' },
    });
    expect(reset.statusCode).toBe(200);

    for (const s of streams) await s.waitFor((e) => e.type === 'ended');
  });

  test('a role change (Make Admin) closes the person’s streams', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const cal = await signUpAs(t, { accountType: 'seller' });
    const stream = open(cal.headers);
    await ready(stream);

    const made = await t.app.inject({
      method: 'PUT',
      url: `/api/allseller/admin/${cal.user.id}`,
      headers: admin.headers,
    });
    expect(made.statusCode).toBe(200);

    await stream.waitFor((e) => e.type === 'ended');
  });

  test('a stream held by another instance closes when its session ends through this one', async () => {
    const { other, base: otherBase } = await secondInstance(t);
    try {
      const dee = await signUpAs(t, { accountType: 'buyer' });
      const stream = open(dee.headers, otherBase);
      await ready(stream);
      expect(other.live.connections()).toBe(1);

      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: dee.cookie },
      });
      expect(out.statusCode).toBe(200);

      await stream.waitFor((e) => e.type === 'ended');
      await waitUntil(() => other.live.connections() === 0);
    } finally {
      await other.close();
    }
  });
});
