import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

describe('Forgot password', () => {
  test('asks for a link and always gives the same confirmation, with the way back to sign in', async () => {
    const user = userEvent.setup();
    fakeApi.use(answer('POST /auth/forgot-password', { sent: true }));
    renderApp(<ForgotPasswordForm />, { path: '/forgot-password' });

    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@example.com, we sent a link to reset its password.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(fakeApi.calls()).toEqual([
      {
        method: 'POST',
        url: '/api/auth/forgot-password',
        body: { email: 'nobody@example.com' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/singin',
    );
  });

  test('an empty address is not sent; a refused one shows the server message under the field', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('POST /auth/forgot-password', refusal(400, 'Enter a valid email address', 'email')),
    );
    renderApp(<ForgotPasswordForm />, { path: '/forgot-password' });

    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'The address you signed up with. Email is required',
    );
    expect(fakeApi.calls()).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('too many requests: the limit is explained and the form stays', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer(
        'POST /auth/forgot-password',
        refusal(429, 'Too many reset requests for this address. Try again in an hour.'),
      ),
    );
    renderApp(<ForgotPasswordForm />, { path: '/forgot-password' });

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset requests for this address. Try again in an hour.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});
