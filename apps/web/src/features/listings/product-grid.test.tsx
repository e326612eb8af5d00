import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ProductGrid } from './product-grid.tsx';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const render = renderApp;

describe('ProductGrid', () => {
  test('shows one card per product, in the order given, as a named list', () => {
    const products = [
      aProduct({ productName: 'OnePlus 12' }),
      aProduct({ productName: 'Xiaomi 13T' }),
      aProduct({ productName: 'Huawei P60' }),
    ];
    render(<ProductGrid products={products} label="Featured phones" />);

    const list = screen.getByRole('list', { name: 'Featured phones' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'OnePlus 12',
      'Xiaomi 13T',
      'Huawei P60',
    ]);
  });

  test('lays the cards out in three columns on wide screens', () => {
    render(<ProductGrid products={[aProduct()]} label="Phones" />);
    expect(screen.getByRole('list', { name: 'Phones' })).toHaveClass('lg:grid-cols-3');
  });

  test('beside a side panel the third column waits for wider screens', () => {
    render(<ProductGrid products={[aProduct()]} label="Phones" width="narrow" />);
    const list = screen.getByRole('list', { name: 'Phones' });
    expect(list).toHaveClass('xl:grid-cols-3');
    expect(list).not.toHaveClass('lg:grid-cols-3');
  });

  test('passes the card actions to every card, with that card’s product', async () => {
    const user = userEvent.setup();
    const second = aProduct({ productName: 'Second phone' });
    const onCheckout = vi.fn();
    render(<ProductGrid products={[aProduct(), second]} onCheckout={onCheckout} />);

    const card = screen.getByRole('article', { name: 'Second phone' });
    await user.click(within(card).getByRole('button', { name: 'Check out' }));

    expect(onCheckout).toHaveBeenCalledExactlyOnceWith(second);
  });

  test('renders an empty list when there is nothing to show', () => {
    render(<ProductGrid products={[]} label="Phones" />);
    expect(within(screen.getByRole('list', { name: 'Phones' })).queryAllByRole('listitem')).toEqual(
      [],
    );
  });
});
