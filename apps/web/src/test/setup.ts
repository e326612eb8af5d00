// As in the app, zod's configuration is set before zod loads (the fake API's schemas load it).
import '../lib/zod-config.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { polyfillBrowser } from './browser.ts';
import { fakeApi, server } from './fake-api.ts';

polyfillBrowser();

// `waitFor` and `findBy…` wait on a condition; their deadline is only a guard against a hang. The
// library's 1 s default is a clock that a two-core machine running the API suite beside crosses:
// CI once failed a brand list that was still loading at 1 s. The test time-out (15 s) stays the
// bound of a whole test.
configure({ asyncUtilTimeout: 10_000 });

// A request no handler answers fails the test that sent it, naming the request.
let unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  fakeApi.reset();
  // Toasts live in a module-wide store: a test must not see the previous test's toasts.
  toast.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
  const missed = unhandled;
  unhandled = [];
  if (missed.length) throw new Error(`No fake API handler for: ${missed.join(', ')}`);
});
afterAll(() => server.close());
