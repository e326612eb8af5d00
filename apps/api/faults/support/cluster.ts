import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/test/ports.ts';

const run = promisify(execFile);

/** PostgreSQL 15's server tools (Debian's layout); PG_BIN overrides. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

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

const TEMP_PREFIX = 'rz-faults-cluster-';

/** The file in a cluster's temp folder that names the process of the run that made it. */
const OWNER_FILE = 'owner.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops and removes the clusters that interrupted runs left behind (their temp folders say so, and
 * the run that made them has ended), so that they hold neither memory nor connections while this
 * run measures time-outs. Another run's live cluster is left alone.
 */
async function removeLeftovers() {
  const tmp = os.tmpdir();
  for (const name of await fs.readdir(tmp)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(tmp, name);
    const owner = Number(await fs.readFile(path.join(dir, OWNER_FILE), 'utf8').catch(() => 0));
    if (owner && isAlive(owner)) continue;
    const pidFile = await fs
      .readFile(path.join(dir, 'data', 'postmaster.pid'), 'utf8')
      .catch(() => null);
    // Line 4 of postmaster.pid is the port.
    const port = Number(pidFile?.split('\n')[3]?.trim() ?? 0);
    await removeCluster({ dir, port, url: clusterUrl(port) });
  }
}

/** A fresh cluster in a temp folder, started on a free port (never the shared server's 5432). */
export async function createCluster(): Promise<Cluster> {
  await removeLeftovers();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), TEMP_PREFIX));
  await fs.writeFile(path.join(dir, OWNER_FILE), String(process.pid));
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
  const port = await freePort();
  const cluster = { dir, port, url: clusterUrl(port) };
  await startCluster(cluster);
  return cluster;
}

/** Starts the cluster and waits until it accepts connections; a failure carries its log. */
export async function startCluster(cluster: Cluster) {
  try {
    await pgCtlStart(cluster);
  } catch (err) {
    const log = await fs.readFile(path.join(cluster.dir, 'server.log'), 'utf8').catch(() => '');
    throw new Error(`PostgreSQL did not start on port ${cluster.port}:\n${log.slice(-2000)}`, {
      cause: err,
    });
  }
}

async function pgCtlStart(cluster: Cluster) {
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
