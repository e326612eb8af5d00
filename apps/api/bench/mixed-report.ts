import type { LoadResult } from './load.ts';
import { isWrite, type Counts, type Kind } from './mixed-load.ts';
import { fmt, heading, int, table } from './report.ts';
import type { RunningServer } from './run-server.ts';

/**
 * Issue 40's targets for the 95/5 mix, each on the median of the runs (the ratio to the liveness
 * route, issue 23's goal, is retired: the load, the server and PostgreSQL share two cores).
 */
export const MIXED_TARGETS = {
  readP99Ms: 20,
  writeP99Ms: 100,
  /** The server's and PostgreSQL's CPU per write, together (a writes-only run measures it). */
  cpuPerWriteMs: 2,
  staleShare: 0.1,
  hitShare: 0.95,
};

export interface Side {
  count: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface MixedRun {
  baseline: LoadResult;
  reads: Side;
  writes: Side;
  /** Answers by kind, and the writes' statuses. */
  kinds: Map<Kind, number>;
  writeStatuses: Map<number, number>;
  /** Socket errors and time-outs (not tied to a kind). */
  errors: number;
  /** Share of reads answered from the cache (`x-cache: HIT`, `STALE` or `SHARED`), and stale. */
  clientHitRatio: number;
  clientStaleRatio: number;
  /** Share of reads from the cache per kind of read. */
  hitsByKind: string;
  server: ServerCounts | null;
  /** Jobs due and not run when the mix ended, and ms until none was left (the next run waits). */
  jobsWaiting: number;
  jobsClearedMs: number;
  /** CPU used during the measured seconds, in cores: the server's process, and PostgreSQL's. */
  serverCores: number;
  postgresCores: number;
  /** The job worker's, with `--mixed-worker` (NaN without). */
  workerCores: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function side(
  counts: Counts,
  write: boolean,
  seconds: number,
  ok: (status: number) => boolean,
): Side {
  const latencies: number[] = [];
  let failed = 0;
  for (const [kind, list] of counts.latencies) if (isWrite(kind) === write) latencies.push(...list);
  for (const [kind, statuses] of counts.statuses) {
    if (isWrite(kind) !== write) continue;
    for (const [status, n] of statuses) if (!ok(status)) failed += n;
  }
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    reqPerSec: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

export interface ServerCounts {
  hits: number;
  misses: number;
  /** Served stale, waited for one computation, recomputed a stale answer (decision 037). */
  stale: number;
  shared: number;
  refreshes: number;
  invalidations: number;
}

/** What the printed report says of the options it ran with. */
interface MixedReportOptions {
  only?: 'reads' | 'writes';
  listings: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  acceptEncoding: string | null;
  worker?: boolean;
}

export function printMixed(
  runs: MixedRun[],
  o: MixedReportOptions,
  memory: ReturnType<RunningServer['memory']>,
) {
  heading(
    `mixed workload: ${int(o.listings)} listings, ${o.connections} connections, ${o.durationSeconds} s per run after ${o.warmupSeconds} s, Accept-Encoding: ${o.acceptEncoding ?? 'none'}, jobs ${o.worker ? 'in a worker process (JOBS=only)' : 'in the server'}`,
  );
  const ratio = (r: MixedRun) => r.reads.reqPerSec / r.baseline.reqPerSec;
  // From the cache: fresh hits, stale answers and answers shared with the one computation.
  const serverHit = (r: MixedRun) => {
    if (!r.server) return NaN;
    const { hits, stale, shared, misses } = r.server;
    return (hits + stale + shared) / Math.max(1, hits + stale + shared + misses);
  };
  const row = (label: string, r: (f: (x: MixedRun) => number) => number) => [
    label,
    int(r((x) => x.baseline.reqPerSec)),
    int(r((x) => x.reads.reqPerSec)),
    fmt(
      r((x) => x.reads.p50),
      1,
    ),
    fmt(
      r((x) => x.reads.p99),
      1,
    ),
    fmt(r(ratio), 2),
    int(r((x) => x.writes.reqPerSec)),
    fmt(
      r((x) => x.writes.p50),
      1,
    ),
    fmt(
      r((x) => x.writes.p99),
      1,
    ),
    int(r((x) => x.reads.failed + x.writes.failed + x.errors)),
    `${fmt(
      r((x) => (100 * x.writes.count) / (x.writes.count + x.reads.count)),
      2,
    )} %`,
    `${fmt(
      r((x) => 100 * x.clientHitRatio),
      1,
    )} %`,
    `${fmt(
      r((x) => 100 * x.clientStaleRatio),
      1,
    )} %`,
    `${fmt(
      r((x) => 100 * serverHit(x)),
      1,
    )} %`,
    int(r((x) => x.server?.refreshes ?? NaN)),
    int(r((x) => x.server?.invalidations ?? NaN)),
    int(r((x) => x.jobsWaiting)),
    fmt(
      r((x) => x.serverCores),
      2,
    ),
    fmt(
      r((x) => x.postgresCores),
      2,
    ),
    ...(o.worker
      ? [
          fmt(
            r((x) => x.workerCores),
            2,
          ),
        ]
      : []),
  ];
  const rows = runs.map((run, i) => row(`run ${i + 1}`, (f) => f(run)));
  rows.push(row('median', (f) => median(runs.map(f))));
  console.log(
    table(
      [
        'run',
        'liveness req/s',
        'reads req/s',
        'p50 ms',
        'p99 ms',
        '× liveness',
        'writes req/s',
        'w p50',
        'w p99',
        'failed',
        'writes',
        'from cache (x-cache)',
        'stale (x-cache)',
        'from cache (server)',
        'refreshes',
        'invalidations',
        'jobs waiting',
        'server CPU',
        'PG CPU',
        ...(o.worker ? ['worker CPU'] : []),
      ],
      rows,
    ),
  );
  printTargets(runs, o, serverHit);
  for (const [i, r] of runs.entries()) {
    const kinds = [...r.kinds].map(([k, n]) => `${k} ${int(n)}`).join(', ');
    const statuses = [...r.writeStatuses].map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(
      `run ${i + 1}: ${kinds}; write answers ${statuses}; socket errors/time-outs ${r.errors}`,
    );
    console.log(`run ${i + 1}: reads from the cache by kind: ${r.hitsByKind}`);
    console.log(
      `run ${i + 1}: ${int(r.jobsWaiting)} jobs waiting when the mix ended, none left ${fmt(r.jobsClearedMs / 1000, 1)} s later`,
    );
  }
  if (memory)
    console.log(
      `server memory at the end ${int(memory.rssKb / 1024)} MB RSS (peak ${int(memory.peakKb / 1024)} MB)`,
    );
}

/** Each of issue 40's targets against the runs' median, met or MISSED. */
function printTargets(runs: MixedRun[], o: MixedReportOptions, serverHit: (r: MixedRun) => number) {
  const t = MIXED_TARGETS;
  const m = (f: (r: MixedRun) => number) => median(runs.map(f));
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines: string[] = [];
  if (o.only !== 'writes') {
    const p99 = m((r) => r.reads.p99);
    lines.push(`read p99 ${fmt(p99, 1)} ms (≤ ${t.readP99Ms}): ${verdict(p99 <= t.readP99Ms)}`);
    const stale = m((r) => r.clientStaleRatio);
    const hit = m(serverHit);
    lines.push(
      `stale ${fmt(100 * stale, 1)} % (≤ ${100 * t.staleShare} %) with ${fmt(100 * hit, 1)} % from the cache (≥ ${100 * t.hitShare} %): ${verdict(stale <= t.staleShare && hit >= t.hitShare)}`,
    );
  }
  if (o.only !== 'reads') {
    const p99 = m((r) => r.writes.p99);
    lines.push(`write p99 ${fmt(p99, 1)} ms (≤ ${t.writeP99Ms}): ${verdict(p99 <= t.writeP99Ms)}`);
  }
  if (o.only === 'writes') {
    // Per write: the cores each used over the run, divided by the writes answered per second.
    const server = m((r) => (1000 * r.serverCores) / r.writes.reqPerSec);
    const postgres = m((r) => (1000 * r.postgresCores) / r.writes.reqPerSec);
    lines.push(
      `CPU per write: server ${fmt(server, 2)} ms + PostgreSQL ${fmt(postgres, 2)} ms (≤ ${t.cpuPerWriteMs} in all): ${verdict(server + postgres <= t.cpuPerWriteMs)}`,
    );
  } else lines.push('CPU per write: measured by a writes-only run (--mixed-only writes)');
  console.log(`\n${lines.join('\n')}`);
}
