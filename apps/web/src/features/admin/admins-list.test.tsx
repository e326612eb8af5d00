import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeApi, TEST_USER } from '../../test/fake-api.ts';
import { fakeAdmin } from '../../test/fakes/admin.ts';
import { aPerson } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AdminsList } from './admins-list.tsx';

describe('All admins', () => {
  test('lists the admins; another admin’s rights are removed after a confirmation', async () => {
    const user = userEvent.setup();
    const me = aPerson({ _id: TEST_USER.uid, name: 'Ada Admin', accountType: 'admin' });
    const omar = aPerson({ name: 'Omar Admin', accountType: 'admin' });
    fakeAdmin({ admins: [me, omar] });
    renderApp(<AdminsList />, { as: 'admin', path: '/deshboard/alladmins' });

    expect(await screen.findByRole('heading', { name: 'There are 2 admins' })).toBeInTheDocument();
    const mine = screen.getByRole('row', { name: /Ada Admin/ });
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('You')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('row', { name: /Omar Admin/ })).getByRole('button', {
        name: /Remove admin rights.*Omar Admin/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin rights?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Omar Admin will be a seller'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin rights' }));

    expect(await screen.findByText('Omar Admin is a seller again.')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'DELETE',
      url: `/api/allseller/admin/${omar._id}`,
    });
    expect(await screen.findByRole('heading', { name: 'There are 1 admins' })).toBeInTheDocument();
  });
});
