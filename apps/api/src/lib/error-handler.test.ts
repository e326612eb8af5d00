import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loggerInto } from '../test/log-lines.ts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { buildApp } from '../app.ts';
import { bookings } from '../db/schema.ts';
import { signUpAs } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

// security.md item 15: an unexpected error answers a generic 500 with the request id, and the
// server log (pino JSON lines, captured here) has the detail.
let t: TestContext;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
let failInsert = false;

beforeAll(async () => {
  t = await createTestContext();
  app = await buildApp({
    env: t.env,
    database: t.database,
    logger: loggerInto(logLines),
    hooks: {
      bookings: {
        beforeInsert: async () => {
          if (failInsert) throw new Error('disk on fire under /var/lib/secret-path');
        },
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

test('an unexpected error answers a generic 500 with the request id; the log has the detail', async () => {
  const buyer = await signUpAs({ ...t, app }, { accountType: 'buyer' });
  const seller = await createUser(t.database.db, { accountType: 'seller' });
  const listing = await createListing(t.database.db, seller);
  failInsert = true;

  const res = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: buyer.headers,
    payload: { product_id: listing.id, number: '01711000000', place: 'Banani' },
  });
  failInsert = false;

  expect(res.statusCode).toBe(500);
  const body = ErrorAnswer.parse(res.json());
  expect(body).toEqual({
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again.',
    requestId: res.headers['x-request-id'],
  });
  expect(res.body).not.toMatch(/disk on fire|secret-path|error-handler|\.ts:\d+/);

  const logged = logLines.find((l) => l.reqId === body.requestId && l.level === 50);
  expect(logged).toMatchObject({
    msg: 'unexpected error',
    err: {
      message: 'disk on fire under /var/lib/secret-path',
      stack: expect.stringContaining('bookings'),
    },
  });

  // Nothing was written, and the server goes on serving.
  expect(
    await t.database.db.select().from(bookings).where(eq(bookings.listingId, listing.id)),
  ).toHaveLength(0);
  const again = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: buyer.headers,
    payload: { product_id: listing.id, number: '01711000000', place: 'Banani' },
  });
  expect(again.statusCode).toBe(201);
});
