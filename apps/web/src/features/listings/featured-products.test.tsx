import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { FeaturedProducts } from './featured-products.tsx';

function renderFeatured(advertised: Product[]) {
  fakeApi.use(answer('GET /advertise', advertised));
  renderApp(<FeaturedProducts />);
  return fakeApi.sent();
}

describe('FeaturedProducts', () => {
  test('shows skeleton cards, then the advertised phones under Featured Mobiles', async () => {
    const sent = renderFeatured([aProduct({ productName: 'OnePlus 12' }), aProduct()]);

    const section = screen.getByRole('region', { name: 'Featured Mobiles' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading featured phones');
    const list = await within(section).findByRole('list', { name: 'Featured phones' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(sent.map(({ url }) => url)).toEqual(['/api/advertise']);
  });

  test('with nothing advertised it says so instead of showing an empty grid', async () => {
    renderFeatured([]);

    expect(await screen.findByText('No featured phones right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});
