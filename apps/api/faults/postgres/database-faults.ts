import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { readTimeoutFor } from '../../src/db/client.ts';
import {
  addListing,
  book,
  bookingBody,
  payByCard,
  recordPayment,
  signUp,
  type Account,
} from '../support/actors.ts';
import { startCluster, stopCluster } from '../support/cluster.ts';
import {
  APP_SESSIONS,
  connect,
  count,
  createDatabase,
  killAppSessions,
  until,
} from '../support/database.ts';
import { request, type Answer } from '../support/http.ts';
import { ServerProcess } from '../support/server-process.ts';
import { StallProxy } from '../support/stall-proxy.ts';

// The real server process on the private cluster, reached through a proxy that can stall.
// Time-outs are short so that the suite is quick; the pass criteria are written in terms of them.
const DB_TIMEOUT_MS = 4000;
const DB_CONNECT_TIMEOUT_MS = 800;
const DB_POOL_MAX = 4;
/** Scheduling slack on a busy CI machine, on top of a configured time-out. */
const MARGIN_MS = 1500;

const cluster = inject('cluster');
let proxy: StallProxy;
let server: ServerProcess;
let direct: pg.Client;
let directUrl: string;
let dataDir: string;
let seller: Account;
let listingId: string;

const LIST = '/api/categories/xiaomi';
/** A list that takes exactly one connection (a category page counts beside its page query). */
const ONE_QUERY_LIST = '/api/advertise';

describe('the real server through a stalling proxy', () => {
  beforeAll(async () => {
    const url = await createDatabase(cluster, 'rz_faults_db');
    directUrl = url;
    proxy = await StallProxy.start({ host: '127.0.0.1', port: cluster.port });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-faults-app-'));
    server = await ServerProcess.start({
      DATABASE_URL: proxy.url(url),
      DATA_DIR: dataDir,
      DB_TIMEOUT_MS: String(DB_TIMEOUT_MS),
      DB_CONNECT_TIMEOUT_MS: String(DB_CONNECT_TIMEOUT_MS),
      DB_POOL_MAX: String(DB_POOL_MAX),
    });
    direct = await connect(url);
    seller = await signUp(server.url, 'seller');
    listingId = await addListing(server.url, seller);
  });

  afterAll(async () => {
    await direct?.end().catch(() => {});
    await server?.stop();
    ServerProcess.killAll();
    await proxy?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The contract's error answer for an unreachable database: JSON, no stack, a request id. */
  function expectUnavailable(answer: Answer) {
    expect(answer.status, answer.body).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
      requestId: expect.any(String),
    });
    expect(answer.body).not.toMatch(/\.ts:\d+|node_modules|stack|Failed query/i);
    expect(answer.headers['retry-after']).toBe('2');
  }

  async function listShowsTheListing() {
    const answer = await request(server.url, LIST);
    expect(answer.status, answer.body).toBe(200);
    expect((answer.json as { _id: string }[]).map((p) => p._id)).toContain(listingId);
  }

  /** Holds every query on `listings` (the app's waits on it show as Lock waits) until released. */
  async function lockListings(): Promise<{ release(): Promise<void> }> {
    const holder = await connect(directUrl);
    await holder.query('begin');
    await holder.query('lock table listings in access exclusive mode');
    return {
      release: async () => {
        await holder.query('rollback');
        await holder.end();
      },
    };
  }

  const waitingOnLock = () => count(direct, `${APP_SESSIONS} and wait_event_type = 'Lock'`);

  /** Nothing unexpected: no 500 logged, the process still running. */
  function expectHealthyProcess() {
    expect(server.alive).toBe(true);
    expect(server.errors()).toEqual([]);
    expect(server.rawOutput.join('\n')).not.toMatch(/Error|at .*\(/);
  }

  describe('a connection killed mid-request (pg_terminate_backend)', () => {
    test('the request in flight gets a JSON 503, the process survives, the next request succeeds', async () => {
      const lock = await lockListings();
      const inFlight = request(server.url, LIST);
      await until(
        async () => (await waitingOnLock()) >= 1,
        10_000,
        'the request to wait on the lock',
      );

      const killed = await killAppSessions(direct);
      expect(killed).toBeGreaterThanOrEqual(1);
      expectUnavailable(await inFlight);
      await lock.release();

      await listShowsTheListing();
      expect(server.logs.some((l) => l.msg === 'database unavailable')).toBe(true);
      expectHealthyProcess();
    });

    test('every pooled connection killed at once: reads, signed-in reads and writes work right after', async () => {
      await Promise.all([1, 2, 3, 4].map(() => request(server.url, LIST)));
      expect(await killAppSessions(direct)).toBeGreaterThanOrEqual(1);
      // The pool drops dead idle connections when told; a request that picks one up before that gets
      // a 503 at worst, never a 500, and the one after it succeeds.
      const first = await request(server.url, '/api/addproduct', { token: seller.token });
      expect([200, 503]).toContain(first.status);
      const mine = await request(server.url, '/api/addproduct', { token: seller.token });
      expect(mine.status, mine.body).toBe(200);
      expect(await addListing(server.url, seller)).toEqual(expect.any(String));
      expectHealthyProcess();
    });
  });

  describe('pool exhaustion', () => {
    test(`requests beyond the pool (${DB_POOL_MAX}) get a 503 within DB_CONNECT_TIMEOUT_MS, the slow ones finish, then all is well`, async () => {
      // The earlier tests' listings queue saved-search jobs, which read listings: one running now
      // would wait on the lock too and hold one of the four connections the slow requests need.
      await until(
        async () =>
          (await count(
            direct,
            `from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
          )) === 0,
        10_000,
        'the background jobs to be done',
      ).catch(async (err: Error) => {
        // Which jobs, and what the worker said about them (a job whose outcome was lost stays
        // "active" until it expires).
        const { rows } = await direct.query(
          `select name, state, retry_count, started_on from pgboss.job where state in ('created', 'retry', 'active')`,
        );
        const said = server.logs.filter((l) => /job/.test(String(l.msg))).map((l) => l.msg);
        throw new Error(`${err.message}: ${JSON.stringify({ rows, said })}`);
      });
      const lock = await lockListings();
      // Each at its own address: requests for one answer wait for one computation (decision 037),
      // and this test wants every request to need a connection of its own.
      const own = (n: string) => `${ONE_QUERY_LIST}?n=${n}`;
      const slow = Array.from({ length: DB_POOL_MAX }, (_, i) => request(server.url, own(`s${i}`)));
      await until(
        async () => (await waitingOnLock()) >= DB_POOL_MAX,
        10_000,
        'the pool to be busy with slow requests',
      );

      const excess = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => request(server.url, own(`e${i}`))),
        request(server.url, '/api/health'),
      ]);
      await lock.release();

      for (const answer of excess.slice(0, 6)) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(DB_CONNECT_TIMEOUT_MS + MARGIN_MS);
      }
      const health = excess[6]!;
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ status: 'degraded', database: { ok: false } });

      for (const answer of await Promise.all(slow)) expect(answer.status, answer.body).toBe(200);
      for (let i = 0; i < 5; i++) await listShowsTheListing();
      expectHealthyProcess();
    });
  });

  describe('a failure half-way through a multi-step write leaves nothing behind', () => {
    /**
     * Installs a trigger that makes the app's statement on `table` hang, waits until the app's
     * session is inside it, and kills that session: the failure lands between the transaction's
     * earlier writes and its commit.
     */
    async function killInside(
      table: string,
      timing: 'before update' | 'after insert',
      act: () => Promise<Answer>,
    ) {
      await direct.query(`
      create or replace function fault_hang() returns trigger language plpgsql as $$
      begin perform pg_sleep(30); return new; end $$;
      create trigger fault_hang ${timing} on ${table} for each row execute function fault_hang();`);
      try {
        const pending = act();
        await until(
          async () => (await count(direct, `${APP_SESSIONS} and wait_event = 'PgSleep'`)) >= 1,
          10_000,
          `the app's statement on ${table} to hang`,
        );
        await killAppSessions(direct, `wait_event = 'PgSleep'`);
        return await pending;
      } finally {
        await direct.query(`drop trigger fault_hang on ${table}`);
      }
    }

    test('payment: killed after the payment row and the paid booking were written, before the phone is marked sold → no payment, booking unpaid, phone unsold; the retry records it once', async () => {
      const buyer = await signUp(server.url, 'buyer');
      const phone = await addListing(server.url, seller, 180);
      const bookingId = await book(server.url, buyer, phone);
      const transactionId = await payByCard(server.url, buyer, bookingId);

      // Recording writes the payment, then the booking, then the listing (payments.repo.ts).
      const failed = await killInside('listings', 'before update', () =>
        recordPayment(server.url, buyer, bookingId, transactionId),
      );
      expectUnavailable(failed);
      expect(await count(direct, 'from payments where booking_id = $1', [bookingId])).toBe(0);
      expect(await count(direct, 'from bookings where id = $1 and is_paid', [bookingId])).toBe(0);
      expect(await count(direct, 'from listings where id = $1 and is_sold', [phone])).toBe(0);

      const retried = await recordPayment(server.url, buyer, bookingId, transactionId);
      expect(retried.status, retried.body).toBe(200);
      expect(await count(direct, 'from payments where booking_id = $1', [bookingId])).toBe(1);
      expect(await count(direct, 'from bookings where id = $1 and is_paid', [bookingId])).toBe(1);
      expect(await count(direct, 'from listings where id = $1 and is_sold', [phone])).toBe(1);
      expectHealthyProcess();
    });

    test('booking: killed inside the insert → no booking, and booking again succeeds (not "already booked")', async () => {
      const buyer = await signUp(server.url, 'buyer');
      const phone = await addListing(server.url, seller, 120);
      const failed = await killInside('bookings', 'after insert', () =>
        request(server.url, '/api/booking', {
          method: 'POST',
          token: buyer.token,
          body: bookingBody(phone),
        }),
      );
      expectUnavailable(failed);
      expect(await count(direct, 'from bookings where listing_id = $1', [phone])).toBe(0);

      expect(await book(server.url, buyer, phone)).toEqual(expect.any(String));
      expect(await count(direct, 'from bookings where listing_id = $1', [phone])).toBe(1);
      expectHealthyProcess();
    });
  });

  describe('a silent network stall (proxy stops forwarding, sockets stay open)', () => {
    test('requests fail with 503 within the time-outs instead of hanging; after the stall, the app recovers', async () => {
      const buyer = await signUp(server.url, 'buyer');
      proxy.freeze();
      const stalled = await Promise.all([
        request(server.url, LIST),
        request(server.url, LIST),
        request(server.url, '/api/bookings', { token: buyer.token }),
        request(server.url, '/api/booking', {
          method: 'POST',
          token: buyer.token,
          body: bookingBody(listingId),
        }),
        request(server.url, '/api/health'),
      ]);
      proxy.thaw();

      // An idle pooled connection: the read time-out; a new one or a busy pool: the connect one.
      const bound = readTimeoutFor(DB_TIMEOUT_MS) + MARGIN_MS;
      for (const answer of stalled.slice(0, 4)) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(bound);
      }
      expect(stalled[4]!.status).toBe(503);
      expect(stalled[4]!.json).toMatchObject({ status: 'degraded', database: { ok: false } });
      expect(stalled[4]!.ms).toBeLessThan(bound);

      await until(
        async () => (await request(server.url, '/api/health')).status === 200,
        DB_TIMEOUT_MS * 2,
        'health to report ok again',
      );
      await listShowsTheListing();
      const mine = await request(server.url, '/api/bookings', { token: buyer.token });
      expect(mine.status, mine.body).toBe(200);
      expectHealthyProcess();
    });
  });

  describe('the database stopped (pg_ctl stop -m fast) and started again', () => {
    test('requests answer 503 at once and health says degraded; once it is back, the same process serves again', async () => {
      const buyer = await signUp(server.url, 'buyer');
      await stopCluster(cluster, 'fast');
      let answers: Answer[];
      try {
        answers = await Promise.all([
          request(server.url, LIST),
          request(server.url, '/api/bookings', { token: buyer.token }),
          request(server.url, '/api/auth/sign-in', {
            method: 'POST',
            body: { email: buyer.email, password: 'whatever-it-is-1234' },
          }),
          request(server.url, '/api/health'),
        ]);
      } finally {
        await startCluster(cluster);
      }
      for (const answer of answers.slice(0, 3)) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(DB_CONNECT_TIMEOUT_MS + MARGIN_MS);
      }
      const health = answers[3]!;
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({
        status: 'degraded',
        database: { kind: 'postgres', ok: false },
      });

      await until(
        async () => (await request(server.url, '/api/health')).status === 200,
        10_000,
        'health to report ok after the restart',
      );
      await listShowsTheListing();
      const mine = await request(server.url, '/api/bookings', { token: buyer.token });
      expect(mine.status, mine.body).toBe(200);
      expectHealthyProcess();
    });
  });
});
