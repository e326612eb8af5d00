import pg from 'pg';
import { clusterUrl, type Cluster } from './cluster.ts';

/** A new, empty database on the private cluster; the server migrates it at start. */
export async function createDatabase(cluster: Cluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return clusterUrl(cluster.port, name);
}

/** A direct connection (never through the proxy) for locks, kills and checking rows. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'fault-suite' });
  // The suite stops the cluster under this client; that is expected, not a crash.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** The app's sessions on this database (its pool sets application_name). */
export const APP_SESSIONS = `from pg_stat_activity where application_name = 'resale-zone' and datname = current_database()`;

/**
 * Terminates the app's sessions that match `condition` and waits (up to 5 s) until their server
 * processes have ended, as after a failover; answers how many. Without the wait, the next request
 * could still reach a process that is about to end.
 */
export async function killAppSessions(client: pg.Client, condition = 'true'): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(pg_terminate_backend(pid, 5000)) as n from (select pid ${APP_SESSIONS} and ${condition}) s`,
  );
  return Number(rows[0]!.n);
}

export async function count(client: pg.Client, sql: string, params: unknown[] = []) {
  const { rows } = await client.query<{ n: string }>(`select count(*) as n ${sql}`, params);
  return Number(rows[0]!.n);
}

/** Polls `check` until it holds; throws after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
