import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PORT } from './support/auth-oidc-settings.ts';
import { OTHER_CLIENT_ORIGIN } from './support/other-client-settings.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(import.meta.dirname, '../node_modules/.e2e-data');
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);
const SERVER_LOG = process.env.E2E_SERVER_LOG ? path.resolve(process.env.E2E_SERVER_LOG) : null;

/**
 * Specs that assert on the demo data as a whole (every phone of a brand counted, the same page
 * measured twice): with two workers they run last, on their own, so that no journey's new
 * listing lands between what they compare. Every other spec signs up its own accounts and lists
 * its own phones, so those run side by side.
 */
const DEMO_DATA_SPECS = ['category.spec.ts', 'home.spec.ts', 'server-rendering.spec.ts'];
/**
 * `E2E_SPECS=a.spec.ts,b.spec.ts`: only these files, in both projects (CI's PostgreSQL run). A
 * file filter on the command line would leave the teardown project's files all in.
 */
const ONLY = process.env.E2E_SPECS?.split(',').filter(Boolean);
const only = (specs: string[]) => (ONLY ? specs.filter((s) => ONLY.includes(s)) : specs);
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
/**
 * Debian's Chromium as its headless shell (Chromium's own headless build, without the browser's
 * windowing layer: what Playwright itself runs headless), else the full browser in its headless
 * mode. 62 journeys on two workers took 170 s in the shell and 220 s in the full browser; the
 * journeys are CPU-bound in the browser. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * `E2E_MOTION=reduce`: the browser asks for reduced motion (prefers-reduced-motion), as some people's
 * systems do. CI's PostgreSQL run takes the journeys that way, the embedded one with motion
 * (decision 044).
 */
const browser = {
  ...devices['Desktop Chrome'],
  ...(process.env.E2E_MOTION === 'reduce' ? { reducedMotion: 'reduce' as const } : {}),
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The compositor's GPU thread in the browser process instead of a process of its own: 7 %
      // less CPU over five page loads (median of five rounds, 498 against 535 ticks, 2026-11-29).
      '--in-process-gpu',
    ],
  },
};

/**
 * Journeys run against the real server (built SPA + API, one origin) on a fresh embedded database
 * with demo data, in Debian's Chromium. `E2E_DATABASE_URL` runs them on PostgreSQL instead.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
  // One retry on CI, the runner's standard setting: a journey that passes only on its retry is
  // reported as flaky, by name, by CI's tally (.ci/tally.mjs), and is a defect to fix.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // One report per database, so that CI's tally counts both runs.
  reporter: process.env.CI
    ? [
        ['list'],
        ['json', { outputFile: `../test-results/e2e${onPostgres ? '-postgres' : ''}.json` }],
      ]
    : 'list',
  // The PostgreSQL run keeps its failures' traces apart (CI runs both, one after the other).
  ...(onPostgres ? { outputDir: 'test-results/postgres' } : {}),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace recorded for every journey cost a third of their time (40 journeys on two workers:
    // 297 s with, 185 and 194 s without). CI keeps only its log, so there it records none; a local
    // run keeps the traces of its failures.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One worker: a single project in file order. More: the journeys first, then the demo-data
  // specs on their own. They are the journeys' "teardown" project: Playwright runs it once the
  // journeys have ended, failed or not (a dependency would be skipped after a failure).
  projects:
    WORKERS > 1
      ? [
          {
            name: 'chromium',
            use: browser,
            ...(ONLY ? { testMatch: only(ONLY) } : {}),
            testIgnore: DEMO_DATA_SPECS,
            teardown: 'demo-data',
          },
          // Their tests only read, so they split across the workers by test, not by file: by
          // file, server-rendering.spec.ts ran on one worker for 24 s after the other had ended.
          {
            name: 'demo-data',
            use: browser,
            testMatch: only(DEMO_DATA_SPECS),
            fullyParallel: true,
          },
        ]
      : [{ name: 'chromium', use: browser, ...(ONLY ? { testMatch: ONLY } : {}) }],
  webServer: [
    // A local OpenID provider stands in for Google (e2e/tests/auth.spec.ts signs in through it).
    {
      command: 'node --import tsx support/auth-oidc-provider.mjs',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { E2E_PORT: String(PORT), E2E_OIDC_PORT: String(OIDC_PORT) },
    },
    {
      // The compiled server, as `npm start` runs it (`npm run build` makes it).
      // `E2E_SERVER_LOG=file` (absolute, or from the e2e folder): the server's log, every
      // request at level info, goes to that file; CI then checks that no line holds a live token
      // (scripts/check-logs-for-tokens.mjs).
      command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/api/dist/server.js${
        SERVER_LOG ? ` > ${SERVER_LOG}` : ''
      }`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: SERVER_LOG ? 'info' : 'warn',
        RATE_LIMIT: 'off',
        // The journeys sign up hundreds of accounts: hashed at the tests' cost (passwords.ts).
        PASSWORD_HASH_COST: 'test',
        ADMIN_EMAILS: 'admin@resale.zone',
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        // The other web client of tests/other-clients.spec.ts.
        CORS_ORIGINS: OTHER_CLIENT_ORIGIN,
        ...(onPostgres ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
