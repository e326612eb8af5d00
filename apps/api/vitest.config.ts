import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share their worker's modules (decision 041): each file builds its own app on its
    // own database copy, and nothing in the app keeps state in a module. Importing the app once
    // per worker instead of once per file took the suite from 219 s to 136 s on two cores.
    isolate: false,
  },
});
