import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { OffSaleMove } from './listings.api.ts';
import { MyProductsTable } from './my-products-table.tsx';
import { serveMyPixel, type Pixel } from './my-products-test-kit.tsx';

/** Pause, Resume and Sold elsewhere change the Pixel as the API would (decision 058). */
function moveServer(refuse?: ReturnType<typeof refusal>) {
  let shared: { current: Pixel } | null = null;
  const handler = (move: OffSaleMove) =>
    answer(`PUT /addproduct/${move}/:id`, () => {
      if (refuse) return refuse;
      const offSale = move === 'resume' ? null : move === 'pause' ? 'paused' : 'sold-elsewhere';
      shared!.current = {
        ...shared!.current,
        offSale,
        availability: offSale ? 'unavailable' : 'available',
      } as Pixel;
      return { acknowledged: true, modifiedCount: 1 };
    });
  const sent = serveMyPixel((pixel) => {
    shared = pixel;
    return handler('pause');
  });
  fakeApi.use(handler('resume'), handler('sold-elsewhere'));
  return sent;
}

const pixelRow = () => screen.getByRole('row', { name: /Pixel 7/ });
/** A button of the Pixel's row (named after the row for screen readers). */
const button = async (name: RegExp) =>
  within(await screen.findByRole('row', { name: /Pixel 7/ })).getByRole('button', { name });

describe('On the lists', () => {
  test('the seller pauses the Pixel: it reads Paused beside Unavailable; Resume puts it back', async () => {
    const sent = moveServer();
    const user = userEvent.setup();
    renderApp(<MyProductsTable email="sam.seller@resale.zone" />);
    await user.click(await button(/^Pause/));
    expect(await screen.findByText(/Pixel 7: paused/)).toBeInTheDocument();
    await waitFor(() => expect(pixelRow()).toHaveTextContent('Paused'));
    expect(pixelRow()).toHaveTextContent('Unavailable');
    // The server refuses edits and repricing of a paused phone: the row offers none of them.
    expect(within(pixelRow()).queryByRole('button', { name: /^(Edit|Offers)/ })).toBeNull();
    expect(pixelRow()).toHaveTextContent('Resume it to edit');
    expect(sent.find((s) => s.method === 'PUT')?.url).toMatch(/\/addproduct\/pause\//);

    await user.click(within(pixelRow()).getByRole('button', { name: /^Resume/ }));
    await waitFor(() => expect(pixelRow()).not.toHaveTextContent('Paused'));
    expect(within(pixelRow()).getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
    expect(within(pixelRow()).getByRole('button', { name: /^Edit price/ })).toBeInTheDocument();
  });

  test('sold elsewhere is asked first, then the row says so and offers no more moves', async () => {
    moveServer();
    const user = userEvent.setup();
    renderApp(<MyProductsTable email="sam.seller@resale.zone" />);
    await user.click(await button(/^Sold elsewhere/));
    const dialog = await screen.findByRole('dialog', { name: 'Sold Pixel 7 elsewhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sold elsewhere' }));
    await waitFor(() => expect(pixelRow()).toHaveTextContent('Sold elsewhere'));
    expect(within(pixelRow()).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
    expect(within(pixelRow()).queryByRole('button', { name: /^(Edit|Offers)/ })).toBeNull();
  });

  test('a refusal (a buyer paid meanwhile) is said in a toast', async () => {
    moveServer(
      refusal(409, 'A phone with a held payment cannot be paused. Decline the booking first.'),
    );
    const user = userEvent.setup();
    renderApp(<MyProductsTable email="sam.seller@resale.zone" />);
    await user.click(await button(/^Pause/));
    expect(
      await screen.findByText(
        'A phone with a held payment cannot be paused. Decline the booking first.',
      ),
    ).toBeInTheDocument();
  });
});
