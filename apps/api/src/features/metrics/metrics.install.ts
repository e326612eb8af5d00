import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { createMetricsRepo } from './metrics.repo.ts';

export const METRICS_PATH = '/metrics';

/** Constant-time: both sides hashed to the same length first, so no length leaks either. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at `/metrics`, only when a token is configured (otherwise the path does not
 * exist: 404), and only for `Authorization: Bearer <token>`. Register before the routes it times.
 */
export function installMetrics(
  app: FastifyInstance,
  { token, database }: { token?: string; database: Database },
) {
  if (!token) return;
  // Its own registry: several apps in one process (tests) keep their figures apart.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const repo = createMetricsRepo(database);

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (not the raw URL) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    duration.observe(
      {
        method: req.method,
        // No route matched: one label for every such URL, so that scanners cannot add series.
        route: req.routeOptions.url ?? '(no route)',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  let open = 0;
  app.server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
  });
  new Gauge({
    name: 'http_connections_open',
    help: 'HTTP connections open now (kept-alive ones included)',
    registers: [registry],
    collect() {
      this.set(open);
    },
  });

  installCacheMetrics(app, registry);
  installDatabaseMetrics(app, registry, repo, database.kind);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    const [scheme, given] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('The metrics need the METRICS_TOKEN bearer token.');
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** The public cache's running counts (its store keeps them), read at each scrape. */
function installCacheMetrics(app: FastifyInstance, registry: Registry) {
  const stats = () => app.publicCache?.store.stats();
  const counter = (
    name: string,
    help: string,
    read: (s: NonNullable<ReturnType<typeof stats>>) => number,
  ) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const s = stats();
        this.reset();
        if (s) this.inc(read(s));
      },
    });
  counter(
    'resale_zone_public_cache_hits_total',
    'Public answers served from the cache',
    (s) => s.hits,
  );
  counter(
    'resale_zone_public_cache_misses_total',
    'Public answers not in the cache',
    (s) => s.misses,
  );
  counter(
    'resale_zone_public_cache_stale_total',
    'Public answers served stale within the grace while one request refreshed them (decision 037)',
    (s) => s.stale,
  );
  counter(
    'resale_zone_public_cache_shared_total',
    'Public answers that waited for the one request computing them (single flight)',
    (s) => s.shared,
  );
  counter(
    'resale_zone_public_cache_refreshes_total',
    'Misses that recomputed a stale public answer',
    (s) => s.refreshes,
  );
  counter(
    'resale_zone_public_cache_compressions_total',
    'Cached public answers compressed for sending (once per answer, origin and encoding)',
    (s) => s.compressions,
  );
  counter(
    'resale_zone_public_cache_invalidations_total',
    'Invalidations of the public cache, by tag or whole (writes, here or on another instance)',
    (s) => s.invalidations,
  );
  counter(
    'resale_zone_public_cache_flushes_total',
    'Times the public cache was emptied whole (untagged writes, reconnects, too many tags)',
    (s) => s.flushes,
  );
  new Gauge({
    name: 'resale_zone_public_cache_entries',
    help: 'Answers in the public cache now',
    registers: [registry],
    collect() {
      this.set(stats()?.entries ?? 0);
    },
  });
}

/** Pool use (PostgreSQL) and the job queue's counts, read when scraped. */
function installDatabaseMetrics(
  app: FastifyInstance,
  registry: Registry,
  repo: ReturnType<typeof createMetricsRepo>,
  kind: Database['kind'],
) {
  // The two job gauges read one query: prom-client calls every collect() of a scrape at once, so
  // the second finds the first's query on its way and shares it.
  let counting: ReturnType<typeof repo.queueCounts> | null = null;
  const queueCounts = () =>
    (counting ??= repo.queueCounts().finally(() => {
      counting = null;
    }));
  new Gauge({
    name: 'resale_zone_db_pool_connections',
    help: 'PostgreSQL pool: connections by state (total, idle, max) and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = repo.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'resale_zone_live_streams',
    help: 'Live streams (GET /api/live) this instance holds open now',
    registers: [registry],
    collect() {
      this.set(app.live?.connections() ?? 0);
    },
  });
  new Gauge({
    name: 'resale_zone_db_info',
    help: 'Which database this instance runs on (pglite: one embedded connection, no pool)',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.set({ kind }, 1);
    },
  });
  new Gauge({
    name: 'resale_zone_jobs_oldest_due_seconds',
    help: 'Seconds since the oldest waiting job of the queue fell due (0: none due); grows when no instance or worker takes jobs',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const q of await queueCounts()) this.set({ queue: q.queue }, q.oldestDueSeconds);
      } catch {
        // The database is down: resale_zone_jobs logs it once per scrape.
      }
    },
  });
  new Gauge({
    name: 'resale_zone_jobs',
    help: 'Background jobs by queue and state: waiting (due or to be retried), active, failed',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const q of await queueCounts()) {
          this.set({ queue: q.queue, state: 'waiting' }, q.waiting);
          this.set({ queue: q.queue, state: 'active' }, q.active);
          this.set({ queue: q.queue, state: 'failed' }, q.failed);
        }
      } catch (err) {
        // The database is down: the other metrics still answer; the health check says why.
        app.log.warn({ err }, 'metrics: job counts unavailable');
      }
    },
  });
}
