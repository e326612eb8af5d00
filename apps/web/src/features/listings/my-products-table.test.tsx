import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { listingKeys } from './listings.api.ts';
import { MyProductsTable } from './my-products-table.tsx';

const EMAIL = 'sam.seller@resale.zone';

/**
 * A seller's listings as the server keeps them; writes change them as the API would.
 * `overrides` answer first (returning nothing passes a call on).
 */
function sellerServer(
  products: (Product & { imei?: string | null })[],
  ...overrides: HttpHandler[]
) {
  let listings = products.map((p) => ({ imei: null, photos: [p.productPhoto], ...p }));
  fakeApi.use(
    ...overrides,
    answer('GET /addproduct', ({ query }) => (query.get('email') === EMAIL ? listings : undefined)),
    answer('GET /dashboard/seller/listings', () =>
      listings.map((p, i) => ({
        id: p._id,
        productName: p.productName,
        views: 100 * (i + 1),
        saves: i + 1,
        bookings: i,
      })),
    ),
    answer('PUT /addproduct/advertise/:id', ({ params }) => {
      listings = listings.map((p) =>
        p._id === params.id ? { ...p, publish: 'advertise' as const } : p,
      );
      return { acknowledged: true, modifiedCount: 1 };
    }),
    answer('DELETE /products/:id', ({ params }) => {
      listings = listings.filter((p) => p._id !== params.id);
      return { acknowledged: true, deletedCount: 1 };
    }),
  );
  return fakeApi.sent();
}

const table = () => screen.findByRole('table', { name: 'My Products' });
const rowOf = async (name: string) =>
  within(await table()).getByRole('row', { name: new RegExp(name) });

describe('MyProductsTable', () => {
  test("lists the seller's phones under the spec's columns", async () => {
    const calls = sellerServer([
      aProduct({ productName: 'Pixel 7', resalePrice: 310 }),
      aProduct({ productName: 'Galaxy S21', paid: true, availability: 'sold' }),
    ]);
    renderApp(<MyProductsTable email={EMAIL} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your products');
    const myProducts = await table();
    const headers = within(myProducts)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'No',
      'Photo',
      'Product Name',
      'Available',
      'On the lists',
      'Views',
      'Saves',
      'Bookings',
      'Advertise',
      'Delete',
    ]);

    const pixel = await rowOf('Pixel 7');
    expect(within(pixel).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(pixel).toHaveTextContent('$310.00');
    expect(within(pixel).getByText('Sales')).toBeInTheDocument();
    expect(within(pixel).getByRole('button', { name: 'Advertise' })).toBeEnabled();
    expect(within(pixel).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Its views, saves and bookings, from the dashboard's answer.
    await waitFor(() =>
      expect(
        within(pixel)
          .getAllByRole('cell')
          .slice(4, 7)
          .map((c) => c.textContent),
      ).toEqual(['100 views', '1 save', '0 bookings']),
    );

    // A sold phone says so and offers neither action.
    const galaxy = await rowOf('Galaxy S21');
    expect(within(galaxy).getByText('Sold')).toBeInTheDocument();
    expect(within(galaxy).queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        url: '/api/addproduct?email=sam.seller%40resale.zone',
      }),
    );
  });

  test('a phone with a held payment reads Reserved, neither Sales nor Sold, with no actions', async () => {
    sellerServer([aProduct({ productName: 'Pixel 8', paid: true, availability: 'reserved' })]);
    renderApp(<MyProductsTable email={EMAIL} />);

    const pixel = await rowOf('Pixel 8');
    expect(within(pixel).getByText('Reserved')).toBeInTheDocument();
    expect(pixel).not.toHaveTextContent(/Sold\b|Sales/);
    expect(pixel).toHaveTextContent('Reserved phones cannot be advertised');
    expect(within(pixel).queryByRole('button')).not.toBeInTheDocument();
  });

  test('the seller sees the full IMEI of their own phones', async () => {
    sellerServer([
      {
        ...aProduct({
          productName: 'iPhone 8',
          imeiChecked: true,
          imeiDevice: 'Apple iPhone 8',
          imeiLast4: '7518',
        }),
        imei: '490154203237518',
      },
    ]);
    renderApp(<MyProductsTable email={EMAIL} />);
    expect(await rowOf('iPhone 8')).toHaveTextContent('IMEI 490154203237518');
  });

  test('Advertise calls the API, toasts, and the button gives way to "Advertised"', async () => {
    const user = userEvent.setup();
    const phone = aProduct({ productName: 'Pixel 7' });
    const calls = sellerServer([phone, aProduct({ productName: 'Mi 11', publish: 'advertise' })]);
    renderApp(<MyProductsTable email={EMAIL} />);
    expect(within(await rowOf('Mi 11')).getByText('Advertised')).toBeInTheDocument();

    await user.click(within(await rowOf('Pixel 7')).getByRole('button', { name: 'Advertise' }));

    expect(await screen.findByText('Make advertise successfully')).toBeInTheDocument();
    const pixel = await rowOf('Pixel 7');
    await waitFor(() => expect(within(pixel).getByText('Advertised')).toBeInTheDocument());
    expect(within(pixel).queryByRole('button', { name: 'Advertise' })).not.toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/addproduct/advertise/${phone._id}`,
      body: undefined,
    });
  });

  test('advertising and deleting refresh the featured and category lists at once', async () => {
    const user = userEvent.setup();
    sellerServer([aProduct({ productName: 'Pixel 7' })]);
    const { queryClient } = renderApp(<MyProductsTable email={EMAIL} />);
    const lists = [listingKeys.featured(), listingKeys.category('iphone')];
    const seed = () => lists.forEach((key) => queryClient.setQueryData(key, []));
    const stale = () => lists.map((key) => queryClient.getQueryState(key)?.isInvalidated);

    seed();
    await user.click(within(await rowOf('Pixel 7')).getByRole('button', { name: 'Advertise' }));
    await waitFor(() => expect(stale()).toEqual([true, true]));

    seed();
    await user.click(within(await rowOf('Pixel 7')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });

  test('a refused advertise shows the server’s reason', async () => {
    const user = userEvent.setup();
    sellerServer(
      [aProduct({ productName: 'Pixel 7' })],
      answer('PUT /addproduct/advertise/:id', refusal(409, 'A sold phone cannot be advertised.')),
    );
    renderApp(<MyProductsTable email={EMAIL} />);

    await user.click(within(await rowOf('Pixel 7')).getByRole('button', { name: 'Advertise' }));

    expect(await screen.findByText('A sold phone cannot be advertised.')).toBeInTheDocument();
  });

  test('Delete asks first; Cancel keeps the phone, Delete removes it with a toast', async () => {
    const user = userEvent.setup();
    const phone = aProduct({ productName: 'Pixel 7' });
    const calls = sellerServer([phone, aProduct({ productName: 'Mi 11' })]);
    renderApp(<MyProductsTable email={EMAIL} />);

    await user.click(within(await rowOf('Pixel 7')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    expect(dialog).toHaveTextContent('If you delete Pixel 7. It cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(await rowOf('Pixel 7')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Pixel 7 deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Pixel 7')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: `/api/products/${phone._id}`,
      body: undefined,
    });
  });

  test('a seller with no phones is pointed to Add A Product', async () => {
    sellerServer([]);
    renderApp(<MyProductsTable email={EMAIL} />);

    expect(await screen.findByText('You have not listed any phones yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add A Product' });
    expect(links.every((link) => link.getAttribute('href') === '/deshboard/addproduct')).toBe(true);
  });

  test('a failed load explains and retries', async () => {
    const user = userEvent.setup();
    let down = true;
    sellerServer(
      [aProduct({ productName: 'Pixel 7' })],
      answer('GET /addproduct', () =>
        down ? refusal(503, 'The service is temporarily unavailable.') : undefined,
      ),
    );
    renderApp(<MyProductsTable email={EMAIL} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your products could not be loaded.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await rowOf('Pixel 7')).toBeInTheDocument();
  });
});
