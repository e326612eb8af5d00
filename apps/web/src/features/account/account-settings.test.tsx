import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answerInTurn, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AccountSettings } from './account-settings.tsx';

describe('Account settings', () => {
  test('a new email: an address another account has shows under its field; then the link is sent', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn(
        'POST /users/me/email',
        refusal(400, 'An account with this email already exists.', 'email'),
        { sent: true, email: 'new@example.com' },
      ),
    );
    renderApp(<AccountSettings />, { as: 'buyer' });

    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your email' });
    await user.type(within(dialog).getByLabelText('New email address'), 'taken@example.com');
    await user.type(within(dialog).getByLabelText('Your password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByLabelText('New email address')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );

    await user.clear(within(dialog).getByLabelText('New email address'));
    await user.type(within(dialog).getByLabelText('New email address'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(/We sent a link to new@example\.com\. Follow it/),
    ).toHaveTextContent(
      /We sent a link to new@example\.com\..*your address stays bianca@resale\.zone/,
    );
    expect(fakeApi.calls().at(-1)).toEqual({
      method: 'POST',
      url: '/api/users/me/email',
      body: { email: 'new@example.com', password: 'my password' },
    });
  });

  test('the data file is a plain link that downloads', async () => {
    renderApp(<AccountSettings />, { as: 'seller' });
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/users/me/export');
    expect(link).toHaveAttribute('download');
  });

  test('deleting asks in a dialog; a held payment’s refusal is shown there; then the person leaves', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn(
        'DELETE /users/me',
        refusal(409, 'You have a payment on hold or in dispute for Pixel 7.'),
        { deleted: true },
      ),
    );
    renderApp(<AccountSettings />, {
      as: 'seller',
      path: '/deshboard/account',
      pages: { '/': <h1>Home</h1> },
      route: '/deshboard/account',
    });

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Your password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('You have a payment on hold or in dispute for Pixel 7.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.url === '/api/users/me')).toEqual([
      { method: 'DELETE', url: '/api/users/me', body: { password: 'my password' } },
      { method: 'DELETE', url: '/api/users/me', body: { password: 'my password' } },
    ]);
  });
});
