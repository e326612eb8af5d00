import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PORT } from './support/auth-oidc-settings.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(import.meta.dirname, '../node_modules/.e2e-data');

/**
 * Journeys run against the real server (built SPA + API, one origin) on a fresh embedded database
 * with demo data, in Debian's Chromium. `E2E_DATABASE_URL` runs them on PostgreSQL instead.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
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
      command: `rm -rf ${dataDir} && node --import tsx ../apps/api/src/server.ts`,
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
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
        ADMIN_EMAILS: 'admin@resale.zone',
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
