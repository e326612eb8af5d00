import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MyProductsTable } from './my-products-table.tsx';

const EMAIL = 'sam.seller@resale.zone';

function aPixel() {
  return {
    ...aProduct({ productName: 'Pixel 7', resalePrice: 310, orginalPrice: 500 }),
    imei: null,
    photos: ['/images/phone.webp'],
  };
}
export type Pixel = ReturnType<typeof aPixel>;

/**
 * The tests of My Products' dialogs: the seller has one unsold Pixel 7 at $310 (original $500),
 * with nothing counted yet in the Views, Saves and Bookings columns. `change` answers the
 * dialog's request and keeps `pixel.current` as the API would, so that the table reloads it.
 * Returns what the app sent.
 */
export function serveMyPixel(change: (pixel: { current: Pixel }) => HttpHandler) {
  const pixel = { current: aPixel() };
  fakeApi.use(
    answer('GET /addproduct', () => [pixel.current]),
    answer('GET /dashboard/seller/listings', () => [
      { id: pixel.current._id, productName: 'Pixel 7', views: 0, saves: 0, bookings: 0 },
    ]),
    change(pixel),
  );
  return fakeApi.sent();
}

/** My Products with the Pixel; the seller presses `button` and gets the dialog `dialog`. */
export async function openMyPixelDialog(button: string, dialog: string) {
  const user = userEvent.setup();
  renderApp(<MyProductsTable email={EMAIL} />);
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialog }) };
}
