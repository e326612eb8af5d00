import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast from 'react-hot-toast';
import { vi } from 'vitest';
import { AppToaster } from '../../components/ui/app-toaster.tsx';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/**
 * Answers the page's API calls the way the server would (the browser's fetch is the seam) and
 * records them, so that a test can check what was sent.
 */
export function serverAnswers(answer: (call: ApiCall) => Answer | Promise<Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status, body } = await answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

export function errorAnswer(status: number, message: string, field?: string): Answer {
  const error = { 400: 'Bad Request', 403: 'Forbidden', 409: 'Conflict', 503: 'Unavailable' };
  return {
    status,
    body: {
      statusCode: status,
      error: error[status as keyof typeof error] ?? 'Error',
      message,
      ...(field ? { field } : {}),
    },
  };
}

/** Renders a piece of the seller's dashboard with the app's providers and its toast area. */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  // jsdom has no matchMedia; the toast area asks it whether motion should be reduced.
  if (typeof window.matchMedia !== 'function') {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AppToaster />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

/** jsdom has <dialog> but not its modal methods. */
export function supportModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}

/** Toasts live in a module-wide store: a test must not see the previous test's toasts. */
export function resetSellerTest() {
  toast.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
}
