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
// proxy), so that the script can play several clients: the attacker, each buyer, the sign-ups.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LOAD_PORT ?? 3700);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
/** Attempts sent past each limit in the limited scenarios. */
const LIMIT_OVERSHOOT = 10;
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
// The public answer cache may hold up to PUBLIC_CACHE_MB at either reading (each write empties it),
// so the bound leaves room for it on top of the growth allowed.
const PUBLIC_CACHE_MB = Number(process.env.PUBLIC_CACHE_MB ?? 32);
const RSS_GROWTH_LIMIT_MB = Number(process.env.LOAD_RSS_GROWTH_MB ?? 64) + PUBLIC_CACHE_MB;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = `load-${crypto.randomBytes(6).toString('hex')}-smoke`;

// Client addresses of this run; random so that a rerun on the same PostgreSQL database starts
// with fresh counters.
const net = `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 255)}`;
const ADDRESS = {
  signUps: `${net}.1`,
  attacker: `${net}.66`,
  browser: `${net}.80`,
  buyer: (i) => `${net}.${100 + i}`,
  seller: (i) => `${net}.${200 + i}`,
};

const failures = [];
const fail = (message) => failures.push(message);

// ---------------------------------------------------------------------------------------------
// The server

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-zone-load-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Production, with demo data and test payments asked for by name (README: Running in production).
      SEED_DEMO: '1',
      PAYMENTS: 'test',
      MAIL: 'log',
      PUBLIC_URL: BASE,
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'load-smoke-secret-load-smoke-secret-0123',
      RATE_LIMIT: 'on',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, dataDir, logFile, exited };
}

async function waitForHealth(server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy; its log:\n${tail(server.logFile)}`);
}

function tail(file, lines = 30) {
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second here).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** RSS once the process is at rest: read every half second until it stops falling (at most 8 s). */
async function restingRssMb(pid) {
  let last = rssMb(pid);
  for (let waited = 0; waited < 8000; waited += 500) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssMb(pid);
    if (now > last - 1) return Math.min(now, last);
    last = now;
  }
  return last;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

// ---------------------------------------------------------------------------------------------
// Setup through the API: accounts, a photo, listings

async function call(method, url, { address, headers = {}, json, body } = {}) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      'x-forwarded-for': address ?? ADDRESS.browser,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const text = await res.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: res.status, headers: res.headers, data };
}

async function signUp(accountType, i) {
  const email = `load-${accountType}-${i}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const res = await call('POST', '/api/auth/sign-up', {
    address: ADDRESS.signUps,
    json: { name: `Load ${accountType} ${i}`, email, password: PASSWORD, accountType },
  });
  if (res.status !== 201)
    throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.data)}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  const jwt = await call('GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    address: ADDRESS.signUps,
    headers: { cookie },
  });
  if (jwt.status !== 200) throw new Error(`GET /jwt answered ${jwt.status}`);
  return { email, authorization: `Bearer ${jwt.data.accessToken}` };
}

const BOUNDARY = 'load-smoke-boundary';
function multipartImage(bytes) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="phone.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function setup() {
  const sellers = [await signUp('seller', 0), await signUp('seller', 1)];
  const buyers = [await signUp('buyer', 0), await signUp('buyer', 1), await signUp('buyer', 2)];
  // The sixth sign-up from one address within 30 minutes is refused.
  const sixth = await call('POST', '/api/auth/sign-up', {
    address: ADDRESS.signUps,
    json: {
      name: 'One Too Many',
      email: `load-extra-${net}@example.test`,
      password: PASSWORD,
      accountType: 'buyer',
    },
  });
  const signUpLimit = { status: sixth.status, retryAfter: sixth.headers.get('retry-after') };
  if (sixth.status !== 429 || !(Number(signUpLimit.retryAfter) > 0)) {
    fail(
      `the 6th sign-up from one address answered ${sixth.status} (Retry-After ${signUpLimit.retryAfter}), not 429`,
    );
  }

  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

  const categories = ['Iphone', 'Xiaomi', 'Huawei', 'One plus'];
  for (const [s, seller] of sellers.entries()) {
    // Each seller's own upload: a listing may only name its seller's photos.
    const upload = await call('POST', '/api/images', {
      address: ADDRESS.seller(s),
      headers: {
        authorization: seller.authorization,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipartImage(png),
    });
    if (upload.status !== 200)
      throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.data)}`);
    const photo = upload.data.data.url;
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/addproduct', {
        address: ADDRESS.seller(s),
        headers: { authorization: seller.authorization },
        json: {
          productName: `Load phone ${s}-${i}`,
          sellerName: `Load seller ${s}`,
          productPhoto: photo,
          resalePrice: 150 + i * 10,
          orginalPrice: 400,
          location: 'Dhaka',
          categories: categories[i % categories.length],
          condition: 'Good',
          useDuration: '1 year',
          sellerEmail: seller.email,
          publishDat: new Date().toISOString().slice(0, 10),
          description: 'A phone listed by the load smoke.',
        },
      });
      if (res.status !== 201)
        throw new Error(`addproduct answered ${res.status}: ${JSON.stringify(res.data)}`);
      if (i < 2) {
        await call('PUT', `/api/addproduct/advertise/${res.data.insertedId}`, {
          address: ADDRESS.seller(s),
          headers: { authorization: seller.authorization },
        });
      }
    }
  }

  const brands = ['iphone', 'xiaomi', 'huawei', 'oneplus'];
  const listed = new Map();
  for (const url of ['/api/advertise', ...brands.map((b) => `/api/categories/${b}`)]) {
    const res = await call('GET', url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    for (const p of res.data) listed.set(p._id, p);
  }
  const listingIds = [...listed.keys()];
  const photos = [...new Set([...listed.values()].map((p) => p.productPhoto))];

  // Search and detail pages, where this version of the API has them.
  const optional = {};
  const search = await call('GET', '/api/search?q=phone');
  if (search.status === 200) optional.search = true;
  const detail = await call('GET', `/api/products/${listingIds[0]}`);
  if (detail.status === 200) optional.detail = true;
  const wishlist = await call('GET', '/api/wishlist', {
    address: ADDRESS.buyer(0),
    headers: { authorization: buyers[0].authorization },
  });
  if (wishlist.status === 200) optional.wishlist = true;

  return { sellers, buyers, png, listingIds, photos, brands, optional, signUpLimit };
}

/** Four password checks and two photo uploads at once, by accounts the run does not limit. */
async function warmUpThreads(s) {
  const signIns = [...s.sellers, ...s.buyers].slice(0, 4).map((who, i) =>
    call('POST', '/api/auth/sign-in', {
      address: `${net}.${150 + i}`,
      json: { email: who.email, password: PASSWORD },
    }),
  );
  const uploads = [1, 2].map(() =>
    call('POST', '/api/images', {
      address: ADDRESS.seller(1),
      headers: {
        authorization: s.sellers[1].authorization,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipartImage(s.png),
    }),
  );
  const answers = await Promise.all([...signIns, ...uploads]);
  const wrong = answers.filter((a) => a.status !== 200);
  if (wrong.length > 0) fail(`warm-up: ${wrong.map((a) => a.status).join(', ')} answers, not 200`);
}

// ---------------------------------------------------------------------------------------------
// Scenarios: each an autocannon instance with the answers it may get

const pick = (list) => list[crypto.randomInt(list.length)];

function scenarios(s) {
  const browsePaths = [
    '/api/advertise',
    ...s.brands.map((b) => `/api/categories/${b}`),
    ...s.photos.slice(0, 4),
    '/api/health',
    ...(s.optional.search
      ? ['/api/search?q=phone', '/api/search?brand=iphone&sort=price-asc']
      : []),
    ...(s.optional.detail ? s.listingIds.slice(0, 4).map((id) => `/api/products/${id}`) : []),
  ];
  const json = (address, authorization) => ({
    'content-type': 'application/json',
    'x-forwarded-for': address,
    ...(authorization ? { authorization } : {}),
  });
  let signInTurn = 0;
  let guess = 0;
  const uploadHeaders = {
    'x-forwarded-for': ADDRESS.seller(0),
    authorization: s.sellers[0].authorization,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };

  return [
    {
      name:
        'browse (lists, brands, images, health' +
        `${s.optional.search ? ', search' : ''}${s.optional.detail ? ', detail' : ''})`,
      expect: [200, 304],
      opts: {
        connections: 4,
        requests: browsePaths.map((p) => ({
          method: 'GET',
          path: p,
          headers: { 'x-forwarded-for': ADDRESS.browser },
        })),
      },
    },
    {
      name: 'sign-in, right password (each buyer from their own address)',
      expect: [200],
      opts: {
        connections: 1,
        overallRate: 1,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/sign-in',
            setupRequest: (req) => {
              const i = signInTurn++ % s.buyers.length;
              return {
                ...req,
                headers: json(ADDRESS.buyer(i)),
                body: JSON.stringify({ email: s.buyers[i].email, password: PASSWORD }),
              };
            },
          },
        ],
      },
    },
    {
      name: "sign-in, wrong passwords (buyer 1's account, another address)",
      expect: [401, 429],
      // 10 failures per account and address are checked; the rest must be refused unchecked.
      limit: 10,
      opts: {
        connections: 4,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/sign-in',
            setupRequest: (req) => ({
              ...req,
              headers: json(ADDRESS.attacker),
              body: JSON.stringify({ email: s.buyers[0].email, password: `guess-${guess++}-x` }),
            }),
          },
        ],
      },
    },
    ...s.buyers.map((buyer, i) => ({
      name: `bookings by buyer ${i + 1}`,
      expect: [201, 409, 429],
      limit: 30,
      opts: {
        connections: 1,
        requests: [
          {
            method: 'POST',
            path: '/api/booking',
            setupRequest: (req) => ({
              ...req,
              headers: json(ADDRESS.buyer(i), buyer.authorization),
              body: JSON.stringify({
                product_id: pick(s.listingIds),
                number: '01711000000',
                place: 'Banani',
              }),
            }),
          },
        ],
      },
    })),
    {
      name: "buyers' pages (own bookings)",
      expect: [200],
      opts: {
        connections: 1,
        requests: s.buyers.map((buyer, i) => ({
          method: 'GET',
          path: `/api/bookings?email=${encodeURIComponent(buyer.email)}`,
          headers: { 'x-forwarded-for': ADDRESS.buyer(i), authorization: buyer.authorization },
        })),
      },
    },
    ...(s.optional.wishlist
      ? [
          {
            name: 'wishlists (save, list, remove)',
            expect: [200],
            opts: {
              connections: 1,
              requests: [
                {
                  method: 'PUT',
                  path: '/api/wishlist/x',
                  setupRequest: (req, context) => {
                    context.buyer = crypto.randomInt(s.buyers.length);
                    context.id = pick(s.listingIds);
                    return {
                      ...req,
                      path: `/api/wishlist/${context.id}`,
                      headers: json(
                        ADDRESS.buyer(context.buyer),
                        s.buyers[context.buyer].authorization,
                      ),
                      body: '{}',
                    };
                  },
                },
                ...['GET', 'DELETE'].map((method) => ({
                  method,
                  path: '/api/wishlist',
                  setupRequest: (req, context) => ({
                    ...req,
                    path: method === 'GET' ? '/api/wishlist' : `/api/wishlist/${context.id}`,
                    headers: {
                      'x-forwarded-for': ADDRESS.buyer(context.buyer),
                      authorization: s.buyers[context.buyer].authorization,
                    },
                  }),
                })),
              ],
            },
          },
        ]
      : []),
    {
      // A photo, then files that are no image (refused by their content, 400): all count.
      name: 'uploads by one seller (a photo, 3 non-images)',
      expect: [200, 400, 429],
      limit: 30 - 1, // one photo was uploaded during the setup
      opts: {
        connections: 2,
        overallRate: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/images',
            headers: uploadHeaders,
            body: multipartImage(s.png),
          },
          ...[1, 2, 3].map(() => ({
            method: 'POST',
            path: '/api/images',
            headers: uploadHeaders,
            body: multipartImage(Buffer.from('not an image at all')),
          })),
        ],
      },
    },
    {
      name: 'reports by one buyer',
      expect: [200, 429],
      limit: 20,
      opts: {
        connections: 1,
        overallRate: 6,
        requests: [
          {
            method: 'PUT',
            path: '/api/addproduct/report/x',
            setupRequest: (req) => ({
              ...req,
              path: `/api/addproduct/report/${pick(s.listingIds)}`,
              headers: json(ADDRESS.buyer(2), s.buyers[2].authorization),
              body: JSON.stringify({ reason: 'other' }),
            }),
          },
        ],
      },
    },
  ];
}

function run(scenario) {
  return new Promise((resolve, reject) => {
    // A limited scenario sends a fixed number of attempts past its limit (autocannon's `amount`
    // replaces the duration), so that a slow machine reaches the limit too; the others run for
    // LOAD_SECONDS.
    const length = scenario.limit !== undefined ? { amount: scenario.limit + LIMIT_OVERSHOOT } : {};
    autocannon(
      { url: BASE, duration: SECONDS, timeout: 20, ...length, ...scenario.opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

// ---------------------------------------------------------------------------------------------

function judge(scenario, result) {
  const counts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const fivexx = Object.entries(counts)
    .filter(([code]) => Number(code) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  if (fivexx > 0) fail(`${scenario.name}: ${fivexx} answers were 5xx`);
  const unexpected = Object.keys(counts).filter((c) => !scenario.expect.includes(Number(c)));
  if (unexpected.length > 0) fail(`${scenario.name}: unexpected statuses ${unexpected.join(', ')}`);
  if (result.errors > 0 || result.timeouts > 0) {
    fail(`${scenario.name}: ${result.errors} connection errors, ${result.timeouts} time-outs`);
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total === 0) fail(`${scenario.name}: no answers at all`);
  if (scenario.limit !== undefined) {
    // Every attempt counts, whatever its answer: past the limit, only 429s.
    const answered = total - (counts[429] ?? 0);
    if (answered > scenario.limit) {
      fail(`${scenario.name}: ${answered} attempts were answered, the limit is ${scenario.limit}`);
    }
    if (!(counts[429] > 0)) {
      fail(
        total <= scenario.limit
          ? `${scenario.name}: only ${total} requests, the limit of ${scenario.limit} was never reached`
          : `${scenario.name}: no 429 after ${total} requests`,
      );
    }
  }
  return counts;
}

function table(rows) {
  const head = ['scenario', 'requests', 'statuses', 'req/s', 'p99 ms'];
  const body = rows.map((r) => [
    r.name,
    String(r.requests),
    r.statuses,
    r.rps.toFixed(1),
    String(r.p99),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

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
