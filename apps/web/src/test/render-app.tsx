import { isValidElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type Location,
  type RouteObject,
} from 'react-router';
import type { AccountType, AuthUser } from '@resale-zone/contract/users';
import { AppToaster } from '../components/ui/app-toaster.tsx';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { fakeApi } from './fake-api.ts';

export interface RenderAppOptions {
  /** Where the app starts (default `/`). */
  path?: string;
  /** The history the app starts in, the last entry current, e.g. one with state (instead of `path`). */
  history?: InitialEntry[];
  /** The route pattern `ui` is on (default: every path). */
  route?: string;
  /** Other pages to land on, e.g. `{ '/singin': <h1>Sign in</h1> }`. */
  pages?: Record<string, ReactNode>;
  /**
   * Wraps the identity provider with this visitor signed in (null: signed out). Left out, the
   * tree has no identity provider and sends no identity calls.
   */
  as?: AccountType | null;
  /** Details of the signed-in user beyond the test user's. */
  user?: Partial<AuthUser>;
  /** Shows the current URL in an `<output>` named "Current URL" (for tests of navigation). */
  showLocation?: boolean;
}

/** Shows where the app is, for tests of navigation. */
export function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current URL">{pathname + search}</output>;
}

/**
 * Renders `ui` (or a route table, for layouts and guards) with the app's providers: a fresh query client (no retries), optionally the
 * identity provider, a memory router at `path` and the toast area. The network is the fake API
 * (`fakeApi`); `location()` reads where the router is now.
 */
export function renderApp(ui: ReactNode | RouteObject[], options: RenderAppOptions = {}) {
  const { path = '/', history, route = '*', pages = {}, as, user, showLocation = false } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const frame = (children: ReactNode) => (
    <>
      <AppToaster />
      {showLocation && <WhereAmI />}
      {children}
    </>
  );
  const routes: RouteObject[] = isRouteTable(ui)
    ? [{ element: frame(<Outlet />), children: ui }]
    : [
        { path: route, element: frame(ui) },
        ...Object.entries(pages).map(([pagePath, page]) => ({
          path: pagePath,
          element: frame(page),
        })),
        ...(route === '*' ? [] : [{ path: '*', element: frame(null) }]),
      ];
  const entries = history ?? [path];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  let tree = <RouterProvider router={router} />;
  if (as !== undefined) {
    fakeApi.signIn(as, user);
    tree = <AuthProvider>{tree}</AuthProvider>;
  }
  const rendered = render(<QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>);
  return {
    ...rendered,
    router,
    queryClient,
    location: (): Location => router.state.location,
  };
}

const isRouteTable = (ui: ReactNode | RouteObject[]): ui is RouteObject[] =>
  Array.isArray(ui) && ui.every((r) => typeof r === 'object' && r !== null && !isValidElement(r));
