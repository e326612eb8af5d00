import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, refusal } from '../../test/fake-api.ts';
import { openMyPixelDialog, serveMyPixel } from './my-products-test-kit.tsx';

/** A price change changes the Pixel as the API would. */
function priceServer(refuse?: ReturnType<typeof refusal>) {
  return serveMyPixel((pixel) =>
    answer('PUT /products/:id/price', ({ body }) => {
      if (refuse) return refuse;
      const { resalePrice } = body as { resalePrice: number };
      pixel.current = { ...pixel.current, resalePrice };
      return { acknowledged: true, modifiedCount: 1, resalePrice };
    }),
  );
}

async function openDialog() {
  const { user, dialog } = await openMyPixelDialog(
    'Edit price of Pixel 7',
    'Edit the price of Pixel 7',
  );
  const input = within(dialog).getByRole('spinbutton', { name: 'New price (USD)' });
  await waitFor(() => expect(input).toBeEnabled());
  return { user, dialog, input };
}

describe('Edit price', () => {
  test('the seller lowers the price; the table shows the new one', async () => {
    const sent = priceServer();
    const { user, dialog, input } = await openDialog();
    expect(input).toHaveValue(310);
    await user.clear(input);
    await user.type(input, '279.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Pixel 7 now costs $279.99')).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ body: { resalePrice: 279.99 } });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Pixel 7/ })).toHaveTextContent('$279.99'),
    );
  });

  test('above the original price is refused before sending, at the field', async () => {
    const sent = priceServer();
    const { user, dialog, input } = await openDialog();
    await user.clear(input);
    await user.type(input, '501');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(input).toHaveAccessibleDescription(/must not be above the original price \(\$500\.00\)/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  test('the server’s refusal of the price is shown at the field', async () => {
    priceServer(refusal(400, 'resalePrice: Must be more than 0', 'resalePrice'));
    const { user, dialog, input } = await openDialog();
    await user.clear(input);
    await user.type(input, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(/Must be more than 0/);
  });
});
