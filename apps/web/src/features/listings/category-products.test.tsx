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
});
