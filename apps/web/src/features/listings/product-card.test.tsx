import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ProductCard } from './product-card.tsx';
import { aProduct } from './product-fixture.ts';

describe('ProductCard', () => {
  test('shows the photo, the name and the four facts the spec names', () => {
    const product = aProduct({
      productName: 'Pixel-perfect iPhone 14',
      resalePrice: 1234.5,
      orginalPrice: 1999,
      location: 'Chattogram, GEC Circle',
      publishDat: '2026-03-04',
      useDuration: '2 years',
    });
    render(<ProductCard product={product} />);

    const card = screen.getByRole('article', { name: 'Pixel-perfect iPhone 14' });
    const photo = within(card).getByRole('img', { name: 'Pixel-perfect iPhone 14' });
    expect(photo).toHaveAttribute('src', product.productPhoto);
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '600');

    const fact = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(fact('Resale Price')).toHaveTextContent('$1,234.50');
    expect(fact('Location')).toHaveTextContent('Chattogram, GEC Circle');
    expect(fact('Publish Date')).toHaveTextContent('Mar 4, 2026');
    expect(fact('Used')).toHaveTextContent('2 years');
  });

  test('offers the image service’s card-width variant to the browser', () => {
    const id = 'a'.repeat(32);
    render(<ProductCard product={aProduct({ productPhoto: `/images/${id}-1600.webp` })} />);
    const photo = screen.getByRole('img');
    expect(photo).toHaveAttribute('src', `/images/${id}-640.webp`);
    expect(photo).toHaveAttribute(
      'srcset',
      `/images/${id}-640.webp 640w, /images/${id}-1600.webp 1600w`,
    );
    expect(photo).toHaveAttribute('sizes', expect.stringContaining('100vw'));
  });

  test('shows the original price struck through and the saving', () => {
    render(<ProductCard product={aProduct({ resalePrice: 400, orginalPrice: 800 })} />);
    expect(screen.getByText('Original price', { exact: false }).parentElement).toHaveTextContent(
      '$800.00',
    );
    expect(screen.getByText('50% off')).toBeInTheDocument();
  });

  test('shows no saving when the resale price is not below the original', () => {
    render(<ProductCard product={aProduct({ resalePrice: 800, orginalPrice: 800 })} />);
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  test('Report and Check out hand the product to their handlers', async () => {
    const user = userEvent.setup();
    const product = aProduct();
    const onReport = vi.fn();
    const onCheckout = vi.fn();
    render(<ProductCard product={product} onReport={onReport} onCheckout={onCheckout} />);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('button', { name: 'Check out' }));

    expect(onReport).toHaveBeenCalledWith(product);
    expect(onCheckout).toHaveBeenCalledWith(product);
  });

  test('without handlers the buttons stay visible and reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={aProduct()} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check out' })).toHaveFocus();
    await user.keyboard('{Enter}');
  });

  test('renders a product name as text, never as markup', () => {
    render(<ProductCard product={aProduct({ productName: '<img src=x onerror=alert(1)>' })} />);
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
