import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { expect } from 'vitest';
import { adminQuery, withDatabase } from '../src/test/global-setup.ts';
import { freePort } from '../src/test/ports.ts';

/**
 * The scale test's cluster: two real server processes on one PostgreSQL database and one S3
 * bucket (s3rver), behind a round-robin proxy written here.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_DIR = path.resolve(import.meta.dirname, '..');
const BUCKET = 'resale-zone-scale';
/** The one client every request comes from, as the proxy tells the servers (X-Forwarded-For). */
const CLIENT_IP = '198.51.100.7';

export interface Instance {
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

export interface Answer {
  status: number;
  upstream: string;
  headers: Headers;
  body: Buffer;
  json(): unknown;
}

export async function send(
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

export const json = (value: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

export const PASSWORD = 'violet-harbour-lantern-42';

/** Signs up (on whichever instance is next) and answers the session cookie. */
export async function signUp(accountType: 'buyer' | 'seller') {
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

export async function tokenFor(email: string, cookie: string) {
  const res = await send('GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  return {
    status: res.status,
    upstream: res.upstream,
    token: res.json() as { accessToken: string },
  };
}

/** The two running instances (set by `startCluster`). */
export const clusterInstances = () => instances;

/** The database both instances share. */
export const clusterDatabaseUrl = () => withDatabase(SERVER_URL, dbName);

/** Starts the database, the bucket, both instances and the proxy. */
export async function startCluster() {
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
}

/** Stops everything `startCluster` started and drops its database. */
export async function stopCluster() {
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
}
