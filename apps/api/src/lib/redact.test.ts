import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { createLogger } from './logger.ts';
import { redactSecrets } from './redact.ts';

// Issue 36: a live reset or verification link, a sign-in code, a bearer token or a session cookie
// never reaches a log line. The app below logs through the process logger (`createLogger`, as
// `server.ts` makes it), captured here.
const TOKEN = 'q7Xb2kL9vR4mN8pT1wY6zC3dF5gH0jK2aS9eU4iO7lP';
let t: TestContext;
let app: FastifyInstance;
let logged = '';

beforeAll(async () => {
  t = await createTestContext();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  app = await buildApp({
    env: t.env,
    database: t.database,
    logger: await createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sink),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('secrets never reach a log line', () => {
  test('request log with a token query shows it redacted', async () => {
    logged = '';
    const urls = [
      `/reset-password?token=${TOKEN}`,
      `/verify-email?lang=en&token=${TOKEN}`,
      `/api/auth/google/callback?state=${TOKEN}&code=${TOKEN}`,
      `/api/no-such-route?access_token=${TOKEN}`,
    ];
    for (const url of urls) {
      await app.inject({
        method: 'GET',
        url,
        headers: {
          authorization: `Bearer ${TOKEN}`,
          cookie: `rz_session=${TOKEN}`,
        },
      });
    }
    // A request line for each URL, its query's secret redacted.
    const lines = logged
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    const requested = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req!.url);
    expect(requested).toEqual([
      '/reset-password?token=[redacted]',
      '/verify-email?lang=en&token=[redacted]',
      '/api/auth/google/callback?state=[redacted]&code=[redacted]',
      '/api/no-such-route?access_token=[redacted]',
    ]);
    expect(logged).not.toContain(TOKEN);
  });

  test('an error message carrying a link is redacted too', async () => {
    logged = '';
    app.log.error(
      { err: new Error(`failed to open https://resale.example/reset-password?token=${TOKEN}`) },
      `mail to https://resale.example/verify-email?token=${TOKEN} failed`,
    );
    expect(logged).toContain('reset-password?token=[redacted]');
    expect(logged).toContain('verify-email?token=[redacted]');
    expect(logged).not.toContain(TOKEN);
  });
});

describe('redactSecrets', () => {
  test('query secrets, bearer values, session cookies and secret fields; nothing else', () => {
    expect(redactSecrets(`GET /reset-password?token=${TOKEN}#top`)).toBe(
      'GET /reset-password?token=[redacted]#top',
    );
    expect(redactSecrets(`?page=2&resetToken=${TOKEN}&q=iphone`)).toBe(
      '?page=2&resetToken=[redacted]&q=iphone',
    );
    expect(redactSecrets(`href="https://x.example/a?b=1&amp;token=${TOKEN}"`)).toBe(
      'href="https://x.example/a?b=1&amp;token=[redacted]"',
    );
    expect(redactSecrets(`authorization: Bearer ${TOKEN}`)).toBe(
      'authorization: Bearer [redacted]',
    );
    expect(redactSecrets(`cookie: __Host-rz_session=${TOKEN}; theme=dark`)).toBe(
      'cookie: __Host-rz_session=[redacted]; theme=dark',
    );
    expect(redactSecrets(`{"token":"${TOKEN}","name":"Ann"}`)).toBe(
      '{"token":"[redacted]","name":"Ann"}',
    );
    // Already redacted, or no secret at all: unchanged.
    for (const plain of [
      '/reset-password?token=[redacted]',
      '/api/categories/iphone?page=2&sort=price',
      '{"err":{"code":"23505","message":"duplicate key"}}',
    ]) {
      expect(redactSecrets(plain)).toBe(plain);
    }
  });
});
