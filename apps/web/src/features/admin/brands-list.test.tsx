import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Brand } from '@resale-zone/contract/brands';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { TEST_BRANDS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { BrandsList } from './brands-list.tsx';

/** The brand endpoints over a list, as the server keeps it (Samsung has listings). */
function fakeBrands() {
  const brands: Brand[] = TEST_BRANDS.map((b) => ({ ...b }));
  fakeApi.use(
    answer('GET /brands', () => brands),
    answer('POST /admin/brands', ({ body }) => {
      const { slug, name } = body as { slug: string; name: string };
      if (brands.some((b) => b.slug === slug)) return refusal(409, 'This brand exists already.');
      const brand = { slug, name, title: name, logo: null, position: brands.length + 1 };
      brands.push(brand);
      return brand;
    }),
    answer('PUT /admin/brands/:slug', ({ params, body }) => {
      const brand = brands.find((b) => b.slug === params.slug)!;
      brand.title = (body as { title: string }).title;
      return brand;
    }),
    answer('DELETE /admin/brands/:slug', ({ params }) =>
      params.slug === 'samsung'
        ? refusal(409, 'This brand has listings, so it cannot be deleted. Rename it instead.')
        : { acknowledged: true, deletedCount: 1 },
    ),
  );
}

const table = () => screen.getByRole('table', { name: 'Brands' });

describe('BrandsList', () => {
  test('an admin adds a brand: it joins the table', async () => {
    fakeBrands();
    const user = userEvent.setup();
    renderApp(<BrandsList />);
    expect(await screen.findByRole('rowheader', { name: 'Samsung' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Fairphone');
    await user.type(screen.getByLabelText(/^Address/), 'fairphone');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));

    expect(
      await within(table()).findByRole('rowheader', { name: 'Fairphone' }),
    ).toBeInTheDocument();
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      slug: 'fairphone',
      name: 'Fairphone',
    });
  });

  test('a bad address is refused on the form, and nothing is sent', async () => {
    fakeBrands();
    const user = userEvent.setup();
    renderApp(<BrandsList />);
    await user.type(screen.getByLabelText('Name'), 'Fair');
    await user.type(screen.getByLabelText(/^Address/), 'Fair Phone');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText(/lower-case letters and digits/)).toBeInTheDocument();
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('an empty form names each missing field as its label does', async () => {
    fakeBrands();
    const user = userEvent.setup();
    renderApp(<BrandsList />);
    await user.click(await screen.findByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription(/Address is required/);
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('rename in a dialog; deleting a brand with listings says why it cannot', async () => {
    fakeBrands();
    const user = userEvent.setup();
    renderApp(<BrandsList />);
    await user.click(await screen.findByRole('button', { name: 'Rename One Plus' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename One Plus' });
    const field = within(dialog).getByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'OnePlus');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(table()).findByRole('rowheader', { name: 'OnePlus' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Samsung' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/has listings, so it cannot be deleted/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
