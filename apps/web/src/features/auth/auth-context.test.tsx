import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppToaster } from '../../components/ui/app-toaster.tsx';
import { NavbarAccount } from '../../components/layout/navbar-account.tsx';
import { AuthProvider } from './auth-context.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RoleGate } from './role-gate.tsx';

const SELLER = { uid: 'u-1', displayName: 'Sam Seller', email: 'sam@example.test', photoURL: null };
const token = `h.${btoa(JSON.stringify({ sub: 'u-1' })).replace(/=+$/, '')}.sig`;

/** The server at the network edge: a signed-in seller's session, token and role answers. */
function stubServer(session: typeof SELLER | null) {
  let current = session;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/api/auth/session') return json({ user: current });
    if (path === '/api/auth/sign-out') {
      current = null;
      return json({ user: null });
    }
    if (path.startsWith('/api/jwt')) return json({ accessToken: token });
    if (path.startsWith('/api/users/seller/')) return json({ isSeller: true });
    if (path.startsWith('/api/users/admin/')) return json({ isAdmin: false });
    return json({ statusCode: 404, error: 'Not Found', message: 'nope' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavbarAccount />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/singin', element: <p>Sign-in page</p> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/deshboard', element: <p>Welcome</p> },
              {
                element: <RoleGate allow={['buyer']} />,
                children: [{ path: '/deshboard/booking', element: <p>Bookings</p> }],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppToaster />
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  // jsdom lacks matchMedia, which the toaster asks about reduced motion.
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('signed in', () => {
  test('a page of another role says it is not for this account', async () => {
    stubServer(SELLER);
    renderApp('/deshboard/booking');
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as a seller/)).toBeInTheDocument();
    expect(screen.queryByText('Bookings')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe(token));
  });

  test("'Sing out' ends the session, removes the token and toasts the spec's words", async () => {
    const calls = stubServer(SELLER);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sing out' }));
    expect(await screen.findByText('Sing out Successfully')).toBeInTheDocument();
    expect(calls).toContain('POST /api/auth/sign-out');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/singin');
  });

  test('signing out on a signed-in-only page goes home, not to /singin', async () => {
    stubServer(SELLER);
    renderApp('/deshboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sing out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  });
});

describe('signed out', () => {
  test('a signed-in page sends the visitor to /singin', async () => {
    stubServer(null);
    renderApp('/deshboard/booking');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
