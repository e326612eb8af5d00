import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** PostgreSQL 15's server tools (Debian's layout); PG_BIN overrides. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The private cluster's port (never the shared server's 5432). */
export const CLUSTER_PORT = Number(process.env.FAULTS_PG_PORT ?? 55432);

export interface Cluster {
  /** Temp folder: data, socket and log. */
  dir: string;
  port: number;
  /** Superuser URL of its `postgres` database. */
  url: string;
}

/** initdb and pg_ctl refuse to run as root: as root, run them as the `postgres` user. */
async function asOwner(tool: string, args: string[]) {
  const file = path.join(BIN, tool);
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export function clusterUrl(port: number, database = 'postgres') {
  return `postgres://postgres@127.0.0.1:${port}/${database}`;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const TEMP_PREFIX = 'rz-faults-cluster-';

/** Stops and removes clusters an interrupted run left behind (their temp folders say so). */
async function removeLeftovers() {
  const tmp = os.tmpdir();
  for (const name of await fs.readdir(tmp)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(tmp, name);
    const pidFile = await fs
      .readFile(path.join(dir, 'data', 'postmaster.pid'), 'utf8')
      .catch(() => null);
    // Line 4 of postmaster.pid is the port.
    if (pidFile?.split('\n')[3]?.trim() !== String(CLUSTER_PORT)) continue;
    await removeCluster({ dir, port: CLUSTER_PORT, url: clusterUrl(CLUSTER_PORT) });
  }
}

/** A fresh cluster in a temp folder, started on CLUSTER_PORT. */
export async function createCluster(): Promise<Cluster> {
  if (!(await portIsFree(CLUSTER_PORT))) await removeLeftovers();
  if (!(await portIsFree(CLUSTER_PORT))) {
    throw new Error(
      `port ${CLUSTER_PORT} is busy: a cluster left over from an earlier run? ` +
        `(find it with: ps aux | grep ${CLUSTER_PORT})`,
    );
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), TEMP_PREFIX));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await fs.chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await asOwner('initdb', [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const cluster = { dir, port: CLUSTER_PORT, url: clusterUrl(CLUSTER_PORT) };
  await startCluster(cluster);
  return cluster;
}

export async function startCluster(cluster: Cluster) {
  const options = [
    `-p ${cluster.port}`,
    `-k ${cluster.dir}`,
    '-c listen_addresses=127.0.0.1',
    // Speed over durability: the tests never crash the machine, only the server.
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
  ].join(' ');
  await asOwner('pg_ctl', [
    '-D',
    path.join(cluster.dir, 'data'),
    '-o',
    options,
    '-l',
    path.join(cluster.dir, 'server.log'),
    '-w',
    '-t',
    '30',
    'start',
  ]);
}

/** `fast` ends every session at once (what an operator's restart does); `immediate` crashes. */
export async function stopCluster(cluster: Cluster, mode: 'fast' | 'immediate' = 'fast') {
  await asOwner('pg_ctl', ['-D', path.join(cluster.dir, 'data'), '-m', mode, '-w', 'stop']);
}

export async function removeCluster(cluster: Cluster) {
  await stopCluster(cluster, 'immediate').catch(() => {});
  await fs.rm(cluster.dir, { recursive: true, force: true });
}
