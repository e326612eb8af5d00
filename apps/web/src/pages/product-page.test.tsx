import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CONDITION_GUIDE, type ProductDetail } from '@resale-zone/contract/listings';
import type { AccountType } from '@resale-zone/contract/users';
import { answer, fakeApi, refusal, type Reply } from '../test/fake-api.ts';
import { fakeWishlist } from '../test/fakes/wishlist.ts';
import { aProduct } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import ProductPage from './product-page.tsx';

function aDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProduct({
      _id: 'p1',
      productName: 'iPhone 13 128GB',
      resalePrice: 496,
      orginalPrice: 799,
      condition: 'Good',
      location: 'Dhaka, Gulshan',
      useDuration: '1 year 6 months',
      publishDat: '2026-03-04',
      description: 'Battery health 91%.\nBox included.',
      sellerName: 'Sam R.',
    }),
    photos: [aProduct().productPhoto],
    seller: { name: 'Sam Rahman', memberSince: '2025-06-15T10:00:00.000Z', listingCount: 4 },
    ...overrides,
  };
}

let visitor: AccountType | null = null;
const openProduct = (id = 'p1') =>
  renderApp(<ProductPage />, { path: `/products/${id}`, route: '/products/:id', as: visitor });

/** The listing's answer, and a wishlist that remembers what is saved. */
function server(as: AccountType | null, detail: ProductDetail | Reply) {
  visitor = as;
  fakeWishlist([]);
  fakeApi.use(
    answer('GET /products/:id', detail),
    answer('GET /offer-terms/:id', {
      accepting: true,
      askingPrice: 496,
      minimum: 248,
      openOffer: null,
    }),
  );
  return fakeApi.sent();
}

describe('ProductPage', () => {
  test('shows every fact of the listing, the saving, the grading guide and the seller', async () => {
    const sent = server(null, aDetail());
    openProduct();

    const heading = await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128GB' });
    expect(heading).toBeInTheDocument();
    expect(document.title).toBe('iPhone 13 128GB - Resale Zone');
    expect(sent.map((r) => r.url)).toContain('/api/products/p1');

    expect(screen.getByText('Save 38%')).toBeInTheDocument();
    expect(screen.getByText('Resale price', { exact: false }).parentElement).toHaveTextContent(
      '$496.00',
    );
    expect(screen.getByText('Original price', { exact: false }).parentElement).toHaveTextContent(
      '$799.00',
    );
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Location')).toHaveTextContent('Dhaka, Gulshan');
    expect(fact('Used')).toHaveTextContent('1 year 6 months');
    expect(fact('Publish Date')).toHaveTextContent('Mar 4, 2026');
    expect(fact('Brand')).toHaveTextContent('Iphone');
    expect(screen.getByText(/Battery health 91%/)).toHaveTextContent('Box included.');

    const condition = screen.getByRole('region', { name: 'Condition: Good' });
    expect(condition).toHaveTextContent(CONDITION_GUIDE.Good);
    expect(within(condition).getByText('How we grade')).toBeInTheDocument();

    const seller = screen.getByRole('region', { name: 'Sold by Sam Rahman' });
    expect(seller).toHaveTextContent('Member since June 2025');
    expect(seller).toHaveTextContent('4 phones for sale');
    expect(seller).toHaveTextContent('Listed as Sam R.');

    expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    // Signed out: no heart.
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  test('battery health and the declarations are shown with what they mean', async () => {
    server(null, aDetail({ batteryHealth: 87, activationLockOff: true }));
    openProduct();
    const condition = await screen.findByRole('region', { name: 'Condition: Good' });
    expect(condition).toHaveTextContent('Battery health 87%');
    expect(condition).toHaveTextContent(
      'Activation lock offSigned out of iCloud / Google: the buyer can set the phone up as their own.',
    );
    const badges = screen.getByRole('list', { name: 'The seller declares' });
    expect(badges).toHaveTextContent('Activation lock off');
    expect(badges).not.toHaveTextContent('Fully paid');
  });

  test('a sold listing is marked sold and cannot be checked out', async () => {
    server(null, aDetail({ paid: true, availability: 'sold' }));
    openProduct();

    expect(await screen.findByText(/This phone is sold/)).toBeInTheDocument();
    expect(screen.getByText('Sold', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  });

  test('a phone with a held payment reads Reserved, not sold, and cannot be checked out', async () => {
    server(null, aDetail({ paid: true, availability: 'reserved' }));
    openProduct();

    expect(
      await screen.findByText(/A buyer has paid and is meeting the seller/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Reserved', { selector: 'span' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/This phone is sold/)).not.toBeInTheDocument();
    expect(screen.queryByText('Sold', { selector: 'span' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  });

  test('an unknown id says the phone is not listed', async () => {
    server(null, refusal(404, 'Product not found'));
    openProduct('nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phone not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This phone is not listed here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the phones for sale' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(document.title).toBe('Phone not found - Resale Zone');
  });

  test('a buyer books from the page and saves the phone with the heart', async () => {
    const user = userEvent.setup();
    const sent = server('buyer', aDetail());
    openProduct();

    // The heart waits for the session, the role and the saved ids.
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(
      await screen.findByText('iPhone 13 128GB is saved to your wishlist'),
    ).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'PUT', url: '/api/wishlist/p1' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'iPhone 13 128GB' });
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$496.00');
  });

  test('the photo opens full screen with zoom, and Escape closes it', async () => {
    const user = userEvent.setup();
    server(null, aDetail());
    openProduct();

    await user.click(await screen.findByRole('button', { name: 'iPhone 13 128GB: enlarge photo' }));
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument(),
    );
  });
});
