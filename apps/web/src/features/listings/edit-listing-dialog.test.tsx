import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, imageStored, refusal } from '../../test/fake-api.ts';
import { openMyPixelDialog, serveMyPixel } from './my-products-test-kit.tsx';

/** An edit changes the Pixel as the API would. */
function editServer(refuse?: ReturnType<typeof refusal>) {
  return serveMyPixel((pixel) =>
    answer('PATCH /products/:id', ({ body }) => {
      if (refuse) return refuse;
      pixel.current = { ...pixel.current, ...(body as object) };
      return { acknowledged: true, modifiedCount: 1 };
    }),
  );
}

async function openDialog() {
  const { user, dialog } = await openMyPixelDialog('Edit Pixel 7', 'Edit Pixel 7');
  const price = within(dialog).getByRole('spinbutton', { name: 'Resale price (USD)' });
  await waitFor(() => expect(price).toBeEnabled());
  return { user, dialog, price };
}

describe('Edit on My Products', () => {
  test('the seller lowers the price, rewrites the description and declares; only changes are sent', async () => {
    const sent = editServer();
    const { user, dialog, price } = await openDialog();
    expect(price).toHaveValue(310);
    await user.clear(price);
    await user.type(price, '279');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'New screen protector.');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Battery health/ }), '88');
    await user.click(within(dialog).getByRole('checkbox', { name: /Fully paid/ }));
    // What each condition means is there to choose by.
    expect(within(dialog).getByRole('combobox', { name: 'Condition' })).toHaveAccessibleDescription(
      /Excellent: Looks like new/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pixel 7 updated')).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({
      resalePrice: 279,
      description: 'New screen protector.',
      batteryHealth: 88,
      fullyPaid: true,
    });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Pixel 7/ })).toHaveTextContent('$279.00'),
    );
  });

  test('the add-product rules apply before sending: price above the original, battery over 100', async () => {
    const sent = editServer();
    const { user, dialog, price } = await openDialog();
    await user.clear(price);
    await user.type(price, '501');
    const battery = within(dialog).getByRole('spinbutton', { name: /Battery health/ });
    await user.type(battery, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription(/must not be above the original price \(\$500\.00\)/);
    expect(battery).toHaveAccessibleDescription(/whole percent from 0 to 100/);
    expect(sent.some((s) => s.method === 'PATCH')).toBe(false);
  });

  test('the server’s refusal is shown at its field, and the dialog stays open', async () => {
    editServer(refusal(400, 'location: Location is required', 'location'));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), ' North');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const location = within(dialog).getByRole('textbox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    expect(location).toHaveAccessibleDescription(/Location is required/);
  });

  test('photos: a new one is uploaded first, the list is reordered and trimmed, and sent in order', async () => {
    const sent = editServer();
    fakeApi.use(answer('POST /images', imageStored('/images/newphoto-1600.webp')));
    const { user, dialog } = await openDialog();
    // The listing's one photo is there, as the cover.
    expect(
      within(dialog).getByText('1 of 8 photos. The first is the cover buyers see first.'),
    ).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Photos');
    await user.upload(input, [
      new File([new Uint8Array(2048)], 'new.png', { type: 'image/png' }),
      new File([new Uint8Array(2048)], 'other.png', { type: 'image/png' }),
    ]);
    // The new photo becomes the cover; the second new one is removed again.
    await user.click(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pixel 7 updated')).toBeInTheDocument();
    expect(sent.filter((s) => s.url === '/api/images')).toHaveLength(1);
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({
      photos: ['/images/newphoto-1600.webp', '/images/phone.webp'],
    });
  });

  test('photos left as they were are not sent; removing the last one is refused', async () => {
    const sent = editServer();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByLabelText('Photos')).toHaveAccessibleDescription(
      /Product photo is required/,
    );
    expect(sent.some((s) => s.method === 'PATCH')).toBe(false);
  });

  test('a photo of the wrong kind is refused when chosen; nothing is sent', async () => {
    const sent = editServer();
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Photos');
    // A file picker may offer any file ("All files"): the accept list is only a hint.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.gif', { type: 'image/gif' })] },
    });
    expect(input).toHaveAccessibleDescription(/Choose a JPEG, PNG or WebP photo/);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(sent.some((s) => s.method === 'PATCH' || s.url === '/api/images')).toBe(false);
  });
});
