import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, test } from 'vitest';
import { NavbarAccount } from '../../layouts/navbar-account.tsx';
import { useQuery } from '@tanstack/react-query';
import {
  accessTokenFor,
  answer,
  fakeApi,
  heldAnswer,
  later,
  refusal,
} from '../../test/fake-api.ts';
import { fetchRole, sessionQuery } from './auth.api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RoleGate } from './role-gate.tsx';

const SELLER = { uid: 'u-1', displayName: 'Sam Seller', email: 'sam@example.test' };
const token = accessTokenFor('u-1');

/**
 * The app's guards under the navbar's account menu, at `path`, for `as` (null: signed out);
 * `dashboard` is what /deshboard shows.
 */
function openAt(path: string, as: 'seller' | null, dashboard: ReactNode = <p>Welcome</p>) {
  const { queryClient } = renderApp(
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
              { path: '/deshboard', element: dashboard },
              {
                element: <RoleGate allow={['buyer']} />,
                children: [{ path: '/deshboard/booking', element: <p>Bookings</p> }],
              },
            ],
          },
        ],
      },
    ],
    { path, as, user: SELLER },
  );
  return { sent: fakeApi.sent(), queryClient };
}

describe('signed in', () => {
  test('a page of another role says it is not for this account', async () => {
    openAt('/deshboard/booking', 'seller');
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as a seller/)).toBeInTheDocument();
    expect(screen.queryByText('Bookings')).not.toBeInTheDocument();
    // The tab says so too (the page, mounted hidden while the role was checked, set its own).
    await waitFor(() => expect(document.title).toBe('Not for your account - Resale Zone'));
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe(token));
  });

  test("'Sing out' ends the session, removes the token and toasts the spec's words", async () => {
    const { sent } = openAt('/', 'seller');
    await userEvent.click(await screen.findByRole('button', { name: 'Sing out' }));
    expect(await screen.findByText('Sing out Successfully')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', url: '/api/auth/sign-out' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/singin');
  });

  test('signing out on a signed-in-only page goes home, not to /singin', async () => {
    openAt('/deshboard', 'seller');
    await userEvent.click(await screen.findByRole('button', { name: 'Sing out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  });
});

test('a role-gated page asks for its data while the role is checked, and shows once allowed', async () => {
  const role = heldAnswer('GET /users/seller/:email', { isSeller: false });
  fakeApi.use(role.handler);
  function Bookings() {
    // Any page query; the fake's answer for another endpoint would do as well.
    const { data } = useQuery({
      queryKey: ['page-data'],
      queryFn: () => fetch('/api/payments/config').then((r) => r.json() as Promise<object>),
    });
    return <h1>{data ? 'Bookings' : 'Loading bookings'}</h1>;
  }
  renderApp(
    [
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RoleGate allow={['buyer']} />,
            children: [{ path: '/deshboard/booking', element: <Bookings /> }],
          },
        ],
      },
    ],
    { path: '/deshboard/booking', as: 'buyer', user: SELLER },
  );
  expect(await screen.findByText('Checking your account…')).toBeVisible();
  // The page's data came while the role was still on its way, and the page stayed hidden.
  await waitFor(() => expect(fakeApi.sent().map((c) => c.url)).toContain('/api/payments/config'));
  expect(await screen.findByRole('heading', { name: 'Bookings', hidden: true })).not.toBeVisible();
  role.release();
  expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeVisible();
  expect(screen.queryByText('Checking your account…')).not.toBeInTheDocument();
});

test('a call refused while signing out does not send the person to /singin first (widened window)', async () => {
  // The server ends the session before its answer to the sign-out arrives, and until home is on
  // screen. A call in that window (the live stream reconnecting, a page's query) is refused, and
  // renewing the token is refused too: the person must still end up home, told so.
  const signOutAnswer = later();
  let sessionEnded = false;
  const refused = () => (sessionEnded ? refusal(401, 'Sign in first.') : undefined);
  fakeApi.use(
    answer('POST /auth/sign-out', async () => {
      sessionEnded = true;
      await signOutAnswer.promise;
      fakeApi.signIn(null);
      return { user: null };
    }),
    answer('GET /jwt', refused),
    answer('GET /users/seller/:email', refused),
  );
  function Dashboard() {
    const [outcome, setOutcome] = useState('');
    const refresh = () =>
      void fetchRole(SELLER.email).then(
        () => setOutcome('Refreshed'),
        () => setOutcome('Refresh refused'),
      );
    return (
      <>
        <button type="button" onClick={refresh}>
          Refresh
        </button>
        <p>{outcome}</p>
      </>
    );
  }
  const { queryClient } = openAt('/deshboard', 'seller', <Dashboard />);
  await userEvent.click(await screen.findByRole('button', { name: 'Sing out' }));
  await waitFor(() => expect(sessionEnded).toBe(true));
  const renewals = () => fakeApi.sent().filter((c) => c.url.startsWith('/api/jwt')).length;
  const before = renewals();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(renewals()).toBe(before + 1));
  // The call ends (refused) only after its renewal's refusal was handled: the person is still
  // signed in (had the refusal shown them signed out, the session would now say null, and the
  // guard would send them to /singin), and the page is still there.
  expect(await screen.findByText('Refresh refused')).toBeInTheDocument();
  expect(queryClient.getQueryData(sessionQuery().queryKey)).toMatchObject({ uid: SELLER.uid });
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  signOutAnswer.resolve();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(await screen.findByText('Sing out Successfully')).toBeInTheDocument();
  expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
});

describe('signed out', () => {
  test('a signed-in page sends the visitor to /singin', async () => {
    openAt('/deshboard/booking', null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
