import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the API against a private PostgreSQL 15 cluster that the tests stop,
// stall and cut off (security.md items 24-26 and 28), and a restart on the embedded database.
// Two files that run side by side: `postgres.test.ts` (its parts in order, on the cluster) and
// `embedded-restart.test.ts`. With VITEST_JSON set, a JSON report is written there for CI's tally.
const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    // Even on two cores: the PostgreSQL file mostly waits on time-outs while the embedded restart
    // spends CPU starting PGlite.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    outputFile: jsonReport ? { json: path.resolve(jsonReport) } : undefined,
  },
});
