#!/usr/bin/env node
// `npm run lighthouse` (issues 10 and 16): Lighthouse, under its default mobile settings (emulated
// phone, simulated slow 4G and 4x CPU slowdown), on the home page, a category page, a listing
// page and its seller's profile of the real server with demo data, in Debian's Chromium. Each page is measured three times
// (`--runs N`); every run is printed, and the median of each number is held against the targets.
// Saves the median run's HTML report under test-results/lighthouse/, and exits 1 when a page's
// median misses a target.
//
// Builds the web app first when there is no build (or with --build). Starts the server on a free
// port in 3300-3349 (PORT overrides) with a fresh embedded database in a temporary folder.
// CHROMIUM_PATH overrides /usr/bin/chromium. Scores move a few points between runs on a busy
// machine (the simulated throttling scales what this machine measures): see docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const TARGETS = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
/** Largest contentful paint (ms) and cumulative layout shift: at most these (issue 16). */
const LCP_MAX_MS = 1800;
const CLS_MAX = 0.02;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 3 : Math.max(1, Number(process.argv[runsArg + 1]) || 3);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(repo, 'test-results', 'lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (
  process.argv.includes('--build') ||
  !fs.existsSync(path.join(repo, 'apps/web/dist/index.html'))
) {
  console.log('Building the web app…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = process.env.PORT ? Number(process.env.PORT) : await freePort(3300, 3349);
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-zone-lighthouse-'));
const server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repo,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Canonical and Open Graph URLs name the origin Lighthouse loads (a deployment sets its own).
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    // Production, with demo data, test payments and mail to files asked for by name (README: Running
    // in production).
    SEED_DEMO: '1',
    PAYMENTS: 'test',
    MAIL: 'log',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
const cleanUp = async () => {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

let failed = false;
try {
  await waitForServer(`${origin}/api/health`, 60_000);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/categories/iphone' },
  ];
  const listing = await demoListing();
  if (listing) {
    pages.push({ name: 'listing', path: `/products/${encodeURIComponent(listing.id)}` });
    if (listing.sellerId)
      pages.push({ name: 'profile', path: `/sellers/${encodeURIComponent(listing.sellerId)}` });
  } else console.warn('No demo listing found: the listing and profile pages are skipped.');
  // Islands too (decision 062), without a target of its own in issue 40.
  pages.push({ name: 'search', path: '/search?q=iphone' });

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  fs.mkdirSync(reportDir, { recursive: true });
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await measure(page));
    // The median run by performance score; each number is the median of its own runs.
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const byScore = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const middle = byScore[Math.floor(byScore.length / 2)];
    fs.writeFileSync(path.join(reportDir, `${page.name}.html`), middle.report[0]);
    fs.writeFileSync(path.join(reportDir, `${page.name}.json`), middle.report[1]);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
    );
    const lcp = median(runs.map((r) => r.lcp));
    const cls = median(runs.map((r) => r.cls));
    const misses = CATEGORIES.filter((id) => scores[id] < TARGETS[id]);
    if (lcp > LCP_MAX_MS) misses.push('lcp');
    if (cls > CLS_MAX) misses.push('cls');
    failed ||= misses.length > 0;
    rows.push({ page, runs, scores, lcp, cls, misses, lhr: middle.lhr });
  }

  const line = (label, scores, lcp, tbt, cls, misses = []) =>
    `${label.slice(0, 33).padEnd(34)}${CATEGORIES.map((id) =>
      `${scores[id]}${misses.includes(id) ? ' MISS' : ''}`.padStart(16),
    ).join('')}   ${`${(lcp / 1000).toFixed(2)} s${misses.includes('lcp') ? ' MISS' : ''}`.padEnd(
      12,
    )}${`${Math.round(tbt)} ms`.padEnd(9)}${cls.toFixed(3)}${misses.includes('cls') ? ' MISS' : ''}`;
  console.log(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} (mobile), ${chromePath}, ${RUNS} runs`,
  );
  console.log(
    `${'page'.padEnd(34)}${CATEGORIES.map((id) => id.padStart(16)).join('')}   LCP         TBT      CLS`,
  );
  console.log(
    `${'target'.padEnd(34)}${CATEGORIES.map((id) => `≥ ${TARGETS[id]}`.padStart(16)).join('')}   ≤ ${LCP_MAX_MS / 1000} s                ≤ ${CLS_MAX}`,
  );
  for (const { page, runs, scores, lcp, cls, misses } of rows) {
    runs.forEach((r, i) => console.log(line(`  run ${i + 1}`, r.scores, r.lcp, r.tbt, r.cls)));
    const tbt = [...runs.map((r) => r.tbt)].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    console.log(line(`${page.path} (median)`, scores, lcp, tbt, cls, misses));
  }
  // What to fix: every failed audit of a category that missed its target (in the median run).
  for (const { page, misses, lhr } of rows) {
    for (const id of misses.filter((m) => CATEGORIES.includes(m))) {
      const failing = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      console.log(`  ${page.path} ${id}: ${failing.join(', ') || 'no single failed audit'}`);
    }
  }
  // The simulated slowdown multiplies what this machine measures: Lighthouse's 4x is meant for a
  // high-end desktop (benchmark index 1500-2000), and it warns below 1000 that scores suffer.
  const indexes = rows.flatMap((r) => r.runs.map((run) => Math.round(run.benchmarkIndex)));
  const sorted = [...indexes].sort((a, b) => a - b);
  console.log(
    `\nHost CPU benchmark index (Lighthouse's own measure): median ${sorted[Math.floor(sorted.length / 2)]}, ` +
      `runs ${indexes.join(' / ')}; its 4x CPU slowdown is calibrated for 1500-2000.`,
  );
  console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/*.html (and .json)`);
  console.log(failed ? 'Some targets were missed.' : 'Every target met.');
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

/** One Lighthouse run of a page (a spoilt trace, NO_NAVSTART …, is repeated twice at most). */
async function measure(page) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}.`);
    if (result.lhr.runtimeError) {
      if (attempt === 3) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
      console.warn(`${page.path}: ${result.lhr.runtimeError.code}, running it again.`);
      continue;
    }
    const { lhr, report } = result;
    return {
      lhr,
      report,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    };
  }
}

/** The first port in [from, to] that nobody listens on. */
async function freePort(from, to) {
  for (let candidate = from; candidate <= to; candidate++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error(`No free port in ${from}-${to}.`);
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** A demo listing to open: the first featured one, else the first iPhone. */
/** A demo listing and its seller (whose profile is measured too). */
async function demoListing() {
  for (const list of ['/api/advertise', '/api/categories/iphone']) {
    const rows = await fetch(`${origin}${list}`).then((res) => (res.ok ? res.json() : []));
    if (Array.isArray(rows) && rows[0]?._id)
      return { id: String(rows[0]._id), sellerId: rows[0].sellerId ?? null };
  }
  return null;
}
