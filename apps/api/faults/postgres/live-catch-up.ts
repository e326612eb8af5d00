import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openLive } from '../../src/test/live-client.ts';
import { signUp } from '../support/actors.ts';
import { connect, createDatabase, until } from '../support/database.ts';
import { ServerProcess } from '../support/server-process.ts';

// The live channel (decision 026) when the server's LISTEN connection is killed: open streams
// stay open, and what was written while the server was not listening reaches them once it is back.

const cluster = inject('cluster');
let direct: pg.Client;
let server: ServerProcess;
let dataDir: string;

describe('the live channel loses its LISTEN connection', () => {
  beforeAll(async () => {
    const url = await createDatabase(cluster, 'rz_faults_live');
    direct = await connect(url);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rz-faults-live-'));
    server = await ServerProcess.start({ DATABASE_URL: url, DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await direct?.end().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  test('an event whose NOTIFY was missed is sent to the open stream after the listener reconnects', async () => {
    const buyer = await signUp(server.url, 'buyer');
    const stream = openLive(server.url, { authorization: `Bearer ${buyer.token}` });
    try {
      await stream.waitFor((e) => e.type === 'ready');
      // An event recorded with no NOTIFY reaching this server: as if sent while it was not
      // listening. While the listener is up, nothing would ever send it.
      await direct.query(
        `insert into live_events (user_id, type, ref_id) values ($1, 'notification', 'sent-in-the-gap')`,
        [buyer.id],
      );
      const { rows } = await direct.query<{ n: string }>(
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
          where application_name = 'resale-zone-listener resale_zone_live' and datname = current_database()`,
      );
      expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(1);
      const got = await stream.waitFor((e) => e.refId === 'sent-in-the-gap', 15_000);
      expect(got.type).toBe('notification');
      // The stream itself never dropped: the catch-up came down the same connection.
      expect(stream.opened()).toBe(1);
      await until(
        () => server.logs.some((l) => String(l.msg).startsWith('live: LISTEN connection lost')),
        5000,
        'the lost listener to be logged',
      );
    } finally {
      stream.close();
    }
  });
});
