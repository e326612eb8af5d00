import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../src/db/client.ts';
import { queueMail, renderMail, SEND_MAIL_JOB } from '../src/shared/mail/queue-mail.ts';
import { adminQuery, withDatabase } from '../src/test/global-setup.ts';
import { startSmtpReceiver, type Received, type SmtpReceiver } from '../src/test/smtp-receiver.ts';
import { freePort } from '../src/test/ports.ts';

/**
 * Two real server processes working one job queue on one PostgreSQL database: every job runs
 * once (pg-boss takes jobs with SKIP LOCKED), and both take part. Mail is the job: a real SMTP
 * receiver counts what arrives.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_DIR = path.resolve(import.meta.dirname, '..');
const MESSAGES = 24;
/** How long a server process may take to be ready: a guard against a hang, not a target. */
const STARTUP_GUARD_MS = 60_000;

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

const dbName = `rz_jobs_${crypto.randomBytes(4).toString('hex')}`;
let tmp: string;
let smtp: SmtpReceiver;
/** Emits `message` with each message the receiver gets, as it gets it (before it answers). */
const received = new EventEmitter();
let database: Database;
let instances: Instance[] = [];

/**
 * A server process on the test database; `extra` adds variables (JOBS). A worker (JOBS=only)
 * answers no HTTP: it is ready when its log says so.
 */
async function startInstance(name: string, extra: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(tmp, `data-${name}`),
      DATABASE_URL: withDatabase(SERVER_URL, dbName),
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://resale.example',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const instance = { name, port, child, output };
  // A guard: a start takes about 10 s on a busy two-core machine.
  const deadline = Date.now() + STARTUP_GUARD_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output.join('\n')}`);
    const ok =
      extra.JOBS === 'only'
        ? output.some((line) => line.includes('job worker is running'))
        : await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
    if (ok) return instance;
    if (Date.now() > deadline) {
      throw new Error(
        `${name} was not ready within ${STARTUP_GUARD_MS / 1000} s:\n${output.join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends SIGTERM and resolves with the exit code once the process is gone. */
function stop(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode !== null) return Promise.resolve(instance.child.exitCode);
  return new Promise((resolve) => {
    instance.child.once('exit', (code) => resolve(code));
    instance.child.kill('SIGTERM');
  });
}

/** Queues one message, as a feature does inside its transaction. */
async function queueOne(to: string, subject: string) {
  await database.db.transaction((tx) =>
    queueMail(tx, {
      to,
      kind: 'scale-check',
      subject,
      ...renderMail({ heading: subject, paragraphs: ['Hello.'] }, 'https://x.test'),
    }),
  );
}

/**
 * Resolves as soon as the receiver has a message `match` accepts: the receiver answers it
 * `delayMs` (150 ms) later, so its sender is still waiting. Listens from the call on.
 */
function arrival(what: string, match: (m: Received) => boolean, ms = 15_000): Promise<Received> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: Received) => {
      if (!match(m)) return;
      clearTimeout(timer);
      received.off('message', onMessage);
      resolve(m);
    };
    const timer = setTimeout(() => {
      received.off('message', onMessage);
      reject(new Error(`${what} did not reach the SMTP receiver within ${ms} ms`));
    }, ms);
    received.on('message', onMessage);
  });
}

/** The mail jobs pg-boss has not finished: waiting, due for a retry, or running. */
async function mailJobsLeft(): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as n from pgboss.job
          where name = ${SEND_MAIL_JOB} and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

/** The states of the mail jobs of the messages to `to`. */
async function mailJobStates(to: string): Promise<string[]> {
  const { rows } = (await database.db.execute(
    sql`select j.state from pgboss.job j join mail_outbox m on j.data->>'outboxId' = m.id::text
          where j.name = ${SEND_MAIL_JOB} and m.to_address = ${to}`,
  )) as unknown as { rows: { state: string }[] };
  return rows.map((r) => r.state);
}

/**
 * Every mail job has run, and `sent` mails are in the instances' logs: what the queue had to send
 * is sent, and a message sent twice would be in the receiver by now. The deadline is a guard.
 */
async function allMailSent(instancesToCount: Instance[], sent: number, timeout = 15_000) {
  await vi.waitFor(
    async () => {
      expect(await mailJobsLeft(), 'mail jobs not yet run').toBe(0);
      const logged = instancesToCount.reduce((n, i) => n + sentBy(i), 0);
      expect(logged, '"mail sent" log lines').toBeGreaterThanOrEqual(sent);
    },
    { timeout, interval: 100 },
  );
}

/** The mail each instance's log says it sent (pino JSON lines). */
const sentBy = (instance: Instance) =>
  instance.output.filter((line) => line.includes('"msg":"mail sent"')).length;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-jobs-'));
  await adminQuery(SERVER_URL, `create database ${dbName}`);
  // Each message takes the receiver 150 ms: while one instance sends, the other takes the next.
  smtp = await startSmtpReceiver(0, { delayMs: 150 });
  // The receiver keeps what it gets in this array: each push is news.
  const push = smtp.messages.push.bind(smtp.messages);
  smtp.messages.push = (...items) => {
    const length = push(...items);
    for (const m of items) received.emit('message', m);
    return length;
  };
  // Both start at once: migrations take an advisory lock.
  instances = await Promise.all([startInstance('a'), startInstance('b')]);
  database = await openPostgres({
    url: withDatabase(SERVER_URL, dbName),
    poolMax: 2,
    timeoutMs: 10_000,
  });
});

afterAll(async () => {
  await Promise.all(instances.map(stop));
  await database?.close();
  await smtp?.close();
  await adminQuery(SERVER_URL, `drop database if exists ${dbName} with (force)`);
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL share the job queue', () => {
  test('every queued message is delivered exactly once, by one instance or the other', async () => {
    for (let i = 0; i < MESSAGES; i++) await queueOne(`person-${i}@example.test`, `Message ${i}`);
    await allMailSent(instances, MESSAGES);

    const ids = smtp.messages.map((m) => m.header('message-id'));
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(smtp.messages.map((m) => m.rcptTo[0]).sort()).toEqual(
      Array.from({ length: MESSAGES }, (_, i) => `person-${i}@example.test`).sort(),
    );
    const [a, b] = instances.map(sentBy);
    expect(a! + b!).toBe(MESSAGES);
    expect(a, 'instance a sent some').toBeGreaterThan(0);
    expect(b, 'instance b sent some').toBeGreaterThan(0);
  });

  test('SIGTERM while a message is being sent: the send finishes, and a new start sends nothing again', async () => {
    const last = () => smtp.messages.filter((m) => m.rcptTo[0] === 'last@example.test');
    const arrived = arrival('the last message', (m) => m.rcptTo[0] === 'last@example.test');
    await queueOne('last@example.test', 'The last one');
    // The receiver has the message and accepts it 150 ms later: both instances are stopped now,
    // while its sender waits for that answer.
    await arrived;
    const stopped = Promise.all(instances.map(stop));
    expect(last()).toHaveLength(1);
    expect(await stopped).toEqual([0, 0]);

    // The sending instance finished the job (it marked the message sent) before it exited, so
    // the next start has nothing to send.
    const { rows } = (await database.db.execute(
      sql`select sent_at from mail_outbox where to_address = 'last@example.test'`,
    )) as unknown as { rows: { sent_at: unknown }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(await mailJobStates('last@example.test'), 'the job of the last message').toEqual([
      'completed',
    ]);
    instances = [await startInstance('c')];
    // A message queued after the start is sent by it: its worker has been through the queue, where
    // the last one, had it been due again, came first (oldest first).
    await queueOne('after-restart@example.test', 'After the restart');
    await allMailSent(instances, 1);
    expect(smtp.messages.filter((m) => m.rcptTo[0] === 'after-restart@example.test')).toHaveLength(
      1,
    );
    expect(last()).toHaveLength(1);
  });

  test('JOBS=off serves the site and leaves the jobs to a worker (JOBS=only), which serves nothing', async () => {
    await Promise.all(instances.map(stop));
    const [site, worker] = await Promise.all([
      startInstance('site', { JOBS: 'off' }),
      startInstance('worker', { JOBS: 'only' }),
    ]);
    instances = [site, worker];

    // A sign-up on the site queues its address check; the worker sends it.
    const email = `split-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const signUp = await fetch(`http://127.0.0.1:${site.port}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Split Check',
        email,
        password: 'a long and unusual passphrase 7',
        accountType: 'buyer',
      }),
    });
    expect(signUp.status, await signUp.text()).toBe(201);
    for (let i = 0; i < 4; i++) await queueOne(`split-${i}@example.test`, `Split ${i}`);
    const arrived = () => smtp.messages.filter((m) => m.rcptTo[0]!.startsWith('split-'));
    // Every job has run and both processes' logs have each send (the receiver has a message
    // before its sender logs it sent, 150 ms later): whoever sent them is known.
    await allMailSent([site, worker], 5);

    expect(
      arrived()
        .map((m) => m.rcptTo[0])
        .sort(),
    ).toEqual([email, ...Array.from({ length: 4 }, (_, i) => `split-${i}@example.test`)].sort());
    expect(sentBy(site)).toBe(0);
    expect(sentBy(worker)).toBe(5);
    // The worker listens on no port.
    await expect(fetch(`http://127.0.0.1:${worker.port}/api/health/live`)).rejects.toThrow();
    expect(await Promise.all(instances.map(stop))).toEqual([0, 0]);
  });
});
