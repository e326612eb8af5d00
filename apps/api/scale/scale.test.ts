import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ProductList } from '@resale-zone/contract/listings';
import { adminQuery, withDatabase } from '../src/test/global-setup.ts';
import { imageForm, solidImage } from '../src/features/images/test-images.ts';
import { freePort } from '../src/test/ports.ts';

/**
 * Two real server processes on one PostgreSQL database and one S3 bucket (s3rver), behind a
 * round-robin proxy written here: they must behave as one server (issue 10, item 4).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_DIR = path.resolve(import.meta.dirname, '..');
const BUCKET = 'resale-zone-scale';
/** The one client every request comes from, as the proxy tells the servers (X-Forwarded-For). */
const CLIENT_IP = '198.51.100.7';

interface Instance {
  name: 'a' | 'b';
  port: number;
  child: ChildProcess;
  /** Every log line the process wrote so far. */
  output: string[];
}

const dbName = `rz_scale_${crypto.randomBytes(4).toString('hex')}`;
let tmp: string;
let s3: S3rver;
let instances: Instance[] = [];
let proxy: http.Server;
let proxyUrl: string;

async function startInstance(name: Instance['name'], env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      DATA_DIR: path.join(tmp, `data-${name}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { name, port, child, output } satisfies Instance;
}

/** Waits for the instance to answer its health check; the deadline is a guard against a hang. */
async function waitUntilHealthy(instance: Instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited:\n${instance.output.join('\n')}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `instance ${instance.name} did not answer within ${timeoutMs / 1000} s:\n${instance.output.join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Strict round robin over the instances; says who answered in `x-upstream`. */
function startProxy(): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = instances[next++ % instances.length]!;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        // The client's address as a proxy reports it (a test may pose as another client).
        headers: { ...req.headers, 'x-forwarded-for': req.headers['x-client-ip'] ?? CLIENT_IP },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Answer {
  status: number;
  upstream: string;
  headers: Headers;
  body: Buffer;
  json(): unknown;
}

async function send(
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const res = await fetch(`${proxyUrl}${url}`, {
    method,
    headers: init.headers,
    body: init.body,
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    upstream: res.headers.get('x-upstream') ?? '?',
    headers: res.headers,
    body,
    json: () => JSON.parse(body.toString()),
  };
}

const json = (value: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

const PASSWORD = 'violet-harbour-lantern-42';

/** Signs up (on whichever instance is next) and answers the session cookie. */
async function signUp(accountType: 'buyer' | 'seller') {
  const email = `${accountType}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const res = await send(
    'POST',
    '/api/auth/sign-up',
    // Sign-ups are limited per address: each comes from a client of its own.
    json(
      { name: `Scale ${accountType}`, email, password: PASSWORD, accountType },
      { 'x-client-ip': `203.0.113.${crypto.randomInt(1, 255)}` },
    ),
  );
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rz_session='));
  return { email, cookie: cookie!.split(';')[0]!, upstream: res.upstream };
}

async function tokenFor(email: string, cookie: string) {
  const res = await send('GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  return {
    status: res.status,
    upstream: res.upstream,
    token: res.json() as { accessToken: string },
  };
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-scale-'));
  await adminQuery(SERVER_URL, `create database ${dbName}`);
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: withDatabase(SERVER_URL, dbName),
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    RATE_LIMIT: 'on',
    PASSWORD_HASH_COST: 'test',
    TRUST_PROXY: '1',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    WEB_DIST: path.join(tmp, 'no-web-build'),
  };
  // Both start at once: migrations take an advisory lock.
  instances = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  await Promise.all(instances.map((i) => waitUntilHealthy(i)));
  proxy = await startProxy();
  proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(
    instances.map(
      (i) =>
        new Promise<void>((resolve) => {
          if (i.child.exitCode !== null) return resolve();
          i.child.once('exit', () => resolve());
          i.child.kill('SIGTERM');
        }),
    ),
  );
  await new Promise((r) => proxy?.close(r));
  await s3?.close();
  await adminQuery(SERVER_URL, `drop database if exists ${dbName} with (force)`);
  await fs.rm(tmp, { recursive: true, force: true });
}, 30_000);

describe('two instances behind a round robin behave as one', () => {
  test('signed in on one instance is signed in on the other; signed out on one is out on both', async () => {
    const seller = await signUp('seller');
    const first = await tokenFor(seller.email, seller.cookie);
    expect(first.status).toBe(200);
    expect(first.upstream).not.toBe(seller.upstream);

    const auth = { authorization: `Bearer ${first.token.accessToken}` };
    const mine = [await send('GET', '/api/addproduct', { headers: auth })];
    mine.push(await send('GET', '/api/addproduct', { headers: auth }));
    expect(mine.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(mine.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));

    const out = await send('POST', '/api/auth/sign-out', { headers: { cookie: seller.cookie } });
    expect(out.status).toBe(200);
    const after = [
      await tokenFor(seller.email, seller.cookie),
      await tokenFor(seller.email, seller.cookie),
    ];
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));
  });

  test('rate limits are shared: failed sign-ins on both instances add up to one limit', async () => {
    const victim = await signUp('buyer');
    const wrong = json({ email: victim.email, password: 'not-the-password-at-all' });
    const seen: Answer[] = [];
    // The limit is 10 failures per account and address; five land on each instance.
    for (let i = 0; i < 10; i++) seen.push(await send('POST', '/api/auth/sign-in', wrong));
    expect(seen.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(seen.filter((r) => r.upstream === 'a')).toHaveLength(5);
    const blocked = [
      await send('POST', '/api/auth/sign-in', wrong),
      await send('POST', '/api/auth/sign-in', json({ email: victim.email, password: PASSWORD })),
    ];
    expect(blocked.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(blocked.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));
    expect(blocked[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('a write on one instance is in the other’s cached public list at once', async () => {
    const seller = await signUp('seller');
    const { token } = await tokenFor(seller.email, seller.cookie);
    const auth = { authorization: `Bearer ${token.accessToken}` };
    const list = () => send('GET', '/api/categories/huawei');
    // Warm both caches: two rounds, the second all hits.
    for (let i = 0; i < 2; i++) await list();
    const warm = [await list(), await list()];
    expect(warm.map((r) => r.headers.get('x-cache'))).toEqual(['HIT', 'HIT']);

    const added = await send(
      'POST',
      '/api/addproduct',
      json(
        {
          productName: 'Huawei P60 Pro',
          sellerName: 'Scale seller',
          productPhoto: '/images/abc123.webp',
          resalePrice: 420,
          orginalPrice: 900,
          location: 'Dhaka',
          categories: 'Huawei',
          condition: 'Excellent',
          useDuration: '6 months',
          sellerEmail: seller.email,
          publishDat: '2026-11-21',
          description: 'Like new.',
        },
        auth,
      ),
    );
    expect(added.status).toBe(201);
    const id = (added.json() as { insertedId: string }).insertedId;

    // The next request goes to the other instance. NOTIFY is delivered asynchronously, so the
    // other instance is asked again until it lists the phone; in practice the first read already
    // has it. No cached list expires with time: only the notification can bring it. How fast it
    // arrives is for a benchmark; the deadline is a guard.
    const listed = (res: Answer) => ProductList.parse(res.json()).some((p) => p._id === id);
    let other = await list();
    const otherInstance = other.upstream;
    expect(otherInstance).not.toBe(added.upstream);
    await waitFor(
      `instance ${otherInstance} to list the phone added through instance ${added.upstream}`,
      async () => {
        if (listed(other)) return true;
        await list(); // the writer's instance: keeps the round robin on the other one
        other = await list();
        return listed(other);
      },
    );
    expect(other.upstream).toBe(otherInstance);
    // The writer's own instance had it before answering the write.
    const own = await list();
    expect(own.upstream).toBe(added.upstream);
    expect(ProductList.parse(own.json()).some((p) => p._id === id)).toBe(true);
  });

  test('an upload through one instance is served by the other (one bucket)', async () => {
    const buyer = await signUp('buyer');
    const { token } = await tokenFor(buyer.email, buyer.cookie);
    const form = imageForm(await solidImage('png', 64, 48), 'photo.png', 'image/png');
    const uploaded = await send('POST', '/api/images', {
      headers: { ...form.headers, authorization: `Bearer ${token.accessToken}` },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (uploaded.json() as { data: { url: string } }).data;
    const served = await send('GET', url);
    expect(served.upstream).not.toBe(uploaded.upstream);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.body.subarray(8, 12).toString()).toBe('WEBP');
  });

  test('an instance that lost its notifications never serves a stale list', async () => {
    const seller = await signUp('seller');
    const { token } = await tokenFor(seller.email, seller.cookie);
    const auth = { authorization: `Bearer ${token.accessToken}` };
    const list = () => send('GET', '/api/categories/oneplus');
    for (let i = 0; i < 4; i++) await list();

    // Cut both instances' cache listening connections and wait until both have noticed.
    const lostBefore = instances.map((i) => countLost(i));
    const { rows } = await adminQuery(
      withDatabase(SERVER_URL, dbName),
      `select pg_terminate_backend(pid) as gone from pg_stat_activity
        where datname = current_database() and application_name = 'resale-zone-listener resale_zone_public'`,
    );
    expect(rows).toHaveLength(2);
    await waitFor('both instances to log that their change notifications were lost', () =>
      instances.every((inst, n) => countLost(inst) > lostBefore[n]!),
    );

    // A write now may not reach the other instance by NOTIFY; it must not matter.
    const added = await send(
      'POST',
      '/api/addproduct',
      json(
        {
          productName: 'OnePlus 12',
          sellerName: 'Scale seller',
          productPhoto: '/images/abc123.webp',
          resalePrice: 500,
          orginalPrice: 800,
          location: 'Dhaka',
          categories: 'One plus',
          condition: 'Good',
          useDuration: '1 year',
          sellerEmail: seller.email,
          publishDat: '2026-11-21',
          description: 'Fast phone.',
        },
        auth,
      ),
    );
    expect(added.status).toBe(201);
    const id = (added.json() as { insertedId: string }).insertedId;
    for (const res of [await list(), await list()]) {
      expect(res.headers.get('x-cache')).not.toBe('HIT');
      expect(ProductList.parse(res.json()).some((p) => p._id === id)).toBe(true);
    }
    // The connections come back (0.1 s later) and the cache serves again.
    await waitFor('both instances to serve the list from their cache again', async () => {
      const rounds = [await list(), await list(), await list(), await list()];
      return rounds.slice(2).every((r) => r.headers.get('x-cache') === 'HIT');
    });
  });
});

function countLost(instance: Instance) {
  return instance.output.filter((line) => line.includes('change notifications lost')).length;
}

/**
 * Waits until `check` holds, asking again every 50 ms. The deadline is a guard against a hang, not
 * a speed target; its error says what did not happen.
 */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeout = 10_000) {
  await vi.waitFor(
    async () => {
      if (!(await check()))
        throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}`);
    },
    { timeout, interval: 50 },
  );
}
