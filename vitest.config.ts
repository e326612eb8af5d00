import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects. `npm test` runs them all (contract, web, api on PGlite);
// `npm run test:api` runs the API suite alone, on PostgreSQL when TEST_DATABASE_URL is set.
// Under CI a JSON report is written beside the console output so that .ci/run can count tests.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // A test file per core. Vitest's default leaves one core out (one worker on a two-core
    // machine), but the API files spend much of their time waiting on their database: on two
    // cores `npm test` took 361 s with two workers and 540 s with one.
    maxWorkers: os.availableParallelism(),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/vitest.json' },
  },
});
