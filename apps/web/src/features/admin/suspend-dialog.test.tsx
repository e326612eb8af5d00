import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { fakeAdmin } from '../../test/fakes/admin.ts';
import { aPerson } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PeopleList } from './people-list.tsx';

const row = () => screen.getByRole('row', { name: /Sam Rahman/ });

async function openDialog() {
  const user = userEvent.setup();
  fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' })] });
  renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });
  await screen.findByRole('row', { name: /Sam Rahman/ });
  await user.click(within(row()).getByRole('button', { name: /^Suspend/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Rahman' });
  const days = within(dialog).getByRole('spinbutton', { name: /For how many days/ });
  const reason = within(dialog).getByRole('textbox', { name: 'Reason (they read it)' });
  await waitFor(() => expect(days).toBeEnabled());
  return { user, dialog, days, reason };
}

describe('Suspend (decision 058)', () => {
  test('the admin gives a period and a reason; the row says until when, and Lift ends it', async () => {
    const { user, dialog, days, reason } = await openDialog();
    await user.clear(days);
    await user.type(days, '3');
    await user.type(reason, 'Listed phones that were not theirs');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(/Sam Rahman is suspended until/)).toBeInTheDocument();
    expect(fakeApi.sent().find((s) => s.method === 'PUT')).toMatchObject({
      body: { days: 3, reason: 'Listed phones that were not theirs' },
    });
    await waitFor(() => expect(row()).toHaveTextContent(/Suspended until Dec 4, 2026/));
    expect(row()).toHaveTextContent('Listed phones that were not theirs');

    await user.click(within(row()).getByRole('button', { name: /^Lift/ }));
    expect(await screen.findByText('Sam Rahman can sign in again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row()).getByRole('button', { name: /^Suspend/ })).toBeInTheDocument(),
    );
  });

  test('no reason and no days: each field says why, and nothing is sent', async () => {
    const { user, dialog, days, reason } = await openDialog();
    await user.clear(days);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/say why, in a few words/);
    expect(fakeApi.sent().some((s) => s.method === 'PUT')).toBe(false);
  });
});
