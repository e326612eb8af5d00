import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ChangeEmailPanel } from './change-email-panel.tsx';

const TOKEN = 'a'.repeat(43);

describe('the change-email link page', () => {
  test('followed where the account is signed in: the new address is the account’s, and the token leaves the address bar', async () => {
    fakeApi.use(answer('POST /auth/change-email', { email: 'new@example.com' }));
    renderApp(<ChangeEmailPanel />, {
      as: 'buyer',
      path: `/change-email?token=${TOKEN}`,
      showLocation: true,
    });
    expect(await screen.findByRole('heading', { name: 'Your email is changed' })).toBeVisible();
    expect(screen.getByText('Your account now uses new@example.com.')).toBeVisible();
    expect(screen.getByLabelText('Current URL')).toHaveTextContent(/^\/change-email$/);
    expect(fakeApi.calls().filter((c) => c.url === '/api/auth/change-email')).toEqual([
      { method: 'POST', url: '/api/auth/change-email', body: { token: TOKEN } },
    ]);
  });

  test('followed where nobody is signed in: it says why and offers to sign in; the address has not changed', async () => {
    fakeApi.use(
      answer(
        'POST /auth/change-email',
        refusal(
          403,
          'Open this link in a browser where you are signed in to the account that asked for the change: sign in, then follow the link again.',
        ),
      ),
    );
    renderApp(<ChangeEmailPanel />, { as: null, path: `/change-email?token=${TOKEN}` });
    expect(await screen.findByText(/sign in, then follow the link again/)).toBeVisible();
    expect(screen.getByText('Your email address has not changed yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/singin');
  });

  test('a used link says so', async () => {
    fakeApi.use(
      answer(
        'POST /auth/change-email',
        refusal(400, 'This link was already used.', 'token', 'used'),
      ),
    );
    renderApp(<ChangeEmailPanel />, { as: 'buyer', path: `/change-email?token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { name: 'This link was already used' }),
    ).toBeVisible();
    expect(screen.getByText('Your email address has not changed.')).toBeVisible();
  });
});
