import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A guard against a hung test, not a speed target: a test that types into several fields
    // takes 3-5 s in jsdom on a busy two-core machine, past the default 5 s (CI failed on it).
    testTimeout: 15_000,
    // Test files share their worker's modules and jsdom (decision 041); src/test/setup.ts resets
    // what a test can leave behind (DOM, fake API, toasts, storage, stubs) after every test.
    // 106 s isolated, 28 s shared, on two cores.
    isolate: false,
  },
});
