import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, later, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ResetPasswordPanel } from './reset-password-panel.tsx';

const TOKEN = 'a'.repeat(43);
const CHECK = { method: 'POST', url: '/api/auth/reset-password/check', body: { token: TOKEN } };
/** Opens the page of a mailed link; the link is live unless `check` answers otherwise. */
const open = (
  check: Parameters<typeof answer<'POST /auth/reset-password/check'>>[1] = { live: true },
) => {
  fakeApi.use(answer('POST /auth/reset-password/check', check));
  return renderApp(<ResetPasswordPanel />, {
    path: `/reset-password?token=${TOKEN}`,
    route: '/reset-password',
    pages: { '/forgot-password': <h1>Forgot password page</h1> },
  });
};

describe('Reset password', () => {
  test('takes the token out of the address, saves the new password and offers to sign in', async () => {
    const user = userEvent.setup();
    fakeApi.use(answer('POST /auth/reset-password', { email: 'ana@example.com' }));
    const { location } = open();

    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(location().search).toBe('');

    await user.type(await screen.findByLabelText('New password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { name: 'Your password is changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The password of ana@example.com is changed',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/singin');
    expect(fakeApi.calls()).toEqual([
      CHECK,
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: TOKEN, password: 'a long new passphrase' },
      },
    ]);
  });

  test('a password that breaks the sign-up rules shows the message under the field, unsent', async () => {
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Password should be at least 8 characters',
    );
    expect(fakeApi.calls()).toEqual([CHECK]);
  });

  test.each([
    ['expired', 'This link has expired', 'Password reset links work for 1 hour.'],
    ['used', 'This link was already used', 'Each reset link works once'],
    ['invalid', 'This link is not valid', 'Open it from the email again'],
  ])(
    'a link refused as %s on saving says so and offers a new one',
    async (reason, title, explanation) => {
      const user = userEvent.setup();
      fakeApi.use(
        answer(
          'POST /auth/reset-password',
          refusal(400, 'This link cannot be used.', 'token', reason),
        ),
      );
      open();

      await user.type(await screen.findByLabelText('New password'), 'a long new passphrase');
      await user.click(screen.getByRole('button', { name: 'Save the new password' }));

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(explanation);
      await user.click(screen.getByRole('link', { name: 'Request a new link' }));
      expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeVisible();
    },
  );

  test.each([
    ['expired', 'This link has expired', 'Password reset links work for 1 hour.'],
    ['used', 'This link was already used', 'Each reset link works once'],
    ['invalid', 'This link is not valid', 'Open it from the email again'],
  ])(
    'a link that is %s says so as soon as the page opens, with no password form',
    async (reason, title, explanation) => {
      const user = userEvent.setup();
      const held = later();
      open(async () => {
        await held.promise;
        return refusal(400, 'This link cannot be used.', 'token', reason);
      });

      // While the link is checked, there is no form to type into yet.
      expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
      expect(screen.queryByLabelText('New password')).toBeNull();
      held.resolve();

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(explanation);
      expect(screen.getByText('Your password has not been changed.')).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save the new password' })).toBeNull();
      // The token went in the body, not in the address; nothing else was sent.
      expect(fakeApi.calls()).toEqual([CHECK]);
      await user.click(screen.getByRole('link', { name: 'Request a new link' }));
      expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeVisible();
    },
  );

  test('a check that fails for another reason (the network) still shows the form', async () => {
    open(refusal(503, 'Service unavailable'));

    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeEnabled();
  });

  test('an address without a token is a link that is not valid', () => {
    renderApp(<ResetPasswordPanel />, { path: '/reset-password', route: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(fakeApi.calls()).toEqual([]);
  });
});
