import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { TokenRefusal } from '@resale-zone/contract/account-email';
import { answer, fakeApi, refusal, TEST_USER } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { VerifyEmailPanel } from './verify-email-panel.tsx';

const TOKEN = 'b'.repeat(43);
const openLink = (as: 'buyer' | null, user = {}) =>
  renderApp(<VerifyEmailPanel />, {
    path: `/verify-email?token=${TOKEN}`,
    route: '/verify-email',
    as,
    user,
  });

/** The server refuses the link's token, with its sentence and why. */
const refusedLink = (message: string, reason: TokenRefusal) =>
  answer('POST /auth/verify-email', refusal(400, message, 'token', reason));

describe('Verify email', () => {
  test('the link verifies the address once, and leaves the address bar', async () => {
    fakeApi.use(
      answer('POST /auth/verify-email', { email: 'ana@example.com', emailVerified: true }),
    );
    const { location } = openLink(null);

    expect(
      await screen.findByRole('heading', { name: 'Your email is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.com is verified.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/singin');
    expect(location().search).toBe('');
    expect(fakeApi.calls()).toEqual([
      { method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } },
    ]);
  });

  test('opened where the account is not signed in: the owner chooses a new password before anything else', async () => {
    const user = userEvent.setup();
    const setPasswordToken = 'c'.repeat(43);
    fakeApi.use(
      answer('POST /auth/verify-email', {
        email: 'ana@example.com',
        emailVerified: true,
        setPasswordToken,
      }),
      answer('POST /auth/reset-password', { email: 'ana@example.com' }),
    );
    const { location } = openLink(null);

    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/any password set before no longer works/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.com is verified.');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(location().search).toBe('');

    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { name: 'Your password is changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/singin');
    expect(fakeApi.calls()).toEqual([
      { method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: setPasswordToken, password: 'a long new passphrase' },
      },
    ]);
  });

  test('an expired link, signed in: says so, and a new link is one press away', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      refusedLink('This link has expired.', 'expired'),
      answer('POST /auth/verify-email/resend', { sent: true }),
    );
    openLink('buyer', { emailVerified: false });

    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification links work for 24 hours.');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(
      await screen.findByText(`We sent a new link to ${TEST_USER.email}. It works for 24 hours.`),
    ).toBeInTheDocument();
    expect(fakeApi.calls().map((c) => c.url)).toEqual([
      '/api/auth/verify-email',
      '/api/auth/verify-email/resend',
    ]);
  });

  test('a used link, signed out: asks to sign in first, then back to the dashboard', async () => {
    fakeApi.use(refusedLink('This link was already used.', 'used'));
    openLink(null);

    expect(
      await screen.findByRole('heading', { name: 'This link was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/singin',
    );
  });

  test('a used link of an address verified already says there is nothing left to do', async () => {
    fakeApi.use(refusedLink('This link was already used.', 'used'));
    openLink('buyer', { emailVerified: true });

    expect(await screen.findByText('There is nothing left to do.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/deshboard',
    );
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  test('reloaded after the token left the address: the session tells', async () => {
    renderApp(<VerifyEmailPanel />, { path: '/verify-email', route: '/verify-email', as: 'buyer' });
    expect(
      await screen.findByRole('heading', { name: 'Your email is verified' }),
    ).toBeInTheDocument();
    expect(fakeApi.calls()).toEqual([]);
  });
});
