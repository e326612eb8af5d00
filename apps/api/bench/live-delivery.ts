import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/db/demo/demo-data.ts';
import { signUp, tokenAfter } from './live-connections.ts';
import { fmt, heading, table } from './report.ts';
import { startServer } from './run-server.ts';

/**
 * Issue 18's "a new message appears in the other person's open conversation within 2 seconds":
 * the time from a buyer sending a message (`POST /api/conversations/{id}/messages`) to the
 * `message` event on the seller's open stream (`GET /api/live`), one message at a time, on a fresh
 * server on the embedded database with the demo data.
 */
export interface DeliveryOptions {
  port: number;
  messages: number;
  runs: number;
  cleanups: Set<() => Promise<void>>;
}

/** The goal, in ms. */
const GOAL_MS = 2000;

async function post(url: string, token: string, route: string, body: object) {
  const res = await fetch(`${url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A demo seller's token and one of their listings on sale. */
async function demoSeller(url: string) {
  const page = (await (await fetch(`${url}/api/search`)).json()) as {
    items: { _id: string; sellerEmail: string }[];
  };
  const listing = page.items[0];
  if (!listing) throw new Error('the demo data has no listing on sale');
  const email = listing.sellerEmail;
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return { token: await tokenAfter(url, email, res), listingId: listing._id };
}

/** An open stream; `next(type)` resolves with the time its next event of that type arrived. */
function openStream(url: string, token: string) {
  const waiting: { type: string; resolve: (at: number) => void }[] = [];
  return new Promise<{ next(type: string): Promise<number>; close(): void }>((resolve, reject) => {
    const req = http.get(
      `${url}/api/live`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        let buffered = '';
        res.on('data', (chunk: Buffer) => {
          const at = performance.now();
          buffered += chunk.toString();
          const events = buffered.split('\n\n');
          buffered = events.pop()!;
          for (const event of events) {
            const type = /^event: (.+)$/m.exec(event)?.[1];
            if (type === 'ready') {
              resolve({
                next: (wanted) =>
                  new Promise((done) => waiting.push({ type: wanted, resolve: done })),
                close: () => req.destroy(),
              });
            }
            const i = waiting.findIndex((w) => w.type === type);
            if (i >= 0) waiting.splice(i, 1)[0]!.resolve(at);
          }
        });
      },
    );
    req.on('error', reject);
  });
}

async function oneRun(options: DeliveryOptions): Promise<number[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-delivery-bench-'));
  const server = await startServer(options.port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED_DEMO: '1',
  });
  const stop = async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  options.cleanups.add(stop);
  try {
    const seller = await demoSeller(server.url);
    const buyer = await signUp(server.url, 0);
    const { _id: conversation } = await post(server.url, buyer, '/conversations', {
      listingId: seller.listingId,
    });
    const stream = await openStream(server.url, seller.token);
    const took: number[] = [];
    for (let i = 0; i < options.messages; i++) {
      const arrived = stream.next('message');
      const sent = performance.now();
      await post(server.url, buyer, `/conversations/${String(conversation)}/messages`, {
        body: `Is it still available? (${i + 1})`,
      });
      took.push((await arrived) - sent);
    }
    stream.close();
    return took;
  } finally {
    options.cleanups.delete(stop);
    await stop();
  }
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function runLiveDelivery(options: DeliveryOptions) {
  heading(`Live delivery: ${options.messages} messages a run, ${options.runs} runs`);
  const rows: (string | number)[][] = [];
  const all: number[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const took = (await oneRun(options)).sort((a, b) => a - b);
    all.push(...took);
    rows.push([run, took.length, fmt(at(took, 0.5)), fmt(at(took, 0.95)), fmt(at(took, 1))]);
  }
  console.log(table(['run', 'messages', 'median ms', 'p95 ms', 'slowest ms'], rows));
  all.sort((a, b) => a - b);
  const slowest = at(all, 1);
  console.log(
    `all runs: median ${fmt(at(all, 0.5))} ms, p95 ${fmt(at(all, 0.95))} ms, slowest ` +
      `${fmt(slowest)} ms (goal: every message within ${GOAL_MS} ms: ` +
      `${slowest <= GOAL_MS ? 'met' : 'NOT MET'})`,
  );
}
