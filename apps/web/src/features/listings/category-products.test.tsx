import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import { CategoryProducts } from './category-products.tsx';
import { aProduct } from './product-fixture.ts';

/** Answers the page's one API call the way the server would (the browser's fetch is the seam). */
function serverAnswers(...answers: (Product[] | 'fail')[]) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer === 'fail'
      ? new Response(
          JSON.stringify({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Database is unavailable',
          }),
          { status: 503 },
        )
      : new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCategory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <CategoryProducts slug="huawei" /> }], {
    initialEntries: ['/categories/huawei'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CategoryProducts', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('asks the API for the brand and shows the count in the spec’s words', async () => {
    const fetchMock = serverAnswers([aProduct(), aProduct()]);
    renderCategory();

    expect(screen.getByRole('status')).toHaveTextContent('Loading Huawei phones');
    expect(
      await screen.findByRole('heading', { name: 'This Category has 2 Product' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Huawei phones' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/categories/huawei', expect.anything());
  });

  test('a brand with no listings says so', async () => {
    serverAnswers([]);
    renderCategory();

    expect(
      await screen.findByRole('heading', { name: 'This Category has 0 Product' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No Huawei phones are listed right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('a failed load shows the reason and a retry that loads the list', async () => {
    const user = userEvent.setup();
    serverAnswers('fail', [aProduct()]);
    renderCategory();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Huawei phones could not be loaded.');
    expect(alert).toHaveTextContent('Database is unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { name: 'This Category has 1 Product' }),
    ).toBeInTheDocument();
  });

  test('pages by the cursor header; the heading keeps the brand’s total from x-total-count', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Mate ${i + 1}` }));
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('cursor=')
        ? new Response(JSON.stringify([aProduct({ productName: 'Mate 25' })]), {
            status: 200,
            headers: { 'x-total-count': '25' },
          })
        : new Response(JSON.stringify(first), {
            status: 200,
            headers: { 'x-total-count': '25', 'x-next-cursor': 'c_24' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCategory();

    expect(
      await screen.findByRole('heading', { name: 'This Category has 25 Product' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Huawei phones' });
    expect(within(list).getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 25 phones')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more phones' }));

    expect(await within(list).findByRole('article', { name: 'Mate 25' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(
      screen.getByRole('heading', { name: 'This Category has 25 Product' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more phones' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/categories/huawei',
      '/api/categories/huawei?cursor=c_24',
    ]);
    // 24 cards in jsdom are slow on a busy machine; the default 5 s is too tight.
  }, 20_000);

  test('a failed next page says so and Load more tries again', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 24 }, () => aProduct());
    let nextFails = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!url.includes('cursor=')) {
          return new Response(JSON.stringify(first), {
            status: 200,
            headers: { 'x-total-count': '30', 'x-next-cursor': 'c_24' },
          });
        }
        if (nextFails) {
          nextFails = false;
          return new Response(
            JSON.stringify({
              statusCode: 503,
              error: 'Unavailable',
              message: 'Database is unavailable',
            }),
            { status: 503 },
          );
        }
        return new Response(JSON.stringify([aProduct({ productName: 'Late arrival' })]), {
          status: 200,
          headers: { 'x-total-count': '30' },
        });
      }),
    );
    renderCategory();

    await user.click(await screen.findByRole('button', { name: 'Load more phones' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More phones could not be loaded: Database is unavailable',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more phones' }));
    expect(await screen.findByRole('article', { name: 'Late arrival' })).toBeInTheDocument();
    // 24 cards in jsdom are slow on a busy machine; the default 5 s is too tight.
  }, 20_000);
});
