import { afterAll, beforeAll, expect, test } from 'vitest';
import { HealthAnswer, LivenessAnswer } from '@resale-zone/contract/common';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

test('health reports the database as reachable', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const body = HealthAnswer.parse(res.json());
  expect(body.status).toBe('ok');
  expect(body.database.ok).toBe(true);
});

test('health reports a database that is gone, with 503', async () => {
  const ctx = await createTestContext();
  await ctx.database.close();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
  await ctx.app.close();
});

test('health never shows the database’s own error text', async () => {
  const ctx = await createTestContext();
  const internal = 'password authentication failed for user "rz_owner" at db-7.internal:5432';
  ctx.database.ping = async () => {
    throw new Error(internal);
  };
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(HealthAnswer.parse(res.json()).database).toEqual({
    kind: ctx.database.kind,
    ok: false,
    error: 'The database did not answer.',
  });
  for (const word of ['password', 'rz_owner', 'db-7', '5432']) expect(res.body).not.toContain(word);
  await ctx.close();
});

test('liveness answers ok even when the database is gone', async () => {
  const ctx = await createTestContext();
  await ctx.database.close();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
  expect(res.statusCode).toBe(200);
  expect(LivenessAnswer.parse(res.json())).toEqual({ status: 'ok' });
  await ctx.app.close();
});

test('an unknown API path answers a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test('answers carry security headers and a request id', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-request-id']).toBeTruthy();
});
