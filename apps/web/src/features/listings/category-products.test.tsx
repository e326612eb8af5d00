import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import { answer, answerInTurn, fakeApi, refusal, withHeaders } from '../../test/fake-api.ts';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CategoryProducts } from './category-products.tsx';

const unavailable = () => refusal(503, 'Database is unavailable');
/** A page of the brand's phones with the spec's paging headers. */
const pageOf = (items: Product[], total: number, nextCursor?: string) =>
  withHeaders('GET /categories/:brand', items, {
    'x-total-count': String(total),
    ...(nextCursor ? { 'x-next-cursor': nextCursor } : {}),
  });
const urls = () => fakeApi.sent().map(({ url }) => url);

/** The brand has 25 phones: Mate 1–24 on the first page, Mate 25 after the cursor `c_24`. */
function twoPages() {
  const first = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Mate ${i + 1}` }));
  fakeApi.use(
    answer('GET /categories/:brand', ({ query }) =>
      query.get('cursor') === 'c_24'
        ? pageOf([aProduct({ productName: 'Mate 25' })], 25)
        : pageOf(first, 25, 'c_24'),
    ),
  );
}

const renderCategory = (path = '/categories/huawei') =>
  renderApp(<CategoryProducts slug="huawei" title="Huawei" />, { path });

describe('CategoryProducts', () => {
  test('asks the API for the brand and shows the count in the spec’s words', async () => {
    fakeApi.use(answer('GET /categories/:brand', [aProduct(), aProduct()]));
    renderCategory();

    expect(screen.getByRole('status')).toHaveTextContent('Loading Huawei phones');
    expect(
      await screen.findByRole('heading', { name: 'This Category has 2 Product' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Huawei phones' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(urls()).toEqual(['/api/categories/huawei']);
  });

  test('a brand with no listings says so', async () => {
    fakeApi.use(answer('GET /categories/:brand', []));
    renderCategory();

    expect(
      await screen.findByRole('heading', { name: 'This Category has 0 Product' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No Huawei phones are listed right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('a failed load shows the reason and a retry that loads the list', async () => {
    const user = userEvent.setup();
    fakeApi.use(answerInTurn('GET /categories/:brand', unavailable(), [aProduct()]));
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
    twoPages();
    const view = renderCategory();

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
    expect(urls()).toEqual(['/api/categories/huawei', '/api/categories/huawei?cursor=c_24']);
    // The address says two pages are shown, in the same history entry: Back to it shows both.
    expect(view.location().search).toBe('?pages=2');
    expect(view.router.state.historyAction).toBe('REPLACE');
    // 24 cards in jsdom are slow on a busy machine; the default 5 s is too tight.
  }, 20_000);

  test('an address that asks for two pages shows both, loading the second itself', async () => {
    twoPages();
    const view = renderCategory('/categories/huawei?pages=2');

    const list = await screen.findByRole('list', { name: 'Huawei phones' });
    expect(await within(list).findByRole('article', { name: 'Mate 25' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(urls()).toEqual(['/api/categories/huawei', '/api/categories/huawei?cursor=c_24']);
    expect(view.location().search).toBe('?pages=2');
  }, 20_000);

  test('a failed next page says so and Load more tries again', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 24 }, () => aProduct());
    let nextFails = true;
    fakeApi.use(
      answer('GET /categories/:brand', ({ query }) => {
        if (!query.get('cursor')) return pageOf(first, 30, 'c_24');
        if (nextFails) {
          nextFails = false;
          return unavailable();
        }
        return pageOf([aProduct({ productName: 'Late arrival' })], 30);
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
