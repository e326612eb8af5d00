import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, withHeaders } from '../test/fake-api.ts';
import { aProduct, TEST_BRANDS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import CategoryPage from './category-page.tsx';

const openBrand = (slug: string) =>
  renderApp(<CategoryPage />, {
    path: `/categories/${slug}`,
    route: '/categories/:brand',
    as: null,
  });

describe('CategoryPage (brands as data)', () => {
  test('a brand beyond the spec’s four has its page: title, mark, phones and the other brands', async () => {
    fakeApi.use(
      answer('GET /categories/:brand', ({ params }) =>
        params.brand === 'samsung'
          ? withHeaders(
              'GET /categories/:brand',
              [aProduct({ productName: 'Galaxy S22', categories: 'Samsung' })],
              { 'x-total-count': '1' },
            )
          : undefined,
      ),
    );
    openBrand('samsung');

    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'This Category has 1 Product' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Samsung phones' })).getByText('Galaxy S22'),
    ).toBeInTheDocument();
    const others = within(screen.getByRole('navigation', { name: 'Other brands' }));
    expect(others.getAllByRole('link').map((l) => l.textContent)).toEqual(
      TEST_BRANDS.filter((b) => b.slug !== 'samsung').map((b) => b.title),
    );
  });

  test('a renamed brand shows its new title', async () => {
    fakeApi.use(
      answer(
        'GET /brands',
        TEST_BRANDS.map((b) => (b.slug === 'oneplus' ? { ...b, title: 'OnePlus' } : b)),
      ),
      answer(
        'GET /categories/:brand',
        withHeaders('GET /categories/:brand', [], { 'x-total-count': '0' }),
      ),
    );
    openBrand('oneplus');
    expect(await screen.findByRole('heading', { level: 1, name: 'OnePlus' })).toBeInTheDocument();
  });

  test('an address no brand has is the not-found page, and asks for no phones', async () => {
    openBrand('blackberry');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Sorry, we couldn't find this page." }),
    ).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.url.startsWith('/api/categories'))).toEqual([]);
  });
});
