#!/usr/bin/env node
// Load smoke (docs/security.md, item 27): starts the real server with its abuse limits on, drives a
// bounded mix of browsing, sign-ins (right and wrong passwords), bookings, uploads and reports at it
// with autocannon on loopback, then enforces and prints:
//   - zero 5xx answers and zero connection errors or time-outs;
//   - every answer is one the scenario expects (browsing 200/304, bookings 201/409/429 …);
//   - 429s where a limit applies: wrong passwords past 10 per account and address, bookings past
//     30 per buyer, uploads past 30 per user, reports past 20 per user, sign-ups past 5 per address;
//   - the server's resident memory, read at rest after a warm-up and again after the run, grows by
//     at most LOAD_RSS_GROWTH_MB (see docs/security.md for why that bound);
//   - the server still answers its health check afterwards and exits 0 on SIGTERM.
//
// npm run test:load                               temporary embedded database with demo data
// DATABASE_URL=postgres://… npm run test:load     that PostgreSQL database (seeded when empty)
// LOAD_PORT (3700), LOAD_SECONDS (15), LOAD_WARMUP_SECONDS (2), LOAD_RSS_GROWTH_MB (64, plus PUBLIC_CACHE_MB)
//
// The server trusts X-Forwarded-For from loopback (TRUST_PROXY=127.0.0.1, as behind a reverse
import fs from 'node:fs';
import os from 'node:os';
import {
  RSS_GROWTH_LIMIT_MB,
  SECONDS,
  WARMUP_SECONDS,
  failures,
  fail,
} from './load-smoke/config.mjs';
import { judge, table } from './load-smoke/report.mjs';
import { run, scenarios } from './load-smoke/scenarios.mjs';
import { call, setup, warmUpThreads } from './load-smoke/setup.mjs';
import {
  cpuSeconds,
  restingRssMb,
  rssMb,
  startServer,
  waitForHealth,
} from './load-smoke/server.mjs';

async function main() {
  const server = startServer();
  const started = Date.now();
  let exitCode = 1;
  try {
    await waitForHealth(server);
    const startupSeconds = (Date.now() - started) / 1000;
    const startupCpu = cpuSeconds(server.child.pid);
    const s = await setup();
    console.log(
      `load smoke: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${s.listingIds.length} listings, ` +
        `${SECONDS} s per scenario, server pid ${server.child.pid} ` +
        `(ready in ${startupSeconds.toFixed(1)} s, ${startupCpu.toFixed(1)} s of CPU)`,
    );

    const plan = scenarios(s);
    // Warm-up: the limit-free part of the mix (browsing, buyers' pages) fills caches and JIT;
    // memory is then read at rest, and again at rest after the run, so that transient buffers
    // (a password check holds 32 MiB while it runs) do not count as growth.
    // Memory that is reused rather than leaked reaches its high-water mark here too: password
    // checks and photo re-encodings run in parallel on the thread pool, and the allocator keeps
    // what their threads freed for their next run.
    const limitFree = plan.filter((p) => p.limit === undefined && !p.opts.overallRate);
    await warmUpThreads(s);
    const warmResults = await Promise.all(
      limitFree.map((p) => run({ ...p, opts: { ...p.opts, duration: WARMUP_SECONDS } })),
    );
    limitFree.forEach((p, i) => judge({ ...p, name: `${p.name}, warm-up` }, warmResults[i]));
    const warm = await restingRssMb(server.child.pid);

    const cpuBefore = cpuSeconds(server.child.pid);
    const samples = [];
    const sampler = setInterval(() => samples.push(rssMb(server.child.pid)), 250);
    const results = await Promise.all(plan.map(run));
    clearInterval(sampler);
    const cpuUsed = cpuSeconds(server.child.pid) - cpuBefore;
    const end = await restingRssMb(server.child.pid);
    const peak = Math.max(...samples);
    const growth = end - warm;

    const rows = plan.map((scenario, i) => {
      const counts = judge(scenario, results[i]);
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return {
        name: scenario.name,
        requests: total,
        statuses: Object.entries(counts)
          .map(([c, n]) => `${c}×${n}`)
          .join(' '),
        rps: total / results[i].duration,
        p99: results[i].latency.p99,
      };
    });
    const all = rows.reduce((n, r) => n + r.requests, 0);
    rows.push({
      name: 'all',
      requests: all,
      statuses: '',
      rps: all / Math.max(...results.map((r) => r.duration)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    });
    console.log(`\n${table(rows)}\n`);
    console.log(
      `server CPU during the run: ${cpuUsed.toFixed(1)} s (${(cpuUsed / SECONDS).toFixed(2)} cores), ` +
        `${(all / cpuUsed).toFixed(0)} requests per CPU second; machine load average ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `sign-up limit: 6th sign-up from one address → ${s.signUpLimit.status} (Retry-After ${s.signUpLimit.retryAfter} s)`,
    );
    console.log(
      `server RSS at rest: ${warm.toFixed(0)} MB after a ${WARMUP_SECONDS} s warm-up, ${end.toFixed(0)} MB after the run ` +
        `(growth ${growth.toFixed(1)} MB = ${((growth * 1024) / all).toFixed(1)} KB per request, bound ${RSS_GROWTH_LIMIT_MB} MB); ` +
        `peak under load ${peak.toFixed(0)} MB`,
    );
    if (growth > RSS_GROWTH_LIMIT_MB)
      fail(`server RSS grew ${growth.toFixed(1)} MB, more than ${RSS_GROWTH_LIMIT_MB} MB`);

    const health = await call('GET', '/api/health');
    if (health.status !== 200) fail(`health after the run answered ${health.status}`);
    exitCode = 0;
  } catch (err) {
    fail(`the run broke off: ${err instanceof Error ? err.stack : err}`);
  } finally {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
    const { code, signal } = await server.exited;
    clearTimeout(timer);
    if (code !== 0) fail(`the server exited with ${code ?? signal} on SIGTERM, not 0`);
    const errors = fs
      .readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
    if (errors.length > 0) {
      fail(`the server logged ${errors.length} errors, e.g.:\n${errors.slice(0, 3).join('\n')}`);
    }
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  if (failures.length > 0 || exitCode !== 0) {
    console.log(`\nload smoke FAILED (${((Date.now() - started) / 1000).toFixed(1)} s):`);
    for (const f of failures) console.log(`  - ${f}`);
    process.exit(1);
  }
  console.log(`load smoke passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
