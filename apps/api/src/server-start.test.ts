import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The real start (`src/server.ts`, as `npm run dev` runs it) with NODE_ENV=production (issue 23,
// item 1): a careless configuration exits 1 naming the variable before anything opens; demo data
// and test payments asked for by name start, with a warning in the log.

const API_DIR = path.resolve(import.meta.dirname, '..');

interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs the server with only these variables (none of the test run's own) until it exits or its
 * output matches `until`; then it is stopped with SIGTERM.
 */
function runServer(vars: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...vars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the server with NODE_ENV=production', () => {
  let dataDir: string;
  let base: Record<string, string>;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-zone-start-'));
    base = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('refuses to start with the defaults, naming SEED_DEMO, PAYMENTS and PUBLIC_URL', async () => {
    const run = await runServer(base);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Refusing to start with NODE_ENV=production/);
    expect(run.output).toMatch(/^ {2}SEED_DEMO: demo data/m);
    expect(run.output).toMatch(/^ {2}PAYMENTS: without STRIPE_SECRET_KEY/m);
    expect(run.output).toMatch(/^ {2}PUBLIC_URL: is required/m);
    // Nothing was opened or written.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  test('refuses DATABASE_URL without AUTH_SECRET, naming AUTH_SECRET', async () => {
    const run = await runServer({
      ...base,
      // Never reached: the configuration is refused first.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PUBLIC_URL: 'https://resale.example',
      PAYMENTS: 'test',
      MAIL: 'log',
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^ {2}AUTH_SECRET: is required with DATABASE_URL/m);
    expect(run.output).not.toMatch(/^ {2}(SEED_DEMO|PAYMENTS|PUBLIC_URL|SMTP_URL):/m);
  }, 60_000);

  test('refuses to start without SMTP_URL and with MAIL unset, naming SMTP_URL', async () => {
    const run = await runServer({
      ...base,
      SEED_DEMO: '0',
      PAYMENTS: 'test',
      PUBLIC_URL: 'https://resale.example',
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^ {2}SMTP_URL: is required: .* MAIL=log/m);
    expect(run.output).not.toMatch(/^ {2}(SEED_DEMO|PAYMENTS|PUBLIC_URL):/m);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  test('starts with SEED_DEMO=1, PAYMENTS=test and MAIL=log asked for by name, and warns about each', async () => {
    const run = await runServer(
      {
        ...base,
        SEED_DEMO: '1',
        PAYMENTS: 'test',
        MAIL: 'log',
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'info',
      },
      /Resale Zone is running/,
    );
    const warnings = run.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; variable?: string; msg: string })
      .filter((entry) => entry.level === 40);
    expect(warnings.map((w) => w.variable)).toEqual(
      expect.arrayContaining(['SEED_DEMO', 'PAYMENTS', 'MAIL']),
    );
    expect(warnings.find((w) => w.variable === 'PAYMENTS')?.msg).toMatch(
      /NODE_ENV=production with PAYMENTS: test mode: no real payments/,
    );
    expect(run.output).toMatch(/Resale Zone is running/);
    // Stopped by SIGTERM: a clean shutdown.
    expect(run.code).toBe(0);
  }, 120_000);
});
