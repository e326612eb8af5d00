import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { fakeAdmin } from '../../test/fakes/admin.ts';
import { aPerson } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PeopleList } from './people-list.tsx';

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const columnNames = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

/** Make Admin on Sam Rahman's row, then in its confirmation. */
async function makeSamAdmin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(await screen.findByRole('row', { name: /Sam Rahman/ })).getByRole('button', {
      name: /Make Admin/,
    }),
  );
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Admin' }));
}

describe('All sellers', () => {
  test('shows the spec heading with the total, the spec columns, and numbered rows', async () => {
    fakeAdmin({
      sellers: [
        aPerson({ name: 'Sam Rahman' }),
        aPerson({ name: 'Nadia Karim' }),
        aPerson({ name: 'Leo Das' }),
      ],
    });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading sellers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There are 3 sellers' }),
    ).toBeInTheDocument();
    expect(columnNames()).toEqual([
      'No',
      'Photo',
      'Product Name',
      'Make Admin',
      'Suspension',
      'Delete',
    ]);
    expect(within(row('Leo Das')).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'GET',
      url: '/api/allsellers?limit=50&offset=0',
    });
  });

  test('Make Admin shows for sellers and not for someone who is already an admin', async () => {
    fakeAdmin({
      sellers: [
        aPerson({ name: 'Sam Rahman' }),
        aPerson({ name: 'Ada Admin', accountType: 'admin' }),
      ],
    });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });

    await screen.findByRole('heading', { name: 'There are 2 sellers' });
    expect(within(row('Sam Rahman')).getByRole('button', { name: /Make Admin/ })).toBeEnabled();
    expect(within(row('Ada Admin')).queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(within(row('Ada Admin')).getByText('Admin')).toBeInTheDocument();
  });

  test('Make Admin asks first; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' })] });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });

    await user.click(
      within(await screen.findByRole('row', { name: /Sam Rahman/ })).getByRole('button', {
        name: /Make Admin/,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Make this seller an admin?' });
    expect(dialog).toHaveTextContent('Sam Rahman will see every admin page');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fakeApi.sent().some((r) => r.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeApi.sent().some((r) => r.method === 'PUT')).toBe(false);
    expect(within(row('Sam Rahman')).getByRole('button', { name: /Make Admin/ })).toBeEnabled();
  });

  test('Make Admin promotes the seller with the spec toast, and they leave the sellers', async () => {
    const user = userEvent.setup();
    const sam = aPerson({ name: 'Sam Rahman' });
    fakeAdmin({ sellers: [sam, aPerson({ name: 'Leo Das' })] });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });

    await makeSamAdmin(user);

    expect(await screen.findByText('Make admin successful.')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'PUT',
      url: `/api/allseller/admin/${sam._id}`,
    });
    expect(await screen.findByRole('heading', { name: 'There are 1 sellers' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('row', { name: /Sam Rahman/ })).toBeNull();
  });

  test('Undo on the Make Admin toast makes them a seller again', async () => {
    const user = userEvent.setup();
    const sam = aPerson({ name: 'Sam Rahman' });
    fakeAdmin({ sellers: [sam], admins: [aPerson({ name: 'Ada Admin', accountType: 'admin' })] });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });
    await makeSamAdmin(user);
    await screen.findByText('Make admin successful.');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Sam Rahman is a seller again.')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'DELETE',
      url: `/api/allseller/admin/${sam._id}`,
    });
    expect(await screen.findByRole('row', { name: /Sam Rahman/ })).toBeInTheDocument();
  });

  test('Delete asks first with the spec texts naming the seller, then deletes', async () => {
    const user = userEvent.setup();
    const sam = aPerson({ name: 'Sam Rahman' });
    fakeAdmin({ sellers: [sam, aPerson({ name: 'Leo Das' })] });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });
    const deleteSam = async () =>
      user.click(
        within(await screen.findByRole('row', { name: /Sam Rahman/ })).getByRole('button', {
          name: /Delete/,
        }),
      );

    await deleteSam();
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Are you sure you want to delete?' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('If you delete Sam Rahman. It cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.sent().some((r) => r.method === 'DELETE')).toBe(false);

    await deleteSam();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Seller Sam Rahman deleted successfully')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({ method: 'DELETE', url: `/api/allsellers/${sam._id}` });
    expect(await screen.findByRole('heading', { name: 'There are 1 sellers' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a refused deletion shows the server’s reason and keeps the row', async () => {
    const user = userEvent.setup();
    fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' })] });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });
    await user.click(
      within(await screen.findByRole('row', { name: /Sam Rahman/ })).getByRole('button', {
        name: /Delete/,
      }),
    );

    fakeApi.failNext(403, 'You cannot delete your own account.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('You cannot delete your own account.')).toBeInTheDocument();
    expect(row('Sam Rahman')).toBeInTheDocument();
  });

  test('the search waits for typing to pause, goes into the URL, and the heading still counts everyone', async () => {
    const user = userEvent.setup();
    fakeAdmin({
      sellers: [
        aPerson({ name: 'Sam Rahman' }),
        aPerson({ name: 'Nadia Karim' }),
        aPerson({ name: 'Leo Das' }),
      ],
    });
    const { location } = renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });
    await screen.findByRole('heading', { name: 'There are 3 sellers' });

    await user.type(screen.getByRole('searchbox', { name: 'Search sellers' }), 'nad');

    await waitFor(() => expect(location().search).toBe('?q=nad'));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(row('Nadia Karim')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Leo Das/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'There are 3 sellers' })).toBeInTheDocument();
    // One request for the finished word, none per keystroke.
    expect(fakeApi.sent().filter((r) => r.url.includes('q='))).toEqual([
      { method: 'GET', url: '/api/allsellers?limit=50&offset=0&q=nad' },
    ]);
  });

  test('a search in the URL (a reload, Back) is shown in the box and applied', async () => {
    fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' }), aPerson({ name: 'Leo Das' })] });
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers?q=leo' });

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search sellers' })).toHaveValue('leo');
    expect(row('Leo Das')).toBeInTheDocument();
  });

  test('a search with no match says so and can be cleared', async () => {
    const user = userEvent.setup();
    fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' })] });
    const { location } = renderApp(<PeopleList kind="seller" />, {
      path: '/deshboard/allsellers?q=zzz',
    });

    expect(await screen.findByText('No sellers match “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));

    expect(await screen.findByRole('row', { name: /Sam Rahman/ })).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search sellers' })).toHaveValue('');
  });

  // A full page of 50 rows makes jsdom slow (about 3 s here); allow for a busy machine.
  test(
    'thousands of sellers come 50 at a time, with Previous and Next',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const sellers = Array.from({ length: 2345 }, (_, i) => aPerson({ name: `Seller ${i + 1}` }));
      fakeAdmin({ sellers });
      const { location } = renderApp(<PeopleList kind="seller" />, {
        path: '/deshboard/allsellers',
      });

      expect(
        await screen.findByRole('heading', { name: 'There are 2,345 sellers' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Showing 1–50 of 2,345')).toBeInTheDocument();
      // Queries stay inside the pager and the table body: role queries over 50 rows are slow in jsdom.
      const pager = screen.getByRole('navigation', { name: 'Sellers pages' });
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(50);

      await user.click(within(pager).getByRole('button', { name: 'Next' }));

      expect(await screen.findByText('Showing 51–100 of 2,345')).toBeInTheDocument();
      expect(location().search).toBe('?page=2');
      expect(
        screen.getByText('Seller 51', { selector: 'th span' }).closest('tr')?.firstElementChild,
      ).toHaveTextContent('51');
      expect(fakeApi.sent()).toContainEqual({
        method: 'GET',
        url: '/api/allsellers?limit=50&offset=50',
      });
    },
  );

  test('a page past the end (the last rows were deleted) moves to the last page', async () => {
    fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' })] });
    const { location } = renderApp(<PeopleList kind="seller" />, {
      path: '/deshboard/allsellers?page=4',
    });

    expect(await screen.findByRole('row', { name: /Sam Rahman/ })).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  test('a failed load says why and offers a retry that loads the list', async () => {
    const user = userEvent.setup();
    fakeAdmin({ sellers: [aPerson({ name: 'Sam Rahman' })] });
    fakeApi.failNext(503, 'Database is unavailable');
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sellers could not be loaded.');
    expect(alert).toHaveTextContent('Database is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'There are 1 sellers' })).toBeInTheDocument();
  });

  test('no sellers at all says so', async () => {
    fakeAdmin();
    renderApp(<PeopleList kind="seller" />, { path: '/deshboard/allsellers' });

    expect(await screen.findByRole('heading', { name: 'There are 0 sellers' })).toBeInTheDocument();
    expect(screen.getByText('There are no sellers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('All buyers', () => {
  test('shows the spec heading and columns without Make Admin, and deletes through the dialog', async () => {
    const user = userEvent.setup();
    const bianca = aPerson({ name: 'Bianca Lopez', accountType: 'buyer' });
    fakeAdmin({
      buyers: [bianca, aPerson({ name: 'Omar Haddad', accountType: 'buyer' })],
    });
    renderApp(<PeopleList kind="buyer" />, { path: '/deshboard/allbuyers' });

    expect(await screen.findByRole('heading', { name: 'There are 2 buyers' })).toBeInTheDocument();
    expect(columnNames()).toEqual(['No', 'Photo', 'Product Name', 'Suspension', 'Delete']);
    expect(screen.queryByRole('button', { name: /Make Admin/ })).toBeNull();

    await user.click(within(row('Bianca Lopez')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('If you delete Bianca Lopez. It cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Buyer Bianca Lopez deleted successfully')).toBeInTheDocument();
    expect(fakeApi.sent()).toContainEqual({
      method: 'DELETE',
      url: `/api/allbuyers/${bianca._id}`,
    });
    expect(await screen.findByRole('heading', { name: 'There are 1 buyers' })).toBeInTheDocument();
  });
});
