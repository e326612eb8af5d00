import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { TEST_BRANDS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CategoryCards } from './category-cards.tsx';

const cardTitles = () =>
  screen
    .getAllByRole('link')
    .map((link) => [link.querySelector('.font-bold')?.textContent, link.getAttribute('href')]);

describe('CategoryCards', () => {
  test("the spec's four brands, under the titles admins gave them", async () => {
    const brands = TEST_BRANDS.map((b) =>
      b.slug === 'iphone' ? { ...b, title: 'Apple iPhone' } : b,
    );
    fakeApi.use(answer('GET /brands', () => brands));
    renderApp(<CategoryCards />, { path: '/home' });
    await waitFor(() => expect(screen.getByText('Apple iPhone')).toBeInTheDocument());
    expect(cardTitles()).toEqual([
      ['Apple iPhone', '/categories/iphone'],
      ['Xiaomi', '/categories/xiaomi'],
      ['One Plus', '/categories/oneplus'],
      ['Huawei', '/categories/huawei'],
    ]);
  });

  test('a brand that is no longer listed has no card', async () => {
    fakeApi.use(answer('GET /brands', () => TEST_BRANDS.filter((b) => b.slug !== 'huawei')));
    renderApp(<CategoryCards />, { path: '/home' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Huawei/ })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
