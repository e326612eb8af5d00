import { defineConfig } from 'vitest/config';

// `npm run test:scale`: two real server processes on one PostgreSQL (TEST_DATABASE_URL, default
// the local server) and one s3rver bucket. Not part of `npm test`: it needs a PostgreSQL server.
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    // Guards against a hang, not speed targets: a test or hook here may start server processes,
    // which take about 10 s each on a busy two-core machine (waits inside have their own guards,
    // shorter, whose errors say what did not happen).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
