import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { openPgClient, openPgliteClient, type SqlClient } from './sql-client.ts';

/** A fresh database for one bench run, migrated by the app's own migrate. */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What to hand the real server: DATABASE_URL, or DATA_DIR (its `pglite/` folder holds the data). */
  serverEnv: Record<string, string>;
  /** The folder the server uses as DATA_DIR (auth secret, images). */
  dataDir: string;
  /** Where it lives, for the report (database name or folder). */
  location: string;
  openClient(): Promise<SqlClient>;
  /** Drops the database / removes the folder (unless kept). */
  dispose(keep: boolean): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createPostgresBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `rz_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = await openPostgres({ url, poolMax: 2, timeoutMs: 600_000 });
  await database.migrate();
  await database.close();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-bench-pg-'));
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
    dataDir,
    location: `database ${name}`,
    openClient: () => openPgClient(url),
    async dispose(keep) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keep) return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createPgliteBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-bench-pglite-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const database = await openPglite({ dataDir: pgliteDir });
  await database.migrate();
  await database.close();
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir, SEED_DEMO: '0' },
    dataDir,
    location: `folder ${dataDir}`,
    openClient: () => openPgliteClient(pgliteDir),
    async dispose(keep) {
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
