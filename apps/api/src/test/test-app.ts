import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppHooks } from '../app.ts';
import type { JobsOptions } from '../features/jobs/jobs.install.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file (a PGlite copy, or a PostgreSQL database cloned
 * from the run's template when TEST_DATABASE_URL is set) and the app built on it, in process.
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
  hooks: AppHooks = {},
  // No worker: a test runs the queue itself (`app.jobs.drain()`), so nothing races it.
  jobs: JobsOptions = { work: false },
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-test-'));
  const { database, drop } = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // Tests sign up many accounts from one address; a test about limits passes RATE_LIMIT: 'on'.
    RATE_LIMIT: 'off',
    // Thousands of sign-ups: new passwords are hashed at the tests' cost (passwords.ts), which
    // production refuses.
    PASSWORD_HASH_COST: overrides.NODE_ENV === 'production' ? 'standard' : 'test',
    ...overrides,
  });
  // Views are written when a test flushes them (`app.views.flush()`), like jobs are drained.
  const app = await buildApp({
    env,
    database,
    logger: false,
    hooks: { ...hooks, dashboard: { flushMs: 0, ...hooks.dashboard } },
    jobs,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The migrated template's files, read once per worker (its files share modules: decision 041). */
let templateDump: Promise<Blob> | null = null;

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const server = inject('postgresTemplate');
  if (!server) {
    templateDump ??= fs.readFile(inject('pgliteTemplate')!).then((bytes) => new Blob([bytes]));
    const database = await openPglite({ loadDataDir: await templateDump });
    return { database, drop: async () => {} };
  }
  const name = `rz_test_${server.runId}_${crypto.randomBytes(4).toString('hex')}`;
  await createFromTemplate(server.url, name, server.database);
  const database = await openPostgres({
    url: withDatabase(server.url, name),
    poolMax: 10,
    timeoutMs: 10_000,
  });
  return {
    database,
    drop: () =>
      adminQuery(server.url, `drop database if exists ${name} with (force)`).then(() => {}),
  };
}

async function createFromTemplate(url: string, name: string, template: string) {
  // Two files cloning the template at the same instant can collide; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `create database ${name} template ${template}`);
      return;
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** A second instance of the app on the test context's database, listening on a free port. */
export async function secondInstance(t: TestContext) {
  const other = await buildApp({
    env: t.env,
    database: t.database,
    logger: false,
    jobs: { work: false },
  });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  return { other, base };
}
