import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string) => {
  await user.clear(screen.getByLabelText('Current password'));
  await user.type(screen.getByLabelText('Current password'), current);
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('Change password', () => {
  test('a refusal shows under the field it names, a short password before sending; then the change goes through', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn(
        'POST /auth/change-password',
        refusal(400, 'Your current password is not right.', 'currentPassword'),
        { changed: true },
      ),
    );
    renderApp(<ChangePasswordForm email="ana@example.com" />, { as: 'buyer' });

    await fill(user, 'wrong one', 'a long new passphrase');
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      'Your current password is not right.',
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    await fill(user, 'the right one', 'short');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Password should be at least 8 characters',
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'false');
    // The contract's rule, checked in the form: the short password was not sent.
    expect(fakeApi.calls()).toHaveLength(1);

    await fill(user, 'the right one', 'a long new passphrase');
    expect(
      await screen.findByText('Your password is changed. Other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(fakeApi.calls().at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: 'the right one', newPassword: 'a long new passphrase' },
    });
  });

  test('empty fields are named before anything is sent; a limit is explained', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer(
        'POST /auth/change-password',
        refusal(429, 'Too many wrong passwords. Try again in 15 minutes.'),
      ),
    );
    renderApp(<ChangePasswordForm email="ana@example.com" />, { as: 'buyer' });

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fakeApi.calls()).toEqual([]);

    await fill(user, 'guess', 'a long new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords. Try again in 15 minutes.',
    );
  });
});
