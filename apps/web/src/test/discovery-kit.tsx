import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import toast from 'react-hot-toast';
import { vi } from 'vitest';
import type { AccountType, AuthUser } from '@resale-zone/contract/users';
import { AppToaster } from '../components/ui/app-toaster.tsx';
import { AuthProvider } from '../features/auth/auth-context.tsx';

/** One request the page sent, as the server saw it. */
export interface Sent {
  method: string;
  /** Path and query, e.g. `/api/search?q=iphone`. */
  url: string;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Stands in for the server at the network edge (the browser's fetch): the identity calls answer
 * for `as` (signed out when null), everything else goes to `answer`; an unscripted request fails
 * the test. Every request is kept for the test to read.
 */
export function fakeServer(
  as: AccountType | null,
  answer: (method: string, url: string) => Answer | undefined,
) {
  const user: AuthUser | null = as && {
    uid: 'u1',
    displayName: 'Bianca Buyer',
    email: 'bianca@resale.zone',
    photoURL: null,
  };
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      sent.push({ method, url });
      const found: Answer | undefined =
        url === '/api/auth/session'
          ? { body: { user } }
          : url.startsWith('/api/jwt')
            ? { body: { accessToken: 'x.e30.y' } }
            : url.startsWith('/api/users/seller/')
              ? { body: { isSeller: as === 'seller' } }
              : url.startsWith('/api/users/admin/')
                ? { body: { isAdmin: as === 'admin' } }
                : answer(method, url);
      if (!found) throw new Error(`No answer scripted for ${method} ${url}`);
      return new Response(found.body === undefined ? null : JSON.stringify(found.body), {
        status: found.status ?? 200,
        headers: { 'content-type': 'application/json', ...found.headers },
      });
    }),
  );
  return sent;
}

export const notFound = (message = 'Not found'): Answer => ({
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message },
});

/** Shows where the app is, for tests of navigation. */
export function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current URL">{pathname + search}</output>;
}

/**
 * Renders routes of the app with its providers (query client without retries, identity, toasts)
 * starting at `path`, with `page` on `route`; any other path shows only the location.
 */
export function renderApp(page: ReactNode, { path, route }: { path: string; route: string }) {
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
      { path: route, element: <Frame>{page}</Frame> },
      { path: '*', element: <Frame>{null}</Frame> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <AppToaster />
      <WhereAmI />
      {children}
    </>
  );
}

/** Toasts live in a module-wide store: a test must not see the previous test's toasts. */
export function resetApp() {
  toast.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
}
