#!/usr/bin/env node
// SQL-injection scan (security.md item 13): starts the real server on a temporary embedded
// database with demo data (or on DATABASE_URL, which it seeds), signs up a buyer, a seller and an
// admin, then runs Debian's sqlmap over every endpoint that takes parameters: query strings, path
// parameters (marked `*`) and JSON bodies, with bearer tokens where the endpoint needs one.
// Fails when sqlmap reports an injectable parameter, or when a target could not be scanned.
//
//   npm run test:sqlmap                     # embedded database
//   DATABASE_URL=postgres://… npm run test:sqlmap
//   SQLMAP_LEVEL=3 SQLMAP_RISK=2 npm run test:sqlmap   # deeper (slower)
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SQLMAP = process.env.SQLMAP_BIN ?? '/usr/bin/sqlmap';
const LEVEL = process.env.SQLMAP_LEVEL ?? '1';
const RISK = process.env.SQLMAP_RISK ?? '1';
/**
 * Boolean-blind, error-based and UNION by default: every answer here shows what its query found,
 * so these see any SQL a parameter reaches. Stacked and time-based tests (S, T) time pg_sleep and
 * are unreliable on a busy shared machine; `SQLMAP_TECHNIQUES=BEUST` adds them.
 */
const TECHNIQUES = process.env.SQLMAP_TECHNIQUES ?? 'BEU';
/** A target whose scan takes longer than this is killed and counts as not scanned (a failure). */
const TARGET_TIMEOUT_MS = Number(process.env.SQLMAP_TARGET_TIMEOUT ?? 120) * 1000;
const PARALLEL = Number(process.env.SQLMAP_PARALLEL ?? 2);
const PASSWORD = 'sqlmap-harbour-lantern-42';
const started = Date.now();
let targetNumber = 0;

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-sqlmap-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// The demo seed's admin (ADMIN_EMAILS only promotes verified addresses, and a fresh sign-up
// has not verified its own).
const DEMO_ADMIN = { email: 'admin@resale.zone', password: 'resale-demo-2026' };
let server;

try {
  server = await startServer();
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const world = await prepare();
  const only = process.env.SQLMAP_ONLY ? new RegExp(process.env.SQLMAP_ONLY) : null;
  const targets = targetsFor(world).filter((t) => !only || only.test(t.name));
  console.log(`sqlmap ${LEVEL}/${RISK} ${TECHNIQUES} over ${targets.length} targets on ${origin}`);
  const results = await runAll(targets);
  const injectable = results.filter((r) => r.verdict === 'injectable');
  const unclear = results.filter((r) => r.verdict === 'unclear');
  for (const r of results) {
    console.log(`${r.verdict.padEnd(10)} ${r.seconds.toFixed(1).padStart(5)} s  ${r.target.name}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (injectable.length > 0 || unclear.length > 0) {
    for (const r of [...injectable, ...unclear]) {
      console.error(`\n--- ${r.target.name} (${r.verdict}) ---\n${r.output.slice(-4000)}`);
    }
    console.error(
      `sqlmap: ${injectable.length} injectable, ${unclear.length} not scanned, of ${results.length} targets (${seconds} s)`,
    );
    process.exitCode = 1;
  } else {
    console.log(`sqlmap: no injectable parameter in ${results.length} targets (${seconds} s)`);
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(work, { recursive: true, force: true });
}

/** The real server, as `npm start` runs it, on a fresh data folder. */
async function startServer() {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: path.join(work, 'no-web'),
    SEED_DEMO: '1',
    RATE_LIMIT: 'off', // thousands of requests from one address
    PASSWORD_HASH_COST: 'test',
    LOG_LEVEL: 'error',
    AUTH_SECRET: `sqlmap-${Math.random().toString(36).slice(2)}-${Date.now()}-secret`,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`server exited with ${code}`);
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server did not start');
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function api(method, url, { token, cookie, body } = {}) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { res, json: text ? JSON.parse(text) : null };
}

async function account(accountType, email) {
  const { res } = await api('POST', '/api/auth/sign-up', {
    body: { name: `Sqlmap ${accountType}`, email, password: PASSWORD, accountType },
  });
  return withToken(res, email);
}

async function signIn({ email, password }) {
  const { res } = await api('POST', '/api/auth/sign-in', { body: { email, password } });
  return withToken(res, email);
}

async function withToken(res, email) {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { json } = await api('GET', `/api/jwt?email=${encodeURIComponent(email)}`, { cookie });
  return { email, token: json.accessToken };
}

/** Accounts, a listing and a booking, so that every target's first request succeeds. */
async function prepare() {
  const buyer = await account('buyer', `sqlmap-buyer-${process.pid}@example.test`);
  const seller = await account('seller', `sqlmap-seller-${process.pid}@example.test`);
  const admin = await signIn(DEMO_ADMIN);
  const { json: featured } = await api('GET', '/api/advertise');
  const listing = featured[0];
  if (!listing) throw new Error('no demo listing to book');
  const { json: booked } = await api('POST', '/api/booking', {
    token: buyer.token,
    body: { product_id: listing._id, number: '+8801711000000', place: 'Dhaka' },
  });
  return { buyer, seller, admin, listingId: listing._id, bookingId: booked.insertedId };
}

/** Registered routes with parameters; those that do not exist (yet) are skipped after a probe. */
function targetsFor({ buyer, seller, admin, listingId, bookingId }) {
  const q = (s) => encodeURIComponent(s);
  const t = [
    { name: 'GET /categories/{brand}', url: '/api/categories/iphone*' },
    { name: 'GET /products/{id}', url: `/api/products/${listingId}*`, optional: true },
    {
      name: 'GET /search?q&brand&condition&minPrice&maxPrice&location&publishedWithin&sort&limit',
      url: '/api/search?q=iphone&brand=iphone&condition=Good&minPrice=10&maxPrice=5000&location=Dhaka&publishedWithin=90&sort=newest&limit=5',
      optional: true,
    },
    {
      name: 'GET /categories/{brand}?limit',
      url: '/api/categories/iphone?limit=5',
    },
    {
      name: 'GET /users/seller/{email}',
      url: `/api/users/seller/${q(seller.email)}*`,
      token: seller.token,
    },
    {
      name: 'GET /users/admin/{email}',
      url: `/api/users/admin/${q(admin.email)}*`,
      token: admin.token,
    },
    {
      name: 'GET /addproduct?email',
      url: `/api/addproduct?email=${q(seller.email)}`,
      token: seller.token,
    },
    {
      name: 'GET /bookings?email',
      url: `/api/bookings?email=${q(buyer.email)}`,
      token: buyer.token,
    },
    { name: 'GET /bookings/{id}', url: `/api/bookings/${bookingId}*`, token: buyer.token },
    { name: 'GET /order?email', url: `/api/order?email=${q(seller.email)}`, token: seller.token },
    ...['allsellers', 'allbuyers', 'reported/product', 'audit'].map((list) => ({
      name: `GET /${list}?q&limit&offset (admin)`,
      url: `/api/${list}?q=sqlmap&limit=20&offset=0`,
      token: admin.token,
    })),
    {
      name: 'POST /auth/sign-in {email, password}',
      url: '/api/auth/sign-in',
      data: { email: buyer.email, password: PASSWORD },
      // Only hashed, never in SQL; each try costs a scrypt hash.
      skip: 'password',
    },
    {
      name: 'POST /auth/verify-email {token}',
      url: '/api/auth/verify-email',
      data: { token: 'x'.repeat(43) },
      // No such token: a 400 naming the field. sqlmap still compares the answers it gets.
      expectStatus: 400,
      optional: true,
    },
    {
      name: 'POST /auth/forgot-password {email}',
      url: '/api/auth/forgot-password',
      // An address without an account: the queued jobs then send no mail.
      data: { email: 'nobody-sqlmap@example.test' },
      optional: true,
    },
    {
      name: 'POST /auth/reset-password {token, password}',
      url: '/api/auth/reset-password',
      data: { token: 'x'.repeat(43), password: PASSWORD },
      skip: 'password',
      expectStatus: 400,
      optional: true,
    },
    {
      name: 'POST /booking {product_id, number, place}',
      url: '/api/booking',
      data: { product_id: listingId, number: '+8801711000001', place: 'Dhaka' },
      token: buyer.token,
      // A second booking of one phone by one buyer is a 409; sqlmap compares pages, which is fine.
    },
    {
      name: 'PUT /addproduct/report/{id} {reason, note}',
      url: `/api/addproduct/report/${listingId}`,
      method: 'PUT',
      data: { reason: 'other', note: 'looks odd' },
      token: buyer.token,
    },
    {
      name: 'POST /create-payment-intent {bookingId}',
      url: '/api/create-payment-intent',
      data: { bookingId },
      token: buyer.token,
    },
    {
      name: 'PUT /wishlist/{id}',
      url: `/api/wishlist/${listingId}*`,
      method: 'PUT',
      token: buyer.token,
      optional: true,
    },
    { name: 'GET /wishlist', url: '/api/wishlist?limit=5', token: buyer.token, optional: true },
  ];
  return t;
}

async function runAll(targets) {
  const results = [];
  const queue = [...targets];
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const t0 = Date.now();
      const result = await scan(target);
      if (result) result.seconds = (Date.now() - t0) / 1000;
      if (result) results.push(result);
    }
  });
  await Promise.all(workers);
  return results;
}

/** One sqlmap run; null when an optional endpoint is not there. */
async function scan(target) {
  const method = target.method ?? (target.data ? 'POST' : 'GET');
  const probe = await fetch(`${origin}${target.url.replace('*', '')}`, {
    method,
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.data ? { 'content-type': 'application/json' } : {}),
    },
    body: target.data ? JSON.stringify(target.data) : undefined,
  });
  if (probe.status === 404 && target.optional) return null;
  if (probe.status >= 400 && probe.status !== 409 && probe.status !== target.expectStatus) {
    return { target, verdict: 'unclear', output: `probe answered ${probe.status}` };
  }
  const headers = ['Accept: application/json'];
  if (target.token) headers.push(`Authorization: Bearer ${target.token}`);
  if (target.data) headers.push('Content-Type: application/json');
  const args = [
    '-u',
    `${origin}${target.url}`,
    '--batch',
    '--disable-coloring',
    '--flush-session',
    // One folder per target: runs side by side must not share sqlmap's session file.
    `--output-dir=${path.join(work, 'sqlmap', String(targetNumber++))}`,
    '--dbms=PostgreSQL',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    `--technique=${TECHNIQUES}`,
    '--time-sec=2',
    '--timeout=10',
    '--retries=1',
    '--threads=1',
    `--headers=${headers.join('\n')}`,
    // 4xx answers to bad input are expected; sqlmap must keep testing through them.
    '--ignore-code=400,401,403,404,409,413,414,429',
    ...(target.data ? [`--data=${JSON.stringify(target.data)}`] : []),
    ...(target.method ? [`--method=${target.method}`] : []),
    ...(target.skip ? [`--skip=${target.skip}`] : []),
  ];
  const output = await run(SQLMAP, args);
  // A finding ends with "sqlmap identified the following injection point(s)"; a clean run with
  // "all tested parameters do not appear to be injectable". Anything else was not a real scan.
  const verdict = /identified the following injection point|parameter '.*' is vulnerable/i.test(
    output,
  )
    ? 'injectable'
    : /all tested parameters do not appear to be injectable/i.test(output)
      ? 'clean'
      : 'unclear';
  return { target, verdict, output };
}

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      out += `\nkilled after ${TARGET_TIMEOUT_MS / 1000} s`;
      child.kill('SIGKILL');
    }, TARGET_TIMEOUT_MS);
    child.once('close', () => clearTimeout(timer));
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (process.env.SQLMAP_VERBOSE) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => (out += d));
    // 'close', not 'exit': the output may still be arriving when the process has exited.
    child.once('close', () => resolve(out));
    child.once('error', (err) => resolve(`${out}\n${err.message}`));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address();
      s.close(() => resolve(p));
    });
  });
}
