import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectEverything, writeEverything, type Written } from '../support/journey.ts';
import { APP_SESSIONS, connect, count, createDatabase, until } from '../support/database.ts';
import { outcomeOf, request } from '../support/http.ts';
import { listingBody, signUp } from '../support/actors.ts';
import { PUBLIC_CACHE_CHANNEL } from '../../src/lib/public-cache.ts';
import { ServerProcess } from '../support/server-process.ts';

const cluster = inject('cluster');
let url: string;
let direct: pg.Client;
const folders: string[] = [];

describe('shutdown and restart', () => {
  beforeAll(async () => {
    url = await createDatabase(cluster, 'rz_faults_restart');
    direct = await connect(url);
  });

  afterAll(async () => {
    ServerProcess.killAll();
    await direct?.end().catch(() => {});
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  async function tempFolder() {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-faults-data-'));
    folders.push(folder);
    return folder;
  }

  /** Keep-alive clients looping over cheap endpoints (one of them reads the database). */
  function startLoad(base: string, workers: number) {
    const results: { at: number; done: number; outcome: number | string }[] = [];
    let running = true;
    const paths = ['/api/health', '/api/payments/config', '/api/auth/providers'];
    const loops = Array.from({ length: workers }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; running; n++) {
        const at = performance.now();
        try {
          const answer = await request(base, paths[n % paths.length]!, {
            agent,
            timeoutMs: 20_000,
          });
          results.push({ at, done: performance.now(), outcome: answer.status });
        } catch (err) {
          results.push({
            at,
            done: performance.now(),
            outcome: (err as NodeJS.ErrnoException).code ?? (err as Error).message,
          });
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      agent.destroy();
    });
    return {
      results,
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return results;
      },
    };
  }

  describe('PostgreSQL', () => {
    let written: Written;

    test('SIGTERM under load: requests in flight finish with their normal answer, new connections are refused, the pool is closed, exit code 0', async () => {
      const server = await ServerProcess.start({
        DATABASE_URL: url,
        DATA_DIR: await tempFolder(),
        DB_TIMEOUT_MS: '15000',
      });
      written = await writeEverything(server.url);
      const { seller, buyer } = written;

      const load = startLoad(server.url, 6);
      await until(() => load.results.length >= 30, 15_000, 'the load to get going');

      // Requests held in flight (one query each): the listings table is locked, so they wait inside
      // the database.
      const holder = await connect(url);
      await holder.query('begin');
      await holder.query('lock table listings in access exclusive mode');
      const held = [
        request(server.url, '/api/advertise'),
        request(server.url, '/api/addproduct', { token: seller.token }),
        request(server.url, '/api/bookings', { token: buyer.token }),
      ];
      await until(
        async () => (await count(direct, `${APP_SESSIONS} and wait_event_type = 'Lock'`)) >= 3,
        10_000,
        'three requests to wait in the database',
      );

      const signalledAt = performance.now();
      server.signal('SIGTERM');
      await server.waitFor(
        () => server.logs.some((l) => l.msg.startsWith('shutting down')),
        5000,
        'the shutdown to start',
      );
      // The listener closes as the shutdown begins: a request made then may still be accepted
      // (and answered), but soon a new connection is refused.
      await until(
        async () => (await outcomeOf(request(server.url, '/api/health'))) === 'ECONNREFUSED',
        3000,
        'new connections to be refused',
      );
      expect(server.alive).toBe(true);

      await holder.query('rollback');
      await holder.end();
      const [list, mine, bookings] = await Promise.all(held);
      expect(list!.status, list!.body).toBe(200);
      expect(mine!.status, mine!.body).toBe(200);
      expect((mine!.json as { _id: string }[]).map((p) => p._id)).toEqual([written.listingId]);
      expect(bookings!.status, bookings!.body).toBe(200);
      expect((bookings!.json as { _id: string }[]).map((b) => b._id)).toEqual([written.bookingId]);

      expect(await server.exited).toEqual({ code: 0, signal: null });
      const results = await load.stop();
      const messages = server.logs.map((l) => l.msg);
      const order = ['requests finished; closing the database', 'bye'].map((m) =>
        messages.indexOf(m),
      );
      expect(order[0]).toBeGreaterThan(messages.findIndex((m) => m.startsWith('shutting down')));
      expect(order[1]).toBeGreaterThan(order[0]!);
      expect(server.errors()).toEqual([]);
      // The pool was ended: the server sees no session of the app left.
      await until(async () => (await count(direct, APP_SESSIONS)) === 0, 5000, 'no app sessions');

      // The load: every answer before the signal is a normal one; after it, normal ones, 503s on
      // kept-alive connections, and refused (or, racing the close, reset) connections.
      const before = results.filter((r) => r.done < signalledAt);
      expect(before.length).toBeGreaterThanOrEqual(30);
      expect(before.filter((r) => r.outcome !== 200)).toEqual([]);
      const odd = results.filter(
        (r) =>
          ![200, 503, 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up'].includes(r.outcome),
      );
      expect(odd).toEqual([]);
      expect(results.some((r) => r.at > signalledAt && r.outcome === 'ECONNREFUSED')).toBe(true);
    });

    test('SIGTERM with a write whose client hung up: the write ends, tells the other instances, then the pool closes; exit code 0', async () => {
      const server = await ServerProcess.start({
        DATABASE_URL: url,
        DATA_DIR: await tempFolder(),
        DB_TIMEOUT_MS: '15000',
      });
      const seller = await signUp(server.url, 'seller');
      // What another instance hears: the public cache's change notices.
      const listener = await connect(url);
      const notices: string[] = [];
      listener.on('notification', (n) => notices.push(n.payload ?? ''));
      await listener.query(`listen ${PUBLIC_CACHE_CHANNEL}`);

      // The new listing waits inside the database (the table is locked) while its client gives up.
      const holder = await connect(url);
      await holder.query('begin');
      await holder.query('lock table listings in access exclusive mode');
      const hungUp = outcomeOf(
        request(server.url, '/api/addproduct', {
          method: 'POST',
          token: seller.token,
          body: listingBody(seller),
          timeoutMs: 1000,
        }),
      );
      await until(
        async () => (await count(direct, `${APP_SESSIONS} and wait_event_type = 'Lock'`)) >= 1,
        10_000,
        'the insert to wait in the database',
      );
      expect(await hungUp).toMatch(/no answer within/);

      server.signal('SIGTERM');
      await server.waitFor(
        () => server.logs.some((l) => l.msg.startsWith('shutting down')),
        5000,
        'the shutdown to start',
      );
      // No connection is left, but the write is still running: the server waits for it.
      await new Promise((r) => setTimeout(r, 500));
      expect(server.alive).toBe(true);
      await holder.query('rollback');
      await holder.end();

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(await count(direct, 'from listings where seller_id = $1', [seller.id])).toBe(1);
      const messages = server.logs.map((l) => l.msg);
      expect(messages).not.toContain('could not notify other instances of a change');
      expect(messages.indexOf('bye')).toBeGreaterThan(
        messages.indexOf('requests finished; closing the database'),
      );
      await until(
        () => notices.some((n) => n.includes('brand:Xiaomi')),
        5000,
        "the listing's notice",
      );
      await listener.end();
    });

    test('a restart on the same DATABASE_URL keeps accounts, listing, booking and payment', async () => {
      const server = await ServerProcess.start({
        DATABASE_URL: url,
        DATA_DIR: await tempFolder(),
      });
      await expectEverything(server.url, written);
      expect(
        await count(direct, 'from payments where transaction_id = $1', [written.transactionId]),
      ).toBe(1);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    });
  });
});
