import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { deferred, waitUntil, type Deferred } from '../test/wait.ts';
import { installPublicCache, PUBLIC_CACHE_CHANNEL, reportChanges } from './public-cache.ts';

// The rules a route declares (decision 020), on bare instances sharing the test database's
// NOTIFY channel: what each kind of write empties, here and on the other instance.

let t: TestContext;
let one: FastifyInstance;
let two: FastifyInstance;
/** The slow route's computations, each held until the test lets it go (its data read before). */
const computing: Deferred[] = [];
/** Waits until the slow route is computing one answer, and returns what lets it finish. */
async function slowComputes() {
  await waitUntil(() => computing.length === 1);
  return computing.shift()!;
}

async function instance() {
  const app = Fastify({ logger: false });
  await installPublicCache(app, {
    enabled: true,
    maxBytes: 1 << 20,
    maxEntries: 100,
    // Far beyond any step of a test even when PostgreSQL stalls a write for seconds (the defaults,
    // 2 s and 1 s, are crossed then, and an answer kept as stale would be refreshed or dropped).
    staleMs: 20_000,
    refreshMs: 15_000,
    database: t.database,
    log: app.log,
  });
  // '/z': only the marker notice of a test touches it.
  for (const tag of ['a', 'b', 'z']) {
    app.get(`/${tag}`, { config: { publicCache: { tags: () => [tag] } } }, () => ({ tag }));
  }
  app.get('/slow-a', { config: { publicCache: { tags: () => ['a'] } } }, async () => {
    const held = deferred();
    computing.push(held);
    await held.promise;
    return { tag: 'a' };
  });
  app.post('/undeclared', async () => ({ ok: true }));
  app.post('/keeps', { config: { publicCache: 'keeps' } }, async () => ({ ok: true }));
  app.post('/refused', { config: { publicCache: 'flushes' } }, async (_req, reply) =>
    reply.code(409).send({ error: 'no' }),
  );
  app.post('/reports-a', { config: { publicCache: 'reports' } }, async (_req, reply) => {
    reportChanges(reply, ['a']);
    return { ok: true };
  });
  app.post('/reports-nothing-said', { config: { publicCache: 'reports' } }, async () => ({}));
  app.post('/reports-then-fails', { config: { publicCache: 'reports' } }, async (_req, reply) => {
    reportChanges(reply, ['a']);
    throw new Error('after the commit');
  });
  app.post('/reports-many', { config: { publicCache: 'reports' } }, async (_req, reply) => {
    // 'a' last: in the last of the several notices these take.
    reportChanges(reply, [
      ...Array.from({ length: 400 }, (_, i) => `listing:${'x'.repeat(30)}${i}`),
      'a',
    ]);
    return { ok: true };
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestContext();
  [one, two] = [await instance(), await instance()];
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await t?.close();
});

const state = async (app: FastifyInstance, url: string) =>
  (await app.inject({ method: 'GET', url })).headers['x-cache'];
const post = (app: FastifyInstance, url: string) => app.inject({ method: 'POST', url });

async function warmBoth() {
  for (const app of [one, two]) {
    for (const url of ['/a', '/b']) {
      await state(app, url);
      expect(await state(app, url)).toBe('HIT');
    }
  }
}

/** Polls the second instance until `url` is no longer a hit (the notice has arrived); its state then. */
function awaitMiss(url: string) {
  return waitUntil(async () => {
    const seen = await state(two, url);
    expect(seen).not.toBe('HIT');
    return seen;
  });
}

describe('each rule', () => {
  test('reported tags go, here and on the other instance; the rest stays', async () => {
    await warmBoth();
    expect((await post(one, '/reports-a')).statusCode).toBe(200);
    expect(await state(one, '/a')).toBe('MISS');
    expect(await state(one, '/b')).toBe('HIT');
    expect(await awaitMiss('/a')).toBe('MISS');
    expect(await state(two, '/b')).toBe('HIT');
  });

  for (const url of ['/undeclared', '/reports-nothing-said', '/reports-then-fails']) {
    test(`${url}: everything goes, on both instances (fail-safe)`, async () => {
      await warmBoth();
      const res = await post(one, url);
      expect(res.statusCode).toBe(url === '/reports-then-fails' ? 500 : 200);
      expect(await state(one, '/a')).toBe('MISS');
      expect(await state(one, '/b')).toBe('MISS');
      expect(await awaitMiss('/b')).toBe('MISS');
    });
  }

  test('too many tags for one NOTIFY: several carry them, and only they go there', async () => {
    await warmBoth();
    expect((await post(one, '/reports-many')).statusCode).toBe(200);
    expect(await state(one, '/a')).toBe('MISS');
    expect(await state(one, '/b')).toBe('HIT');
    expect(await awaitMiss('/a')).toBe('MISS');
    expect(await state(two, '/b')).toBe('HIT');
  });

  test('a write that keeps, and a refused one, leave everything', async () => {
    await warmBoth();
    for (const app of [one, two]) {
      await state(app, '/z');
      expect(await state(app, '/z')).toBe('HIT');
    }
    expect((await post(one, '/keeps')).statusCode).toBe(200);
    expect((await post(one, '/refused')).statusCode).toBe(409);
    // A marker notice after them (a write answers once its notice is sent): once it has arrived
    // on both instances, a notice of theirs would have too.
    await t.database.notify(PUBLIC_CACHE_CHANNEL, JSON.stringify({ from: 'test', tags: ['z'] }));
    for (const app of [one, two]) {
      await waitUntil(async () => expect(await state(app, '/z')).toBe('MISS'));
    }
    for (const app of [one, two]) {
      expect(await state(app, '/a')).toBe('HIT');
      expect(await state(app, '/b')).toBe('HIT');
    }
  });

  test('an answer computed before a write of its tag is never served as fresh', async () => {
    const slow = one.inject({ method: 'GET', url: '/slow-a' });
    const first = await slowComputes(); // it has started, and waits
    await post(one, '/reports-a');
    first.resolve();
    expect((await slow).headers['x-cache']).toBe('MISS');
    // Kept as stale only (decision 037): a visitor may get it within the grace; a signed-in caller
    // computes it again (and waits to be released) …
    expect(await state(one, '/slow-a')).toBe('STALE');
    const again = one.inject({
      method: 'GET',
      url: '/slow-a',
      headers: { authorization: 'Bearer token' },
    });
    (await slowComputes()).resolve();
    expect((await again).headers['x-cache']).toBe('MISS');
    // … and that one, started after the write, was kept.
    expect(await state(one, '/slow-a')).toBe('HIT');
  });
});
