import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { waitUntil } from '../test/wait.ts';
import { installPublicCache, reportChanges, type PublicCache } from './public-cache.ts';

// Stale-while-revalidate and single flight (decision 037), on a bare instance: after a write,
// one request per key recomputes the answer; visitors meanwhile get the stale one, signed-in
// callers never do, and concurrent misses of one key wait for one computation.

// Far longer than any step of a test takes, even on a busy machine; the one test that must cross
// the grace moves the clock instead of waiting.
const GRACE_MS = 20_000;
const REFRESH_MS = 15_000;

let t: TestContext;
let app: FastifyInstance;
let cache: PublicCache;
/** Requests that reached the app, by URL (counted before the cache's hook, see `waitingFor`). */
const arrived = new Map<string, number>();
/** The data the routes show, and how many times each was computed. */
let version = 1;
const computed = new Map<string, number>();
/** Gates the computations: each waits until released (when `gated`). */
let gated = false;
const waiting: (() => void)[] = [];
const releaseAll = () => waiting.splice(0).forEach((go) => go());

beforeAll(async () => {
  t = await createTestContext();
  app = Fastify({ logger: false });
  // Before the cache's own hook, which then reaches the lookup and a wait for another request's
  // computation without yielding to anything but promises (see `waitingFor`).
  app.addHook('onRequest', async (req) => {
    arrived.set(req.url, (arrived.get(req.url) ?? 0) + 1);
  });
  cache = await installPublicCache(app, {
    enabled: true,
    maxBytes: 1 << 20,
    maxEntries: 100,
    staleMs: GRACE_MS,
    refreshMs: REFRESH_MS,
    database: t.database,
    log: app.log,
  });
  app.get('/list/:name', { config: { publicCache: { tags: () => ['list'] } } }, async (req) => {
    const { name } = req.params as { name: string };
    computed.set(name, (computed.get(name) ?? 0) + 1);
    const seen = version; // read before waiting, as a query reads its snapshot
    if (gated) await new Promise<void>((go) => waiting.push(go));
    return { name, version: seen };
  });
  // An answer its route declares cheap: after an overtaken refresh, the next one starts at once.
  app.get(
    '/cheap/:name',
    { config: { publicCache: { tags: () => ['list'], refreshMs: 0 } } },
    async (req) => {
      const { name } = req.params as { name: string };
      computed.set(name, (computed.get(name) ?? 0) + 1);
      const seen = version;
      if (gated) await new Promise<void>((go) => waiting.push(go));
      return { name, version: seen };
    },
  );
  app.post('/write', { config: { publicCache: 'reports' } }, async (_req, reply) => {
    version += 1;
    reportChanges(reply, ['list']);
    return { version };
  });
  await app.ready();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const seen = (res: Awaited<ReturnType<typeof get>>) => ({
  cache: res.headers['x-cache'],
  version: (res.json() as { version: number }).version,
});
const write = () => app.inject({ method: 'POST', url: '/write' });
/** Waits until `n` computations wait at the gate. */
async function gateHolds(n: number) {
  await waitUntil(() => waiting.length >= n);
}
/**
 * Sends requests for `url` and waits until each has reached the cache: from the hook above to
 * the cache's lookup, and to a wait for the computation under way, is promise steps only, which
 * all run before the next turn of the event loop (`setImmediate`).
 */
async function waitingFor<T extends unknown[]>(url: string, send: () => [...T]): Promise<T> {
  const before = arrived.get(url) ?? 0;
  const sent = send();
  await waitUntil(() => (arrived.get(url) ?? 0) >= before + sent.length);
  await new Promise((r) => setImmediate(r));
  return sent;
}

describe('after a write', () => {
  test('the next request sees it: the first one after a write refreshes the answer', async () => {
    await get('/list/a');
    expect(seen(await get('/list/a'))).toEqual({ cache: 'HIT', version });
    await write();
    expect(seen(await get('/list/a'))).toEqual({ cache: 'MISS', version });
    expect(seen(await get('/list/a'))).toEqual({ cache: 'HIT', version });
  });

  test('while one request refreshes, visitors get the stale answer and signed-in callers wait for the fresh one', async () => {
    await get('/list/b');
    const before = version;
    await write();
    const refreshes = cache.store.stats().refreshes;
    gated = true;
    const refresh = get('/list/b');
    await gateHolds(1);
    // A visitor: the answer from before the write, at once.
    expect(seen(await get('/list/b'))).toEqual({ cache: 'STALE', version: before });
    // A signed-in caller (bearer or session cookie) or a no-cache request: the refreshed one.
    const waiters = await waitingFor('/list/b', () => [
      get('/list/b', { authorization: 'Bearer x' }),
      get('/list/b', { cookie: 'rz_session=abc' }),
      get('/list/b', { 'cache-control': 'no-cache' }),
    ]);
    releaseAll();
    gated = false;
    expect(seen(await refresh)).toEqual({ cache: 'MISS', version });
    for (const res of await Promise.all(waiters))
      expect(seen(res)).toEqual({ cache: 'SHARED', version });
    expect(computed.get('b')).toBe(2);
    expect(cache.store.stats().refreshes).toBe(refreshes + 1);
  });

  /**
   * A cached answer a write made stale, and its refresh overtaken by a second write that lands
   * while it computes: the refresh answers the version it read, which is returned.
   */
  async function overtakenRefresh(path: string): Promise<number> {
    await get(path);
    await write();
    gated = true;
    const refresh = get(path);
    await gateHolds(1);
    const during = version;
    await write(); // lands while the refresh computes: its answer is stale already
    releaseAll();
    gated = false;
    expect(seen(await refresh)).toEqual({ cache: 'MISS', version: during });
    return during;
  }

  test('a refresh a write overtook: visitors get its answer until the next refresh is due, never past the grace', async () => {
    const during = await overtakenRefresh('/list/c');
    // Visitors: that answer, without a new computation, until the refresh interval …
    const count = computed.get('c');
    expect(seen(await get('/list/c'))).toEqual({ cache: 'STALE', version: during });
    expect(computed.get('c')).toBe(count);
    // … a signed-in caller computes at once.
    expect(seen(await get('/list/c', { authorization: 'Bearer x' }))).toEqual({
      cache: 'MISS',
      version,
    });
    expect(seen(await get('/list/c'))).toEqual({ cache: 'HIT', version });
  });

  test('a route that declares refreshMs 0: after an overtaken refresh the next visitor refreshes at once', async () => {
    await overtakenRefresh('/cheap/g');
    // No pause: the next visitor computes the answer with the second write in it.
    expect(seen(await get('/cheap/g'))).toEqual({ cache: 'MISS', version });
    expect(seen(await get('/cheap/g'))).toEqual({ cache: 'HIT', version });
    expect(computed.get('g')).toBe(3);
  });

  test('past the grace, a stale answer is no longer served', async () => {
    await get('/list/d');
    await write();
    gated = true;
    const refresh = get('/list/d');
    await gateHolds(1);
    expect(seen(await get('/list/d')).cache).toBe('STALE');
    // The grace passes (only the date moves; timers and the database's sockets run as ever).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + GRACE_MS + 50 });
    const [late] = await waitingFor('/list/d', () => [get('/list/d')]);
    releaseAll();
    gated = false;
    expect(seen(await refresh)).toEqual({ cache: 'MISS', version });
    // The late visitor waited for the refresh instead of getting the old answer.
    expect(seen(await late)).toEqual({ cache: 'SHARED', version });
  });
});

describe('single flight', () => {
  test('concurrent misses of one key wait for one computation', async () => {
    gated = true;
    const all = await waitingFor('/list/e', () => Array.from({ length: 5 }, () => get('/list/e')));
    await gateHolds(1);
    releaseAll();
    gated = false;
    const answers = (await Promise.all(all)).map((res) => seen(res).cache);
    expect(answers.filter((c) => c === 'MISS')).toHaveLength(1);
    expect(answers.filter((c) => c === 'SHARED')).toHaveLength(4);
    expect(computed.get('e')).toBe(1);
  });

  test('when a write lands during the computation, signed-in waiters compute their own', async () => {
    gated = true;
    const first = get('/list/f');
    await gateHolds(1);
    const [waiter] = await waitingFor('/list/f', () => [
      get('/list/f', { authorization: 'Bearer x' }),
    ]);
    await write();
    releaseAll();
    await gateHolds(1); // the waiter computes again, after the write
    releaseAll();
    gated = false;
    expect(seen(await first).cache).toBe('MISS');
    expect(seen(await waiter)).toEqual({ cache: 'MISS', version });
    expect(computed.get('f')).toBe(2);
  });
});

describe('a bounded wait for another computation', () => {
  test('past flightWaitMs a waiter computes its own answer (and fails as fast as any other when the pool is out)', async () => {
    const bounded = Fastify({ logger: false });
    await installPublicCache(bounded, {
      enabled: true,
      maxBytes: 1 << 20,
      maxEntries: 100,
      flightWaitMs: 50,
      database: t.database,
      log: bounded.log,
    });
    let runs = 0;
    let release = () => {};
    const stuck = new Promise<void>((go) => (release = go));
    bounded.get('/slow', { config: { publicCache: { tags: () => ['slow'] } } }, async () => {
      const run = (runs += 1);
      // The first computation hangs (a query stuck on a lock) until released.
      if (run === 1) await stuck;
      return { runs: run };
    });
    await bounded.ready();
    try {
      const leader = bounded.inject({ method: 'GET', url: '/slow' });
      await waitUntil(() => runs === 1);
      const waiter = await bounded.inject({ method: 'GET', url: '/slow' });
      expect(waiter.headers['x-cache']).toBe('MISS');
      expect(waiter.json()).toEqual({ runs: 2 });
      release();
      expect((await leader).json()).toEqual({ runs: 1 });
    } finally {
      await bounded.close();
    }
  });
});
