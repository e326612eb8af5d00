import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { reportUploadProgress } from '../../test/browser.ts';
import { answer, fakeApi, imageStored, later, refusal } from '../../test/fake-api.ts';
import { TEST_BRANDS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AddProductForm } from './add-product-form.tsx';
import {
  FILLED,
  SELLER,
  STORED_PHOTO,
  aPhoto,
  addProduct,
  fillValidForm,
  saves,
  uploads,
} from './add-product-test-kit.tsx';

describe('AddProductForm', () => {
  test('the Category select offers every brand of the list, by its stored name', async () => {
    renderApp(<AddProductForm seller={SELLER} />);
    const select = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a brand', ...TEST_BRANDS.map((b) => b.name)]),
    );
    expect(within(select).getByRole('option', { name: 'One plus' })).toHaveValue('One plus');
  });

  test('each empty field shows its own message under it, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderApp(<AddProductForm seller={{ name: '', email: '' }} />);
    await user.clear(screen.getByLabelText('Publish date'));

    await user.click(addProduct());

    const expected: [string, string][] = [
      ['Product name', 'Product name is required'],
      ['Seller name', 'Seller name is required'],
      ['Product photo', 'Product photo is required'],
      ['Resale price (USD)', 'Resale price is required'],
      ['Original price (USD)', 'Original price is required'],
      ['Location', 'Location is required'],
      ['Category', 'Product Category is required'],
      ['Condition', 'Product condition is required'],
      ['Use duration', 'Duration is required'],
      ['Seller email', 'Seller email is required'],
      ['Publish date', 'Publish date is required'],
      ['Description', 'Product description is required'],
    ];
    for (const [label, message] of expected) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // The first invalid field takes the focus so that a keyboard user lands on it.
    expect(screen.getByLabelText('Product name')).toHaveFocus();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  test('a field turns valid again once it is filled', async () => {
    const user = userEvent.setup();
    renderApp(<AddProductForm seller={SELLER} />);
    await user.click(addProduct());
    expect(await screen.findByText('Location is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Location'), 'Dhaka');
    await user.click(addProduct());

    await waitFor(() => expect(screen.queryByText('Location is required')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'false');
  });

  test('prices must be more than 0, and the email is the seller’s own, read-only', async () => {
    const user = userEvent.setup();
    renderApp(<AddProductForm seller={SELLER} />);
    expect(screen.getByLabelText('Seller email')).toHaveValue(SELLER.email);
    expect(screen.getByLabelText('Seller email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Seller name')).toHaveValue(SELLER.name);

    await user.type(screen.getByLabelText('Resale price (USD)'), '-5');
    await user.click(addProduct());

    expect(screen.getByLabelText('Resale price (USD)')).toHaveAccessibleDescription(
      'Must be more than 0',
    );
  });

  test('the name is the account’s, read-only; a price above the original and a future date are shown under their fields', async () => {
    const user = userEvent.setup();
    renderApp(<AddProductForm seller={SELLER} />);
    expect(screen.getByLabelText('Seller name')).toHaveAttribute('readonly');
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Resale price (USD)'));
    await user.type(screen.getByLabelText('Resale price (USD)'), '900');
    await user.clear(screen.getByLabelText('Publish date'));
    await user.type(screen.getByLabelText('Publish date'), '2029-01-01');

    await user.click(addProduct());

    expect(await screen.findByLabelText('Resale price (USD)')).toHaveAccessibleDescription(
      'Resale price cannot be above the original price',
    );
    expect(screen.getByLabelText('Publish date')).toHaveAccessibleDescription(
      expect.stringContaining('Publish date cannot be in the future'),
    );
    expect(fakeApi.calls()).toHaveLength(0);
  });

  test('a valid form uploads the photo with progress, sends the product, toasts and resets', async () => {
    const user = userEvent.setup();
    const stored = later();
    // The photo's upload is held until the test has seen its progress.
    const append = vi.spyOn(FormData.prototype, 'append');
    fakeApi.use(
      answer('POST /images', async () => {
        await stored.promise;
        return imageStored(STORED_PHOTO);
      }),
      answer('POST /addproduct', { acknowledged: true, insertedId: 'listing-1' }),
    );
    renderApp(<AddProductForm seller={SELLER} />);
    await fillValidForm(user);

    await user.click(addProduct());

    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(uploads()[0]).toMatchObject({ method: 'POST', url: '/api/images' });
    expect(append).toHaveBeenCalledWith(
      'image',
      expect.objectContaining({ name: 'iphone.png' }),
      'iphone.png',
    );
    reportUploadProgress(0.4);
    const progress = await screen.findByRole('progressbar', { name: 'Photo upload' });
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading photo… 40%')).toBeInTheDocument();
    stored.resolve();

    expect(await screen.findByText('iPhone 13 128GB is added successfully')).toBeInTheDocument();
    expect(saves()).toEqual([
      {
        method: 'POST',
        url: '/api/addproduct',
        body: { ...FILLED, productPhoto: STORED_PHOTO },
      },
    ]);
    // Ready for the next phone: emptied, with the seller's own details kept.
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue(''));
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Seller email')).toHaveValue(SELLER.email);
    expect((screen.getByLabelText('Product photo') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a failed upload says so, saves nothing and keeps what the seller typed', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('POST /images', refusal(415, 'Only JPEG, PNG or WebP images are accepted.', 'image')),
    );
    renderApp(<AddProductForm seller={SELLER} />);
    await fillValidForm(user);

    await user.click(addProduct());

    const photo = screen.getByLabelText('Product photo');
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    expect(photo).toHaveAccessibleDescription(
      expect.stringContaining(
        'The photo could not be uploaded: Only JPEG, PNG or WebP images are accepted.',
      ),
    );
    expect(
      await screen.findByText(/The photo could not be uploaded, so the product was not saved/),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    expect(screen.getByLabelText('Product name')).toHaveValue('  iPhone 13 128GB  ');
  });

  test('a refusal of the server shows under the field it names; a retry reuses the photo', async () => {
    const user = userEvent.setup();
    let refuse = true;
    fakeApi.use(
      answer('POST /addproduct', () =>
        refuse
          ? refusal(400, 'publishDat: Publish date is required', 'publishDat')
          : { acknowledged: true, insertedId: 'listing-2' },
      ),
      answer('POST /images', imageStored(STORED_PHOTO)),
    );
    renderApp(<AddProductForm seller={SELLER} />);
    await fillValidForm(user);

    await user.click(addProduct());

    const date = screen.getByLabelText('Publish date');
    await waitFor(() => expect(date).toHaveAccessibleDescription('Publish date is required'));
    expect(
      await screen.findByText('The product was not saved. Check the highlighted field.'),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(addProduct());

    expect(await screen.findByText('iPhone 13 128GB is added successfully')).toBeInTheDocument();
    expect(saves()).toHaveLength(2);
    expect(uploads()).toHaveLength(1);
  });

  test('the optional IMEI: a wrong check digit is refused on the form, a good one is sent', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('POST /images', imageStored(STORED_PHOTO)),
      answer('POST /addproduct', { acknowledged: true, insertedId: 'listing-3' }),
    );
    renderApp(<AddProductForm seller={SELLER} />);
    await fillValidForm(user);
    const imei = screen.getByLabelText('IMEI (optional)');
    await user.type(imei, '490154203237519');

    await user.click(addProduct());

    await waitFor(() =>
      expect(imei).toHaveAccessibleDescription(expect.stringContaining('its last digit')),
    );
    expect(saves()).toHaveLength(0);

    await user.clear(imei);
    await user.type(imei, '490154203237518');
    await user.click(addProduct());

    expect(await screen.findByText('iPhone 13 128GB is added successfully')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({ imei: '490154203237518' });
  });

  test('an IMEI already listed (409) shows under the IMEI field', async () => {
    const user = userEvent.setup();
    const message = 'imei: A phone with this IMEI is already listed.';
    fakeApi.use(
      answer('POST /images', imageStored(STORED_PHOTO)),
      answer('POST /addproduct', refusal(409, message, 'imei')),
    );
    renderApp(<AddProductForm seller={SELLER} />);
    await fillValidForm(user);
    const imei = screen.getByLabelText('IMEI (optional)');
    await user.type(imei, '490154203237518');

    await user.click(addProduct());

    await waitFor(() =>
      expect(imei).toHaveAccessibleDescription(
        expect.stringContaining('A phone with this IMEI is already listed.'),
      ),
    );
    expect(imei).toHaveAttribute('aria-invalid', 'true');
  });

  test('several photos: reordered and trimmed by keyboard, the first is the cover, all sent in order', async () => {
    const user = userEvent.setup();
    let n = 0;
    fakeApi.use(
      answer('POST /images', () => imageStored(`/images/${String(n++).repeat(32)}-1600.webp`)),
      answer('POST /addproduct', { acknowledged: true, insertedId: 'listing-4' }),
    );
    renderApp(<AddProductForm seller={SELLER} />);
    await fillValidForm(user);
    const named = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Product photo'), [
      named('back.jpg'),
      named('side.jpg'),
    ]);
    const photos = () =>
      within(screen.getByRole('list', { name: 'Chosen photos' }))
        .getAllByRole('img')
        .map((img) => img.closest('li')!);
    expect(photos()).toHaveLength(3);
    expect(within(photos()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(
      screen.getByText('3 of 8 photos. The first is the cover buyers see first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    // The third photo (side.jpg) moves to the front with the keyboard; focus stays on its button.
    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // At the front "earlier" is disabled: the focus is on "later" of the same photo.
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
    // back.jpg (now third) is removed.
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(photos()).toHaveLength(2);

    await user.click(addProduct());

    expect(await screen.findByText('iPhone 13 128GB is added successfully')).toBeInTheDocument();
    // Uploaded in the list's order (side, then iphone), saved in that order.
    expect(uploads()).toHaveLength(2);
    expect(saves()[0]?.body).toMatchObject({
      productPhoto: `/images/${'0'.repeat(32)}-1600.webp`,
      photos: [`/images/${'0'.repeat(32)}-1600.webp`, `/images/${'1'.repeat(32)}-1600.webp`],
    });
  });

  test('a non-image file is refused before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<AddProductForm seller={SELLER} />);

    await user.upload(screen.getByLabelText('Product photo'), aPhoto('text/html'));

    // Refused as soon as it is chosen, before any submit.
    await waitFor(() =>
      expect(screen.getByLabelText('Product photo')).toHaveAccessibleDescription(
        expect.stringContaining('Choose a JPEG, PNG or WebP photo'),
      ),
    );
    await user.click(addProduct());
    expect(uploads()).toHaveLength(0);
    const form = screen.getByRole('button', { name: 'Add Product' }).closest('form')!;
    expect(within(form).getByText('Choose a JPEG, PNG or WebP photo')).toBeInTheDocument();
  });
});
