import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openPostgres, readTimeoutFor, type Database } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/lib/error-handler.ts';
import { createDatabase } from '../support/database.ts';
import { StallProxy } from '../support/stall-proxy.ts';

// Connections that go silent for good (a peer gone after a fail-over, a dropped NAT entry) while
// the database itself is fine: the pool must give up on them and open new ones. Driven on the
// app's Database directly, with one connection and very short time-outs, so that a connection
// wrongly kept would be the one the next transaction gets.
const DB_TIMEOUT_MS = 300;

const cluster = inject('cluster');
let proxy: StallProxy;
let database: Database;

describe('connections lost for good', () => {
  beforeAll(async () => {
    const url = await createDatabase(cluster, 'rz_faults_lost');
    proxy = await StallProxy.start({ host: '127.0.0.1', port: cluster.port });
    database = await openPostgres({
      url: proxy.url(url),
      poolMax: 1,
      timeoutMs: DB_TIMEOUT_MS,
      connectTimeoutMs: 2000,
    });
  });

  afterAll(async () => {
    await database?.close();
    await proxy?.close();
  });

  const transaction = () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return 'committed';
    });

  async function failure(work: () => Promise<unknown>) {
    const started = performance.now();
    const err = await work().then(
      () => null,
      (e: unknown) => e,
    );
    return { err, ms: performance.now() - started };
  }

  test('a transaction on a connection lost for good fails within the read time-out, gives the connection back, and the next one gets a new connection', async () => {
    expect(await transaction()).toBe('committed');
    proxy.loseAll();

    const { err, ms } = await failure(transaction);
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(true);
    // One read time-out; the rollback is not sent down the dead connection to wait again.
    expect(ms).toBeLessThan(readTimeoutFor(DB_TIMEOUT_MS) + 500);

    for (let i = 0; i < 3; i++) expect(await transaction()).toBe('committed');
  });

  test('a plain query on a connection lost for good fails once, then queries work', async () => {
    await database.ping();
    proxy.loseAll();
    const { err } = await failure(() => database.ping());
    expect(isDatabaseUnavailable(err)).toBe(true);
    await database.ping();
    await database.ping();
  });

  test('closing the pool (as a shutdown does) while its connections are lost for good ends within the connect time-out', async () => {
    const other = await openPostgres({
      url: proxy.url(cluster.url),
      poolMax: 2,
      timeoutMs: 5000,
      connectTimeoutMs: 500,
    });
    await Promise.all([other.ping(), other.ping()]);
    proxy.loseAll();
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(500 + 1500);
  });
});
