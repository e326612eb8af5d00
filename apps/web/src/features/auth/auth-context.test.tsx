import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, test } from 'vitest';
import { NavbarAccount } from '../../layouts/navbar-account.tsx';
import { accessTokenFor, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RoleGate } from './role-gate.tsx';

const SELLER = { uid: 'u-1', displayName: 'Sam Seller', email: 'sam@example.test' };
const token = accessTokenFor('u-1');

/** The app's guards under the navbar's account menu, at `path`, for `as` (null: signed out). */
function openAt(path: string, as: 'seller' | null) {
  renderApp(
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
    { path, as, user: SELLER },
  );
  return fakeApi.sent();
}

describe('signed in', () => {
  test('a page of another role says it is not for this account', async () => {
    openAt('/deshboard/booking', 'seller');
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as a seller/)).toBeInTheDocument();
    expect(screen.queryByText('Bookings')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe(token));
  });

  test("'Sing out' ends the session, removes the token and toasts the spec's words", async () => {
    const sent = openAt('/', 'seller');
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

describe('signed out', () => {
  test('a signed-in page sends the visitor to /singin', async () => {
    openAt('/deshboard/booking', null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
