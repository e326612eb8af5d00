// As in the app, zod's configuration is set before zod loads (the fake API's schemas load it).
import '../lib/zod-config.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { polyfillBrowser } from './browser.ts';
import { fakeApi, server } from './fake-api.ts';

polyfillBrowser();

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
