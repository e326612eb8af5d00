import { defineConfig } from 'vitest/config';

// `npm run test:scale`: two real server processes on one PostgreSQL (TEST_DATABASE_URL, default
// the local server) and one s3rver bucket. Not part of `npm test`: it needs a PostgreSQL server.
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
