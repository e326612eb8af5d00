import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { SavedSearch } from '@resale-zone/contract/saved-searches';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { SavedSearchList } from './saved-search-list.tsx';

/** The saves the page sends (each answered as a new saved search), in order. */
function recordSaves(): unknown[] {
  const saves: unknown[] = [];
  fakeApi.use(
    answer('POST /saved-searches', ({ body }) => {
      saves.push(body);
      return { id: 's1', created: true };
    }),
  );
  return saves;
}

describe('Save this search', () => {
  test('a signed-in person saves the filters (not the sort)', async () => {
    const user = userEvent.setup();
    let body: unknown;
    fakeApi.use(
      answer('POST /saved-searches', ({ body: sent }) => {
        body = sent;
        return { id: 's1', created: true };
      }),
    );
    renderApp(
      <SaveSearchButton
        params={new URLSearchParams('q=pixel&brand=xiaomi&sort=price-asc')}
        signedIn
      />,
      { as: 'buyer' },
    );
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(
      await screen.findByText('Search saved. We tell you when a new phone matches it.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ query: { q: 'pixel', brand: 'xiaomi' } });
    expect(screen.getByRole('button', { name: 'Search saved' })).toBeDisabled();
  });

  test('signed out, it leads to sign-in, which is to bring the person back to save it', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(
      <SaveSearchButton params={new URLSearchParams('q=pixel')} signedIn={false} />,
      { as: null, path: '/search?q=pixel', pages: { '/singin': <h1>Sign in</h1> } },
    );
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(location().state).toEqual({
      from: { pathname: '/search', search: '?q=pixel', hash: '' },
      then: 'save-search',
    });
  });

  test('back from sign-in, it saves the search once, and the page forgets the press', async () => {
    const saves = recordSaves();
    const { location } = renderApp(
      <SaveSearchButton params={new URLSearchParams('q=pixel')} signedIn />,
      {
        as: 'buyer',
        history: [{ pathname: '/search', search: '?q=pixel', state: { then: 'save-search' } }],
      },
    );
    expect(
      await screen.findByText('Search saved. We tell you when a new phone matches it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search saved' })).toBeDisabled();
    expect(saves).toEqual([{ query: { q: 'pixel' } }]);
    expect(location().state).toBeNull();
    expect(location().search).toBe('?q=pixel');
  });

  test('come back still signed out (sign-in abandoned), nothing is saved', async () => {
    const saves = recordSaves();
    renderApp(<SaveSearchButton params={new URLSearchParams('q=pixel')} signedIn={false} />, {
      as: null,
      history: [{ pathname: '/search', search: '?q=pixel', state: { then: 'save-search' } }],
    });
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(saves).toEqual([]);
  });

  test('a refusal (the limit) is said', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer(
        'POST /saved-searches',
        refusal(409, 'You can keep up to 20 saved searches. Delete one to save another.'),
      ),
    );
    renderApp(<SaveSearchButton params={new URLSearchParams('q=pixel')} signedIn />, {
      as: 'buyer',
    });
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(/up to 20 saved searches/)).toBeInTheDocument();
  });
});

describe('the saved searches page', () => {
  test('each search links to its results; Delete asks, then removes it', async () => {
    const user = userEvent.setup();
    let list: SavedSearch[] = [
      {
        id: 's1',
        queryString: 'q=pixel&brand=xiaomi',
        summary: '“pixel”, Xiaomi',
        createdAt: '2026-11-24T10:00:00.000Z',
      },
    ];
    fakeApi.use(
      answer('GET /saved-searches', () => list),
      answer('DELETE /saved-searches/:id', ({ params }) => {
        list = list.filter((s) => s.id !== params.id);
        return { acknowledged: true, deletedCount: 1 };
      }),
    );
    renderApp(<SavedSearchList userId="u1" />, { as: 'buyer' });
    const link = await screen.findByRole('link', { name: '“pixel”, Xiaomi' });
    expect(link).toHaveAttribute('href', '/search?q=pixel&brand=xiaomi');
    await user.click(screen.getByRole('button', { name: 'Delete saved search “pixel”, Xiaomi' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved searches.')).toBeVisible();
  });
});
