import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { IslandCollectorContext } from '../islands/island.tsx';
import { LoadError, type QueryLike } from './load-error.tsx';
import { QueryState } from './query-state.tsx';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  isRefetching: false,
  refetch: vi.fn(),
  ...over,
});

const show = (q: QueryLike<string[]>) =>
  render(
    <QueryState
      query={q}
      loading={<p>Loading phones…</p>}
      errorMessage="Phones could not be loaded."
      isEmpty={(phones) => phones.length === 0}
      empty={<p>No phones yet</p>}
    >
      {(phones) => <p>{phones.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  test('says it is loading, then shows the data', () => {
    const { rerender } = show(query({ isPending: true }));
    expect(screen.getByText('Loading phones…')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: ['Pixel 8'] })} loading={null} errorMessage="">
        {(phones) => <p>{phones.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Pixel 8')).toBeInTheDocument();
  });

  test('a failure says what failed and why, and Try again asks again', async () => {
    const q = query({ isError: true, error: new Error('The network is down.') });
    show(q);
    expect(screen.getByRole('alert')).toHaveTextContent('Phones could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('The network is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  test('"not yours" (403) and "does not exist" (404) offer no Try again, which cannot help', () => {
    for (const status of [403, 404]) {
      const { unmount } = show(
        query({ isError: true, error: new ApiError(status, 'This booking is not yours.') }),
      );
      expect(screen.getByRole('alert')).toHaveTextContent('This booking is not yours.');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      unmount();
    }
  });

  test('an empty answer shows the empty state, not an empty list', () => {
    show(query({ data: [] }));
    expect(screen.getByText('No phones yet')).toBeInTheDocument();
  });

  test('without isEmpty, an empty list is empty where there is an empty state, else the children show', () => {
    const { rerender } = render(
      <QueryState
        query={query({ data: [] })}
        loading={null}
        errorMessage=""
        empty={<p>No phones yet</p>}
      >
        {(phones) => <p>{phones.length} phones</p>}
      </QueryState>,
    );
    expect(screen.getByText('No phones yet')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: [] })} loading={null} errorMessage="">
        {(phones) => <p>{phones.length} phones</p>}
      </QueryState>,
    );
    expect(screen.getByText('0 phones')).toBeInTheDocument();
  });
});

describe('a failure on a page rendered as islands (decision 062)', () => {
  test('outside any island, where no script will run, Try again is a link that loads the page again', () => {
    render(
      <MemoryRouter initialEntries={['/sellers/7?from=home']}>
        <IslandCollectorContext value={new Map()}>
          <LoadError message="The profile could not be loaded." onRetry={vi.fn()} />
        </IslandCollectorContext>
      </MemoryRouter>,
    );
    const retry = screen.getByRole('link', { name: 'Try again' });
    expect(retry).toHaveAttribute('href', '/sellers/7?from=home');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('in the browser, or inside an island, it is a button', () => {
    render(<LoadError message="The profile could not be loaded." onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
