import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import { FeaturedProducts } from './featured-products.tsx';
import { aProduct } from './product-fixture.ts';

function renderFeatured(answer: Product[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeaturedProducts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('FeaturedProducts', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows skeleton cards, then the advertised phones under Featured Mobiles', async () => {
    const fetchMock = renderFeatured([aProduct({ productName: 'OnePlus 12' }), aProduct()]);

    const section = screen.getByRole('region', { name: 'Featured Mobiles' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading featured phones');
    const list = await within(section).findByRole('list', { name: 'Featured phones' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/advertise', expect.anything());
  });

  test('with nothing advertised it says so instead of showing an empty grid', async () => {
    renderFeatured([]);

    expect(await screen.findByText('No featured phones right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});
