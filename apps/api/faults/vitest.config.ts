import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the API against a private PostgreSQL 15 cluster that the tests stop,
// stall and cut off (security.md items 24-26 and 28), and a restart on the embedded database.
// The cluster's files run one at a time (they share it, and one stops it); the embedded one runs
// beside them. With VITEST_JSON set, a JSON report is written there for CI's tally.
const jsonReport = process.env.VITEST_JSON;
const common = {
  root: import.meta.dirname,
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'faults',
          include: ['*.test.ts'],
          exclude: ['embedded-*.test.ts'],
          globalSetup: ['support/global-setup.ts'],
          fileParallelism: false,
        },
      },
      { test: { ...common, name: 'faults-embedded', include: ['embedded-*.test.ts'] } },
    ],
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    outputFile: jsonReport ? { json: path.resolve(jsonReport) } : undefined,
  },
});
