import { defineConfig } from 'vitest/config';

// One runner, three projects. `npm test` runs them all (contract, web, api on PGlite);
// `npm run test:api` runs the API suite alone, on PostgreSQL when TEST_DATABASE_URL is set.
// Under CI a JSON report is written beside the console output so that .ci/run can count tests.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/vitest.json' },
  },
});
