import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { SqlExecutor } from './enqueue.ts';

/** One kind of background job: its queue's name and the work, which must be idempotent. */
export interface JobDefinition {
  name: string;
  handler(data: unknown): Promise<void>;
}

export interface JobQueue {
  /** Adds a kind of job; its queue (retries, expiry) is created by its migration. */
  define(job: JobDefinition): void;
  /** Starts pg-boss (upgrades its schema if needed) and, when `work` is set, the workers. */
  start(options: { work: boolean }): Promise<void>;
  /**
   * Runs every job that is due until none is left, in this process, and resolves with how many
   * ran. Tests use it instead of waiting for a worker.
   */
  drain(): Promise<number>;
  /** Gives a failed job one more attempt, due now; resolves with how many jobs changed (0 or 1). */
  retry(name: string, id: string): Promise<number>;
  /** Stops taking jobs, lets the ones running finish, and stops pg-boss's maintenance. */
  stop(): Promise<void>;
}

/** A failed job stays visible (and retryable) this long before pg-boss archives it. */
const KEEP_FAILED_SECONDS = 30 * 24 * 60 * 60;

/** Jobs a worker takes at once (one fetch and one completion for all of them). */
const BATCH_SIZE = 4;

/** Tries at recording a job's outcome, and the wait before the second (doubled for the third). */
const RECORD_ATTEMPTS = 3;
const RECORD_RETRY_MS = 250;

/** A worker with nothing to do looks for work this often. */
const DEFAULT_POLL_MS = 1000;

/**
 * pg-boss on this app's own connection: the pool on PostgreSQL, the one embedded client on PGlite.
 * Scripts without values (pg-boss's schema upgrades, maintenance) need the simple protocol, which
 * PGlite offers as `exec`.
 */
export function databaseExecutor(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return lite.query(text, values);
        const results = await lite.exec(text);
        // Like node-postgres: one result for one statement, an array for a script.
        return (results.length === 1 ? results[0] : results) as unknown as { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: { pollMs?: number } = {},
): JobQueue {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const jobs = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  let stopping = false;
  let working = false;
  const loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();

  const theBoss = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  /**
   * Takes up to BATCH_SIZE due jobs at once (SKIP LOCKED: no other worker gets them), runs them one
   * after the other, and marks the ones that ran in one statement: under a stream of writes a job
   * costs its handler's statements, not two more of its own. One at a time, a queue's worker holds
   * at most one pooled connection, as the requests need the rest. Resolves with how many were
   * taken (0: none due).
   */
  async function runBatch(job: JobDefinition): Promise<number> {
    const b = theBoss();
    const taken = await b.fetch(job.name, { batchSize: BATCH_SIZE });
    if (taken.length === 0) return 0;
    const done: string[] = [];
    for (const { id, data } of taken) {
      try {
        await job.handler(data);
        done.push(id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ job: job.name, jobId: id, err }, 'job failed; it will be retried if it can');
        // Unrecorded (the database gone), the job runs again once it expires.
        await record(() => b.fail(job.name, id, { message: message.slice(0, 2000) })).catch(
          (failErr: unknown) =>
            log.warn({ job: job.name, jobId: id, err: failErr }, 'could not record a failed job'),
        );
      }
    }
    // Lost here (a crash, the database gone), the jobs run again once they expire: handlers are
    // idempotent (security.md 37).
    if (done.length > 0) await record(() => b.complete(job.name, done));
    return taken.length;
  }

  /**
   * Records a job's outcome, trying again on a failure: when the database's sessions were cut
   * (a failover, an operator's kill), the pool may hand out one more dead connection before it has
   * dropped them all, and an outcome lost there leaves the job "active" until it expires
   * (minutes), though it ran.
   */
  async function record(write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return;
      } catch (err) {
        if (attempt >= RECORD_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, RECORD_RETRY_MS * attempt));
      }
    }
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, pollMs);
      wakers.add(wake);
    });

  async function workLoop(job: JobDefinition) {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await runBatch(job);
      } catch (err) {
        log.warn({ job: job.name, err }, 'job queue unreachable; trying again shortly');
      }
      if (!ran && !stopping) await pause();
    }
  }

  return {
    define(job) {
      const isNew = !jobs.has(job.name);
      jobs.set(job.name, job);
      // Features installed after the queue started (identity, inside the API scope) get a worker too.
      if (isNew && working && !stopping) loops.push(workLoop(job));
    },

    async start({ work }) {
      boss = new PgBoss({
        db: databaseExecutor(database),
        // Maintenance (expiring stuck jobs, archiving) only where jobs are worked.
        supervise: work,
        schedule: false,
        archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
      });
      boss.on('error', (err) => log.warn({ err }, 'job queue maintenance failed'));
      await boss.start();
      if (!work) return;
      working = true;
      for (const job of jobs.values()) loops.push(workLoop(job));
      log.debug({ jobs: [...jobs.keys()] }, 'job workers started');
    },

    async drain() {
      let total = 0;
      for (;;) {
        let ran = 0;
        for (const job of jobs.values()) {
          for (let n = await runBatch(job); n > 0; n = await runBatch(job)) ran += n;
        }
        if (ran === 0) return total;
        total += ran;
      }
    },

    retry: async (name, id) => {
      const result = (await theBoss().retry(name, id)) as unknown as { affected?: number };
      return Number(result?.affected ?? 0);
    },

    async stop() {
      stopping = true;
      for (const wake of [...wakers]) wake();
      // The batch each worker is running finishes; no new one is taken.
      await Promise.all(loops);
      await boss?.stop({ graceful: false, close: false, wait: true });
    },
  };
}
