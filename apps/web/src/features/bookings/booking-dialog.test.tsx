import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notify } from '../../lib/toast.ts';
import { answer, fakeApi, refusal } from '../../test/fake-api.ts';
import { aProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { BookingDialog } from './booking-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const buyer = { name: 'Bianca Buyer', email: 'bianca.buyer@resale.zone' };

function openDialogFor(product = aProduct({ productName: 'Pixel 7', resalePrice: 1234.5 })) {
  const onClose = vi.fn();
  renderApp(<BookingDialog product={product} buyer={buyer} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: product.productName });
  return { dialog, onClose, product };
}

describe('BookingDialog', () => {
  test("shows the buyer's name and email and the phone's price, labelled and read-only", () => {
    const { dialog } = openDialogFor();
    const name = within(dialog).getByLabelText('Name');
    const email = within(dialog).getByLabelText('Email');
    const price = within(dialog).getByLabelText('Price');
    expect(name).toHaveValue('Bianca Buyer');
    expect(email).toHaveValue('bianca.buyer@resale.zone');
    expect(price).toHaveValue('$1,234.50');
    for (const field of [name, email, price]) expect(field).toHaveAttribute('readonly');
  });

  test('asks for a phone number and a meeting location, both labelled and required', () => {
    const { dialog } = openDialogFor();
    const phone = within(dialog).getByLabelText('Phone number');
    const place = within(dialog).getByLabelText('Meeting location');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toBeRequired();
    expect(phone).not.toHaveAttribute('readonly');
    expect(place).toHaveAttribute('type', 'text');
    expect(place).toBeRequired();
    expect(phone).toHaveFocus();
  });

  test('an empty form shows both required messages and sends nothing', async () => {
    const { dialog, onClose } = openDialogFor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Phone number is required')).toBeVisible();
    expect(within(dialog).getByText('Meeting location is required')).toBeVisible();
    expect(within(dialog).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Phone number is required'),
    );
    expect(fakeApi.calls()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a phone number with letters in it is refused', async () => {
    const { dialog } = openDialogFor();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), 'call me');
    await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Gulshan 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Enter a valid phone number')).toBeVisible();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  test('submitting books the phone with only the listing, number and place, toasts and closes', async () => {
    const success = vi.spyOn(notify, 'success');
    fakeApi.use(answer('POST /booking', { acknowledged: true, insertedId: 'booking-1' }));
    const { dialog, onClose, product } = openDialogFor();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '01712 345678');
    await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls()).toEqual([
      {
        method: 'POST',
        url: '/api/booking',
        body: { product_id: product._id, number: '01712 345678', place: 'Dhanmondi 27' },
      },
    ]);
    expect(success).toHaveBeenCalledWith('Pixel 7 Booking is successfully');
  });

  test("a refused booking shows the server's message and stays open", async () => {
    fakeApi.use(answer('POST /booking', refusal(409, 'You have already booked Pixel 7.')));
    const { dialog, onClose } = openDialogFor();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '01712345678');
    await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Banani');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already booked Pixel 7.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('01712345678');
  });

  test("a field the server refuses gets the server's message under it", async () => {
    fakeApi.use(answer('POST /booking', refusal(400, 'Enter a valid phone number', 'number')));
    const { dialog } = openDialogFor();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0171234567');
    await userEvent.type(within(dialog).getByLabelText('Meeting location'), 'Banani');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Enter a valid phone number')).toBeVisible();
    expect(within(dialog).getByLabelText('Phone number')).toHaveFocus();
  });

  test('Escape, Cancel and the close button close it', async () => {
    const { dialog, onClose } = openDialogFor();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  test("suggests the public spots of the phone's area first; a pick fills the place, which stays editable", async () => {
    fakeApi.use(answer('POST /booking', { acknowledged: true, insertedId: 'booking-2' }));
    const product = aProduct({
      productName: 'Pixel 7',
      area: { id: 'area-gulshan', city: 'Dhaka', name: 'Gulshan' },
    });
    const { dialog, onClose } = openDialogFor(product);
    const spots = await within(dialog).findByRole('group', { name: 'Suggested public spots' });
    const buttons = within(spots).getAllByRole('button', { pressed: false });
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(
        /^Gulshan Police Station \(this phone's area\)Gulshan, Dhaka · Open 24 hours/,
      ),
      expect.stringMatching(/^Rabindra Sarobar/),
    ]);
    await userEvent.click(buttons[0]!);
    const place = within(dialog).getByLabelText('Meeting location');
    expect(place).toHaveValue('Gulshan Police Station, Gulshan Avenue, Dhaka');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    // Still free text: the buyer may add to it or type any other place.
    await userEvent.type(place, ', front desk');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '01712 345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls()[0]?.body).toMatchObject({
      place: 'Gulshan Police Station, Gulshan Avenue, Dhaka, front desk',
    });
  });

  test('nothing shows when no phone is being booked', () => {
    renderApp(<BookingDialog product={null} buyer={buyer} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
