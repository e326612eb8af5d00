import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { WishlistControl } from './wishlist-heart.tsx';
import { ProductCard } from './product-card.tsx';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const render = renderApp;

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

  test('each declaration the seller made is a badge; none made, no badges', () => {
    render(
      <>
        <ProductCard
          product={aProduct({ productName: 'Declared', fullyPaid: true, noCrackedGlass: true })}
        />
        <ProductCard product={aProduct({ productName: 'Plain' })} />
      </>,
    );
    const declared = screen.getByRole('article', { name: 'Declared' });
    const badges = within(declared).getByRole('list', { name: 'The seller declares' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Fully paid', 'No cracked glass']);
    const plain = screen.getByRole('article', { name: 'Plain' });
    expect(within(plain).queryByRole('list', { name: 'The seller declares' })).toBeNull();
  });

  test('a phone with a checked IMEI carries the “IMEI checked” badge; others do not', () => {
    render(
      <>
        <ProductCard
          product={aProduct({
            productName: 'Checked',
            imeiChecked: true,
            imeiDevice: 'Apple iPhone 8',
            imeiLast4: '7518',
          })}
        />
        <ProductCard product={aProduct({ productName: 'Unchecked' })} />
      </>,
    );
    const checked = screen.getByRole('article', { name: 'Checked' });
    expect(within(checked).getByText('IMEI checked')).toBeInTheDocument();
    // A card shows no digits of the IMEI at all.
    expect(checked).not.toHaveTextContent('7518');
    const unchecked = screen.getByRole('article', { name: 'Unchecked' });
    expect(within(unchecked).queryByText('IMEI checked')).not.toBeInTheDocument();
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

  test('a lowered price says "Price reduced from" the price before; a sold phone does not', () => {
    const { unmount } = render(
      <ProductCard product={aProduct({ resalePrice: 379, priceReducedFrom: 420 })} />,
    );
    expect(screen.getByText('Price reduced from $420.00')).toBeInTheDocument();
    unmount();
    render(<ProductCard product={aProduct({ priceReducedFrom: 420, paid: true })} />);
    expect(screen.queryByText(/Price reduced/)).not.toBeInTheDocument();
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
    const product = aProduct();
    render(<ProductCard product={product} />);

    await user.tab();
    expect(within(screen.getByRole('heading')).getByRole('link')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: product.sellerName })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check out' })).toHaveFocus();
    await user.keyboard('{Enter}');
  });

  test('the seller’s name leads to their profile, with their rating and the Trusted seller badge', () => {
    render(
      <ProductCard
        product={aProduct({
          sellerName: 'Rina',
          sellerId: 'u-7',
          sellerRating: { average: 4.8, count: 12, trusted: true },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Rina' })).toHaveAttribute('href', '/sellers/u-7');
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText(/\(12 reviews\)/)).toBeInTheDocument();
    expect(screen.getByText('Trusted seller')).toBeInTheDocument();
  });

  test('a seller without reviews says so, without a badge; a deleted account has no link', () => {
    render(<ProductCard product={aProduct({ sellerName: 'Old', sellerId: null })} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('Trusted seller')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old' })).not.toBeInTheDocument();
  });

  test('renders a product name as text, never as markup', () => {
    render(<ProductCard product={aProduct({ productName: '<img src=x onerror=alert(1)>' })} />);
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  test('the photo and the name lead to the listing’s page; only the name is a tab stop', () => {
    const product = aProduct({ _id: 'abc-123', productName: 'Galaxy S22' });
    render(<ProductCard product={product} />);

    const links = screen.getAllByRole('link', { name: 'Galaxy S22' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products/abc-123',
      '/products/abc-123',
    ]);
    expect(links[0]).toHaveAttribute('tabindex', '-1');
    expect(within(screen.getByRole('heading')).getByRole('link')).not.toHaveAttribute('tabindex');
  });

  test('shows no heart without a wishlist (visitors, sellers, admins)', () => {
    render(<ProductCard product={aProduct()} />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  test('the heart shows whether the phone is saved and hands it to the toggle', async () => {
    const user = userEvent.setup();
    const saved = aProduct({ productName: 'Saved phone' });
    const other = aProduct({ productName: 'Other phone' });
    const wishlist: WishlistControl = {
      isSaved: (id) => id === saved._id,
      isChanging: () => false,
      toggle: vi.fn(),
    };
    render(
      <>
        <ProductCard product={saved} wishlist={wishlist} />
        <ProductCard product={other} wishlist={wishlist} />
      </>,
    );

    const savedHeart = within(screen.getByRole('article', { name: 'Saved phone' })).getByRole(
      'button',
      { name: 'Remove from wishlist' },
    );
    expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
    const otherHeart = within(screen.getByRole('article', { name: 'Other phone' })).getByRole(
      'button',
      { name: 'Save to wishlist' },
    );
    expect(otherHeart).toHaveAttribute('aria-pressed', 'false');

    await user.click(otherHeart);
    expect(wishlist.toggle).toHaveBeenCalledExactlyOnceWith(other);
  });

  test('a heart whose change is on its way ignores more clicks', async () => {
    const user = userEvent.setup();
    const wishlist: WishlistControl = {
      isSaved: () => false,
      isChanging: () => true,
      toggle: vi.fn(),
    };
    render(<ProductCard product={aProduct()} wishlist={wishlist} />);

    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-busy', 'true');
    await user.click(heart);
    expect(wishlist.toggle).not.toHaveBeenCalled();
  });
});
