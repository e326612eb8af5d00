import { createPostgresBenchDatabase } from './databases.ts';
import { drain, loadRoute } from './load.ts';
import { emptyCounts, isWrite, mixedState, runMixed, type WriteKind } from './mixed-load.ts';
import { printMixed, side, type MixedRun, type ServerCounts } from './mixed-report.ts';
import { bookableIds, readPaths, signUpAccounts } from './mixed-setup.ts';
import { cpuSample } from './proc-cpu.ts';
import { heading, fmt, int } from './report.ts';
import { startServer, startWorker } from './run-server.ts';
import { seedCatalogue } from './seed.ts';

/** What Chromium and Firefox send on every request. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

export interface MixedOptions {
  pgUrl: string;
  listings: number;
  port: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  runs: number;
  /** The Accept-Encoding every request of the runs sends, liveness included; null: none. */
  acceptEncoding: string | null;
  /** All reads or all writes (`--mixed-only`), and all writes of one kind (`--mixed-write`). */
  only?: 'reads' | 'writes';
  writeKind?: string;
  /** Jobs in a worker process of their own (`--mixed-worker`): the site runs with JOBS=off. */
  worker?: boolean;
  keep: boolean;
  cleanups: Set<() => Promise<void>>;
}

/** The server's own /metrics (Prometheus text), or null when it does not answer. */
async function metrics(base: string): Promise<string | null> {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return res.ok ? res.text() : null;
}

/** The public cache's counters from the server's own /metrics (its store's stats()). */
async function cacheStats(base: string): Promise<ServerCounts | null> {
  const text = await metrics(base);
  if (text === null) return null;
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const counter = (name: string) => read(`resale_zone_public_cache_${name}_total`);
  return {
    hits: counter('hits'),
    misses: counter('misses'),
    stale: counter('stale'),
    shared: counter('shared'),
    refreshes: counter('refreshes'),
    invalidations: counter('invalidations'),
  };
}

/** Jobs due and not yet run, all queues (the server's /metrics): the job queue's backlog. */
async function jobsWaiting(base: string): Promise<number> {
  const text = await metrics(base);
  if (text === null) return NaN;
  let waiting = 0;
  for (const m of text.matchAll(/^resale_zone_jobs\{[^}]*state="waiting"[^}]*\} (\S+)$/gm))
    waiting += Number(m[1]);
  return waiting;
}

/**
 * The mixed workload of issue 23 on PostgreSQL: a seeded catalogue, the real server with its
 * public cache on, accounts made through the API, then per run the liveness route alone and the
 * 95/5 mix, with the same connections.
 */
export async function runMixedScenario(o: MixedOptions) {
  heading(
    `mixed workload on PostgreSQL: ${int(o.listings)} listings, ${o.connections} connections`,
  );
  const database = await createPostgresBenchDatabase(o.pgUrl);
  const dispose = () => database.dispose(o.keep);
  o.cleanups.add(dispose);
  const client = await database.openClient();
  await seedCatalogue(client, 1, o.listings);
  console.log(`seeded ${database.location}`);
  const serverEnv = {
    ...database.serverEnv,
    METRICS_TOKEN,
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
  };
  const server = await startServer(o.port, o.worker ? { ...serverEnv, JOBS: 'off' } : serverEnv);
  o.cleanups.add(server.stop);
  const worker = o.worker ? await startWorker(serverEnv) : null;
  if (worker) o.cleanups.add(worker.stop);
  const { sellers, buyers } = await signUpAccounts(server.url, 8, 8);
  const paths = await readPaths(server.url, client, 5, 500);
  const state = mixedState(paths, sellers, buyers, await bookableIds(client, 20_000), {
    only: o.only,
    writeKind: o.writeKind?.replace('-', ' ') as WriteKind | undefined,
  });
  await client.close();
  console.log(
    `server up (pid ${server.pid}); ${sellers.length} sellers, ${buyers.length} buyers; reads over ` +
      `${paths.category.length} category pages, ${paths.detail.length} listings, ${paths.search.length} searches, the featured row`,
  );

  // A browser asks for compressed answers; --mixed-identity leaves the header out.
  const clientHeaders: Record<string, string> = o.acceptEncoding
    ? { 'accept-encoding': o.acceptEncoding }
    : {};
  const runs: MixedRun[] = [];
  for (let i = 1; i <= o.runs; i++) {
    const baseline = await loadRoute(
      server.url,
      { name: 'liveness', baseline: true, paths: ['/api/health/live'], headers: clientHeaders },
      o,
    );
    await drain(server.url);
    if (o.warmupSeconds > 0)
      await runMixed(
        server.url,
        state,
        emptyCounts(),
        o.connections,
        o.warmupSeconds,
        clientHeaders,
      );
    const before = await cacheStats(server.url);
    const cpuBefore = cpuSample(server.pid);
    const workerBefore = worker ? cpuSample(worker.pid).server : NaN;
    const counts = emptyCounts();
    const result = await runMixed(
      server.url,
      state,
      counts,
      o.connections,
      o.durationSeconds,
      clientHeaders,
    );
    const cpuAfter = cpuSample(server.pid);
    const workerAfter = worker ? cpuSample(worker.pid).server : NaN;
    const after = await cacheStats(server.url);
    const backlog = await jobsWaiting(server.url);
    await drain(server.url);
    // The next run's liveness starts with the jobs of this one done.
    const clearing = performance.now();
    while ((await jobsWaiting(server.url)) > 0 && performance.now() - clearing < 120_000)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const jobsClearedMs = performance.now() - clearing;
    const seconds = result.duration;
    const kinds = new Map([...counts.latencies].map(([k, l]) => [k, l.length] as const));
    const writeStatuses = new Map<number, number>();
    for (const [kind, statuses] of counts.statuses)
      if (isWrite(kind))
        for (const [s, n] of statuses) writeStatuses.set(s, (writeStatuses.get(s) ?? 0) + n);
    const reads = side(counts, false, seconds, (s) => s === 200);
    const cached = [...counts.cache.values()];
    const sum = (f: (c: (typeof cached)[number]) => number) => cached.reduce((n, c) => n + f(c), 0);
    const run: MixedRun = {
      baseline,
      reads,
      writes: side(counts, true, seconds, (s) => s >= 200 && s < 300),
      kinds,
      writeStatuses,
      errors: result.errors + result.timeouts,
      jobsWaiting: backlog,
      serverCores: (cpuAfter.server - cpuBefore.server) / seconds,
      postgresCores: (cpuAfter.postgres - cpuBefore.postgres) / seconds,
      workerCores: (workerAfter - workerBefore) / seconds,
      jobsClearedMs,
      clientHitRatio: sum((c) => c.hits + c.stale + c.shared) / Math.max(1, reads.count),
      clientStaleRatio: sum((c) => c.stale) / Math.max(1, reads.count),
      hitsByKind: [...counts.cache]
        .map(
          ([k, c]) =>
            `${k} ${fmt((100 * (c.hits + c.stale + c.shared)) / c.all, 0)} % (stale ${fmt((100 * c.stale) / c.all, 0)} %)`,
        )
        .join(', '),
      server:
        before && after
          ? (Object.fromEntries(
              Object.keys(after).map((k) => [
                k,
                after[k as keyof ServerCounts] - before[k as keyof ServerCounts],
              ]),
            ) as unknown as ServerCounts)
          : null,
    };
    runs.push(run);
    console.log(
      `run ${i}: reads ${int(reads.reqPerSec)} req/s, liveness ${int(baseline.reqPerSec)} req/s`,
    );
  }
  const memory = server.memory();
  await server.stop();
  o.cleanups.delete(server.stop);
  if (worker) {
    await worker.stop();
    o.cleanups.delete(worker.stop);
  }
  await dispose();
  o.cleanups.delete(dispose);
  printMixed(runs, o, memory);
}
