import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fmt, heading, int, table } from './report.ts';
import { startServer } from './run-server.ts';

/**
 * How many idle live streams (`GET /api/live`, decision 026) one instance holds, and the memory
 * each costs: the server's resident memory with N streams open and idle against without them, on
 * the embedded database (the streams touch the database only when they open).
 */
export interface LiveOptions {
  port: number;
  connections: number;
  runs: number;
  cleanups: Set<() => Promise<void>>;
}

/** Streams per person: a few people with many tabs each, within the server's per-person limit. */
const PER_USER = 500;

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bearer token of the account whose sign-up or sign-in answered `res` (its session cookie). */
export async function tokenAfter(url: string, email: string, res: Response): Promise<string> {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await fetch(`${url}/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  return ((await jwt.json()) as { accessToken: string }).accessToken;
}

/** A new buyer account's bearer token. */
export async function signUp(url: string, i: number): Promise<string> {
  const email = `live-${i}-${Date.now()}@example.test`;
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Live ${i}`,
      email,
      password: 'violet-harbour-lantern-42',
      accountType: 'buyer',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return tokenAfter(url, email, res);
}

/** Opens one stream; resolves once its `ready` event arrived. */
function openStream(url: string, token: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/live`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream: ${res.statusCode}`));
          res.resume();
          return;
        }
        let seen = '';
        const onData = (chunk: Buffer) => {
          seen += chunk.toString();
          if (!seen.includes('event: ready')) return;
          // From here on the stream is idle: its heartbeats are read and dropped.
          res.off('data', onData);
          res.resume();
          resolve(req);
        };
        res.on('data', onData);
      },
    );
    req.on('error', reject);
  });
}

async function openMany(url: string, tokens: string[], n: number) {
  const open: http.ClientRequest[] = [];
  // A few hundred at a time: the way clients arrive, not a burst of 5,000 handshakes at once.
  for (let i = 0; i < n; i += 250) {
    const batch = Array.from({ length: Math.min(250, n - i) }, (_, j) =>
      openStream(url, tokens[(i + j) % tokens.length]!),
    );
    open.push(...(await Promise.all(batch)));
  }
  return open;
}

/** One run on a fresh server: its memory settled after a warm-up, then with the streams open. */
async function oneRun(options: LiveOptions) {
  const { connections } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-live-bench-'));
  const server = await startServer(options.port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    LIVE_MAX_PER_USER: String(PER_USER),
    LIVE_MAX_CONNECTIONS: String(connections * 2),
  });
  const stop = async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  options.cleanups.add(stop);
  try {
    const people = Math.ceil(connections / PER_USER);
    const tokens = await Promise.all(
      Array.from({ length: people }, (_, i) => signUp(server.url, i)),
    );
    // Warm up: the first streams load code and fill pools that later streams reuse.
    for (const req of await openMany(server.url, tokens, 500)) req.destroy();
    await settle(5000);
    const before = server.memory()!.rssKb;
    const started = performance.now();
    const open = await openMany(server.url, tokens, connections);
    const openSeconds = (performance.now() - started) / 1000;
    await settle(5000);
    const during = server.memory()!.rssKb;
    for (const req of open) req.destroy();
    return { streams: open.length, openSeconds, before, during };
  } finally {
    options.cleanups.delete(stop);
    await stop();
  }
}

export async function runLiveConnections(options: LiveOptions) {
  const { connections, runs } = options;
  heading(`Live streams: ${int(connections)} idle connections, ${runs} runs`);
  const rows: (string | number)[][] = [];
  const extra: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const r = await oneRun(options);
    const extraKb = r.during - r.before;
    extra.push(extraKb);
    rows.push([
      run,
      int(r.streams),
      fmt(r.openSeconds),
      fmt(r.before / 1024),
      fmt(extraKb / 1024),
      fmt(extraKb / connections),
    ]);
  }
  console.log(
    table(['run', 'streams', 'opened in s', 'RSS before MB', 'extra MB', 'KB per stream'], rows),
  );
  const median = [...extra].sort((a, b) => a - b)[Math.floor(extra.length / 2)]!;
  console.log(
    `median: ${fmt(median / 1024)} MB extra for ${int(connections)} idle streams, ` +
      `${fmt(median / connections)} KB each (goal: under 200 MB)`,
  );
}
