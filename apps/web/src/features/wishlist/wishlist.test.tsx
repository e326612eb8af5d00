import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import type { AccountType } from '@resale-zone/contract/users';
import WishlistPage from '../../pages/wishlist-page.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { fakeWishlist } from '../../test/fakes/wishlist.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useAuth } from '../auth/index.ts';
import { ProductGrid } from '../listings/product-grid.tsx';
import { aProduct } from '../../test/fixtures.ts';
import { useWishlistHearts } from './use-wishlist-hearts.ts';

const pixel = aProduct({ _id: 'pixel', productName: 'Pixel 7' });
const galaxy = aProduct({ _id: 'galaxy', productName: 'Galaxy S22' });

/** A grid with the hearts of whoever is signed in, as the home and category pages have it. */
function GridWithHearts() {
  const wishlist = useWishlistHearts();
  return <ProductGrid products={[pixel, galaxy]} label="Phones" wishlist={wishlist} />;
}

/** Who the app takes the visitor for, once it knows (the hearts decide from the same state). */
function Visitor() {
  const { user, role, isLoading, isRoleLoading } = useAuth();
  if (isLoading || isRoleLoading) return null;
  return <output aria-label="Visitor">{user ? role : 'signed out'}</output>;
}

/** The wishlist of whoever is signed in as `as` (see fakeWishlist); the products are these two. */
function wishlistServer(
  as: AccountType | null,
  saved: string[],
  { refuse, products = [pixel, galaxy] }: { refuse?: number; products?: Product[] } = {},
) {
  fakeWishlist(saved, { refuse, products });
  signedIn = as;
  return fakeApi.sent();
}
let signedIn: AccountType | null = null;
const show = (ui: ReactNode, path: string) => renderApp(ui, { path, route: path, as: signedIn });

const heartOf = (name: string, label: string) =>
  within(screen.getByRole('article', { name })).findByRole('button', { name: label });

describe('wishlist hearts', () => {
  test('a buyer sees which phones are saved, and a heart saves or removes with a toast', async () => {
    const user = userEvent.setup();
    const sent = wishlistServer('buyer', ['pixel']);
    show(<GridWithHearts />, '/');

    const pixelHeart = await heartOf('Pixel 7', 'Remove from wishlist');
    expect(pixelHeart).toHaveAttribute('aria-pressed', 'true');
    const galaxyHeart = await heartOf('Galaxy S22', 'Save to wishlist');
    expect(galaxyHeart).toHaveAttribute('aria-pressed', 'false');

    await user.click(galaxyHeart);
    expect(await screen.findByText('Galaxy S22 is saved to your wishlist')).toBeInTheDocument();
    expect(galaxyHeart).toHaveAttribute('aria-pressed', 'true');
    expect(galaxyHeart).toHaveAccessibleName('Remove from wishlist');

    await user.click(pixelHeart);
    expect(await screen.findByText('Pixel 7 is removed from your wishlist')).toBeInTheDocument();
    expect(pixelHeart).toHaveAttribute('aria-pressed', 'false');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'PUT', url: '/api/wishlist/galaxy' },
      { method: 'DELETE', url: '/api/wishlist/pixel' },
    ]);
  });

  test('a refused change puts the heart back and says why', async () => {
    const user = userEvent.setup();
    wishlistServer('buyer', [], { refuse: 409 });
    show(<GridWithHearts />, '/');

    const heart = await heartOf('Pixel 7', 'Save to wishlist');
    await user.click(heart);
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  test('a seller keeps a wishlist too (people both buy and sell): hearts show', async () => {
    wishlistServer('seller', []);
    show(<GridWithHearts />, '/');
    expect(await heartOf('Pixel 7', 'Save to wishlist')).toBeInTheDocument();
  });

  test.each([
    ['signed out', null],
    ['an admin', 'admin'],
  ] as const)('%s: no hearts, no wishlist calls', async (_who, as) => {
    const sent = wishlistServer(as, []);
    const { queryClient } = show(
      <>
        <GridWithHearts />
        <Visitor />
      </>,
      '/',
    );

    // The grid has rendered with the role known, and everything it asked for has been answered:
    // a wishlist call it made would be in `sent` by now.
    expect(await screen.findByRole('status', { name: 'Visitor' })).toHaveTextContent(
      as ?? 'signed out',
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    expect(sent.some((r) => r.url.startsWith('/api/wishlist'))).toBe(false);
  });
});

describe('WishlistPage', () => {
  test('lists the saved phones with their price and state; sold ones are marked', async () => {
    wishlistServer('buyer', ['pixel', 'galaxy'], {
      products: [pixel, { ...galaxy, paid: true, availability: 'sold', resalePrice: 350 }],
    });
    show(<WishlistPage />, '/deshboard/wishlist');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wishlist - Resale Zone'));
    expect(screen.getByText('2 saved phones')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'My Wishlist' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const galaxyRow = rows.find((row) => row.textContent?.includes('Galaxy S22'))!;
    expect(galaxyRow).toHaveTextContent('$350.00');
    expect(within(galaxyRow).getByText('Sold')).toBeInTheDocument();
    expect(within(galaxyRow).getByRole('link', { name: 'Galaxy S22' })).toHaveAttribute(
      'href',
      '/products/galaxy',
    );
    const pixelRow = rows.find((row) => row.textContent?.includes('Pixel 7'))!;
    expect(within(pixelRow).getByText('Available')).toBeInTheDocument();
  });

  test('a saved phone with a held payment reads Reserved', async () => {
    wishlistServer('buyer', ['galaxy'], {
      products: [{ ...galaxy, paid: true, availability: 'reserved' }],
    });
    show(<WishlistPage />, '/deshboard/wishlist');

    const list = await screen.findByRole('list', { name: 'My Wishlist' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByText('Reserved')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/Sold|Available/);
  });

  test('Remove takes the phone off the list with a toast', async () => {
    const user = userEvent.setup();
    const sent = wishlistServer('buyer', ['pixel']);
    show(<WishlistPage />, '/deshboard/wishlist');

    await user.click(await screen.findByRole('button', { name: 'Remove Pixel 7' }));
    expect(await screen.findByText('Pixel 7 is removed from your wishlist')).toBeInTheDocument();
    expect(await screen.findByText('You have not saved any phones yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toHaveFocus();
    expect(sent).toContainEqual({ method: 'DELETE', url: '/api/wishlist/pixel' });
  });
});
