import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/open.ts';
import { seedDemo } from './db/demo/seed-demo.ts';
import { START_CACHE_DIR } from './db/embedded-template.ts';
import { announcePublicChange } from './lib/public-cache.ts';
import { createLogger } from './lib/logger.ts';
import { createImageStore } from './features/images/create-image-store.ts';
import { applyAdminEmails, passwordSetter } from './app/startup.ts';
import { nameImeiDevices } from './features/imei/imei.startup.ts';
import { NOT_CONFIGURED_LOG } from './features/auth/google.ts';
import { ConfigError, loadEnv, shouldSeedDemo, type Env } from './env.ts';
import { productionWarnings } from './env-production.ts';

/** Longest graceful shutdown before the process gives up and exits 1. */
const SHUTDOWN_DEADLINE_MS = 25_000;
/** Longest wait, after the connections have closed, for writes whose clients left. */
const IN_FLIGHT_WAIT_MS = 15_000;

// Starts the server: configuration, database, migrations, demo data, HTTP, graceful shutdown.
async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Readable on a developer's terminal, JSON lines everywhere else.
  const log = await createLogger(env);
  // Each step of the start: milliseconds since launch, and of CPU time (which a busy machine does
  // not inflate). The budget is 5 s to the first answer.
  const since = () => {
    const cpu = process.cpuUsage();
    return {
      ms: Math.round(process.uptime() * 1000),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    };
  };
  log.info(since(), 'modules loaded');
  // Production with demo data or test payments (asked for by name): said at every start.
  for (const { variable, message } of productionWarnings(env)) {
    log.warn({ variable }, `NODE_ENV=production with ${variable}: ${message}`);
  }

  const database = await openDatabase(env, (err) => log.warn({ err }, 'database pool error'));
  log.info({ ...since(), database: database.kind }, 'database open');
  await database.migrate();
  log.info({ ...since(), database: database.kind }, 'database ready');

  // A worker (JOBS=only) leaves demo data and admin promotions to the site's instances.
  const worker = env.JOBS === 'only';
  if (!worker && shouldSeedDemo(env)) {
    const seed = await seedDemo({
      db: database.db,
      imagesDir: path.resolve(env.DATA_DIR, 'images'),
      // The same store as uploads: demo photos land in S3 when it is configured.
      imageStore: createImageStore(env),
      setPassword: passwordSetter(database.db, env.PASSWORD_HASH_COST),
      photoCacheDir: START_CACHE_DIR,
    });
    if (seed.seeded) {
      log.info(since(), 'demo data seeded');
      // Instances already running on this database drop their cached lists.
      await announcePublicChange(database);
    }
    printDemoAccounts(seed.accounts, seed.password);
  }

  // Listings from before "IMEI checked" named the device (migration 0029) get their device named.
  const named = worker ? 0 : await nameImeiDevices(database.db);
  if (named > 0) {
    log.info({ named }, 'IMEI devices named from the TAC list');
    await announcePublicChange(database);
  }

  const promoted = worker ? 0 : await applyAdminEmails(database.db, env.ADMIN_EMAILS);
  if (promoted > 0) log.info({ promoted }, 'ADMIN_EMAILS: accounts made admins');
  // Refused in production (env-production.ts).
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    log.warn(
      'AUTH_SECRET is not set: server instances sharing this database reject each other’s tokens',
    );
  }

  // People only see "Google sign-in is not available"; how to turn it on is for the operator.
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) log.info(NOT_CONFIGURED_LOG);

  const app = await buildApp({ env, database, logger: log, jobs: { work: env.JOBS !== 'off' } });
  let closing = false;
  // Stops listening (new connections are refused, requests on kept-alive ones get 503), lets the
  // requests in flight finish, then closes the pool. Every database wait is bounded, so this ends;
  // the deadline is a backstop that still exits before a supervisor's usual 30 s kill.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(
      { signal },
      worker
        ? 'shutting down: finishing the jobs running'
        : 'shutting down: finishing in-flight requests',
    );
    setTimeout(() => {
      log.error({ afterMs: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      // A write whose client hung up still runs after app.close(): its work ends first (bounded,
      // like every database wait), so that nothing half-done meets a closed pool.
      if (!(await app.inFlight.idle(IN_FLIGHT_WAIT_MS))) {
        log.warn({ inFlight: app.inFlight.list() }, 'writes still running; closing anyway');
      }
      log.info('requests finished; closing the database');
      await database.close();
      log.info('bye');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (worker) {
    // The same app, so that every job kind has its handler; it answers no HTTP.
    await app.ready();
    log.info(since(), 'Resale Zone job worker is running (JOBS=only)');
    return;
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  log.info(since(), `Resale Zone is running at http://${shown}:${env.PORT}`);
}

function printDemoAccounts(accounts: { email: string; accountType: string }[], password: string) {
  const lines = accounts.map((a) => `  ${a.accountType.padEnd(6)}  ${a.email}`);
  console.log(`\nDemo accounts (password for all: ${password}):\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error('Resale Zone failed to start:', err);
  process.exit(1);
});
