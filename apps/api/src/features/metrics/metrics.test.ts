import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { freePort } from '../../test/ports.ts';
import { waitUntil } from '../../test/wait.ts';
import { queueMail, renderMail } from '../../shared/mail/queue-mail.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in Prometheus' text format (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const m = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

let t: TestContext;
const scrape = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestContext({
    METRICS_TOKEN: TOKEN,
    // Nothing listens on that port: mail jobs fail against it.
    SMTP_URL: `smtp://mailer:p4ss-w0rd@127.0.0.1:${await freePort()}`,
  });
});
afterAll(() => t.close());

describe('access to the metrics', () => {
  test('without METRICS_TOKEN there are none: /metrics is a 404', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  });

  test('they need the token: none, another or a wrong scheme is a 401', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('what they count', () => {
  test('request durations by route pattern and status, never the raw URL', async () => {
    const seller = await createUser(t.database.db, { accountType: 'seller' });
    const listing = await createListing(t.database.db, seller);
    const labels = { method: 'GET', route: '/api/products/:id', status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${listing.id}` });
      expect(res.statusCode).toBe(200);
    }
    // A path of letters: digits could turn up in any sample's value (CPU seconds, bytes).
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/raw-path-segment' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '(no route)',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(listing.id);
    expect(text).not.toContain('raw-path-segment');
  });

  test('live streams held open now', async () => {
    expect(sample(await scrape(), 'resale_zone_live_streams')).toBe(0);
  });

  test('public cache hits and misses', async () => {
    const text = await scrape();
    const hits = sample(text, 'resale_zone_public_cache_hits_total')!;
    const misses = sample(text, 'resale_zone_public_cache_misses_total')!;
    // A new query: missed once, then served from the cache twice.
    const url = `/api/categories/xiaomi?limit=${7 + (hits % 5)}`;
    const caches: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      caches.push(res.headers['x-cache']);
    }
    expect(caches).toEqual(['MISS', 'HIT', 'HIT']);
    const after = await scrape();
    expect(sample(after, 'resale_zone_public_cache_misses_total')).toBe(misses + 1);
    expect(sample(after, 'resale_zone_public_cache_hits_total')).toBe(hits + 2);
    expect(sample(after, 'resale_zone_public_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  test('public cache stale answers and refreshes, after a write (decision 037)', async () => {
    const url = `/api/categories/iphone?limit=${3 + Math.floor(Math.random() * 5)}`;
    const before = await scrape();
    const read = (n: string, text: string) => sample(text, `resale_zone_public_cache_${n}_total`)!;
    await t.app.inject({ method: 'GET', url });
    // This instance's answers are stale at once; telling the others (a NOTIFY) is awaited after
    // the reads, since a busy PostgreSQL may take it past the 2-second grace.
    const told = t.app.publicCache.changed(['brand:Iphone']);
    // The first request after the write refreshes the answer; one that arrives meanwhile is
    // served the stale answer.
    const [refresh, stale] = await Promise.all([
      t.app.inject({ method: 'GET', url }),
      t.app.inject({ method: 'GET', url }),
    ]);
    await told;
    expect([refresh.headers['x-cache'], stale.headers['x-cache']]).toEqual(['MISS', 'STALE']);
    const after = await scrape();
    expect(read('refreshes', after)).toBe(read('refreshes', before) + 1);
    expect(read('stale', after)).toBe(read('stale', before) + 1);
    expect(read('shared', after)).toBe(read('shared', before));
  });

  test('public cache invalidations, by tag and whole', async () => {
    const before = await scrape();
    const invalidations = sample(before, 'resale_zone_public_cache_invalidations_total')!;
    const flushes = sample(before, 'resale_zone_public_cache_flushes_total')!;
    await t.app.publicCache.changed(['brand:Xiaomi']);
    const tagged = await scrape();
    expect(sample(tagged, 'resale_zone_public_cache_invalidations_total')).toBe(invalidations + 1);
    expect(sample(tagged, 'resale_zone_public_cache_flushes_total')).toBe(flushes);
    await t.app.publicCache.changed();
    const whole = await scrape();
    expect(sample(whole, 'resale_zone_public_cache_flushes_total')).toBe(flushes + 1);
  });

  test('the job queue: waiting jobs, then a job that failed for good', async () => {
    await t.database.db.execute(sql`delete from pgboss.job`);
    await queueMail(t.database.db, {
      to: 'dana@example.test',
      kind: 'test-notice',
      subject: 'A test notice',
      ...renderMail({ heading: 'A test notice', paragraphs: ['Hello.'] }, 'https://r.example'),
    });
    const mail = (state: string) => ({ queue: 'mail-send', state });
    let text = await scrape();
    expect(sample(text, 'resale_zone_jobs', mail('waiting'))).toBe(1);
    expect(sample(text, 'resale_zone_jobs', mail('failed'))).toBe(0);
    // Nobody took it for a minute (every instance on JOBS=off, say): the age says so.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '61 seconds'`,
    );
    text = await scrape();
    const oldest = sample(text, 'resale_zone_jobs_oldest_due_seconds', { queue: 'mail-send' });
    expect(oldest).toBeGreaterThanOrEqual(61);
    expect(oldest).toBeLessThan(120);

    // The SMTP server is down and no retry is left: the job ends failed.
    await t.database.db.execute(sql`update pgboss.job set retry_limit = 0`);
    expect(await t.app.jobs.drain()).toBe(1);
    text = await scrape();
    expect(sample(text, 'resale_zone_jobs', mail('waiting'))).toBe(0);
    expect(sample(text, 'resale_zone_jobs', mail('failed'))).toBe(1);
    expect(sample(text, 'resale_zone_jobs_oldest_due_seconds', { queue: 'mail-send' })).toBe(0);
  });

  test('the database pool on PostgreSQL; on PGlite, which database it is (no pool)', async () => {
    const text = await scrape();
    expect(sample(text, 'resale_zone_db_info', { kind: t.database.kind })).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'resale_zone_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'resale_zone_db_pool_connections', { state: 'total' })).toBeGreaterThan(
        0,
      );
      expect(sample(text, 'resale_zone_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'resale_zone_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });

  test('live connections: an open one counts until it closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const base = sample(await scrape(), 'http_connections_open')!;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const open = async () => sample(await scrape(), 'http_connections_open');
    await waitUntil(async () => expect(await open()).toBe(base + 1));
    socket.destroy();
    await waitUntil(async () => expect(await open()).toBe(base));
  });
});
