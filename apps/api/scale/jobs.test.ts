import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../src/db/client.ts';
import { queueMail, renderMail } from '../src/features/mail/mail.service.ts';
import { adminQuery, withDatabase } from '../src/test/global-setup.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../src/test/smtp-receiver.ts';

/**
 * Two real server processes working one job queue on one PostgreSQL database: every job runs
 * once (pg-boss takes jobs with SKIP LOCKED), and both take part. Mail is the job: a real SMTP
 * receiver counts what arrives.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_DIR = path.resolve(import.meta.dirname, '..');
const MESSAGES = 24;

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

const dbName = `rz_jobs_${crypto.randomBytes(4).toString('hex')}`;
let tmp: string;
let smtp: SmtpReceiver;
let database: Database;
let instances: Instance[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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
  const deadline = Date.now() + 30_000;
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
    if (Date.now() > deadline) throw new Error(`${name} never answered:\n${output.join('\n')}`);
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

/** Waits until `check` holds, for at most `ms`. */
async function waitUntil(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** The mail each instance's log says it sent (pino JSON lines). */
const sentBy = (instance: Instance) =>
  instance.output.filter((line) => line.includes('"msg":"mail sent"')).length;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-jobs-'));
  await adminQuery(SERVER_URL, `create database ${dbName}`);
  // Each message takes the receiver 150 ms: while one instance sends, the other takes the next.
  smtp = await startSmtpReceiver(0, { delayMs: 150 });
  instances = [await startInstance('a'), await startInstance('b')];
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
    await waitUntil(() => smtp.messages.length >= MESSAGES, 25_000);
    // A little longer: a message sent twice would arrive now.
    await new Promise((r) => setTimeout(r, 1500));

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
    await queueOne('last@example.test', 'The last one');
    // The receiver has the message and takes 150 ms to accept it: stop both instances now.
    const deadline = Date.now() + 10_000;
    while (last().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(last()).toHaveLength(1);
    expect(await Promise.all(instances.map(stop))).toEqual([0, 0]);

    // The sending instance finished the job (it marked the message sent) before it exited, so
    // the next start has nothing to send.
    const { rows } = (await database.db.execute(
      sql`select sent_at from mail_outbox where to_address = 'last@example.test'`,
    )) as unknown as { rows: { sent_at: unknown }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();
    instances = [await startInstance('c')];
    await new Promise((r) => setTimeout(r, 2000));
    expect(last()).toHaveLength(1);
  });

  test('JOBS=off serves the site and leaves the jobs to a worker (JOBS=only), which serves nothing', async () => {
    await Promise.all(instances.map(stop));
    const site = await startInstance('site', { JOBS: 'off' });
    const worker = await startInstance('worker', { JOBS: 'only' });
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
    // The receiver has a message before the worker logs it sent (150 ms later).
    await waitUntil(() => arrived().length >= 5 && sentBy(worker) >= 5, 15_000);

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
