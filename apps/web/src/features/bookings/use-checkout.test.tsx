import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AccountType } from '@resale-zone/contract/users';
import { notify } from '../../lib/toast.ts';
import { answer, fakeApi, TEST_USER } from '../../test/fake-api.ts';
import { aBooking, aProduct } from '../../test/fixtures.ts';
import { openOnCategoryPage } from '../../test/pages.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { ProductCard } from '../listings/product-card.tsx';
import { ADMINS_DO_NOT_BOOK, OWN_PHONE, useCheckout } from './use-checkout.tsx';

afterEach(() => vi.restoreAllMocks());

const product = aProduct({ productName: 'Pixel 7', resalePrice: 320 });

/** A category page in miniature: one card wired to Check out. */
function CardWithCheckout() {
  const { onCheckout, bookingDialog, bookedIds } = useCheckout();
  return (
    <>
      <ProductCard product={product} onCheckout={onCheckout} bookedIds={bookedIds} />
      {bookingDialog}
    </>
  );
}

/** The same card, of a phone the signed-in test user listed. */
function OwnCardWithCheckout() {
  const { onCheckout, bookingDialog } = useCheckout();
  return (
    <>
      <ProductCard product={{ ...product, sellerEmail: TEST_USER.email }} onCheckout={onCheckout} />
      {bookingDialog}
    </>
  );
}

/** A category page with the card, for a visitor signed in as `role` (or signed out). */
function signedInAs(role: AccountType | null) {
  openOnCategoryPage(<CardWithCheckout />, role);
}

describe('useCheckout', () => {
  test('a signed-out visitor goes to /singin, to come back to the page afterwards', async () => {
    signedInAs(null);
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Sign-in page, back to /categories/iphone')).toBeInTheDocument();
  });

  test('a buyer gets the booking dialog for the phone, with their name and email', async () => {
    signedInAs('buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pixel 7' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bianca Buyer');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('bianca@resale.zone');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$320.00');
  });

  test('a seller books other people’s phones too: the booking dialog opens', async () => {
    signedInAs('seller');
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('dialog', { name: 'Pixel 7' })).toBeInTheDocument();
  });

  test('an admin is told that admin accounts do not book', async () => {
    const error = vi.spyOn(notify, 'error');
    signedInAs('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(ADMINS_DO_NOT_BOOK));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('nobody books their own phone', async () => {
    const error = vi.spyOn(notify, 'error');
    openOnCategoryPage(<OwnCardWithCheckout />, 'seller');
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(OWN_PHONE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Back closes the booking dialog and keeps the page; Cancel leaves no entry behind', async () => {
    const user = userEvent.setup();
    const { router, location } = openOnCategoryPage(<CardWithCheckout />, 'buyer');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('dialog', { name: 'Pixel 7' })).toBeVisible();

    await router.navigate(-1);

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/categories/iphone');

    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pixel 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog's entry went with it: the page is the current entry again, not a dialog.
    await vi.waitFor(() =>
      expect(location().state as unknown).not.toMatchObject({ bookingDialog: product._id }),
    );
  });

  test('Back pressed straight after Check out, before the page has drawn, leaves no dialog open; Forward brings it back', async () => {
    const { router, location } = openOnCategoryPage(<CardWithCheckout />, 'buyer');
    const user = userEvent.setup();
    const checkOut = screen.getByRole('button', { name: 'Check out' });
    // Once opened and closed, the session is known and the dialog's code loaded.
    await user.click(checkOut);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(location().state as unknown).toBeNull());

    // Both in one turn: the dialog's entry is pushed and left before React draws either.
    await act(async () => {
      fireEvent.click(checkOut);
      await router.navigate(-1);
    });

    await vi.waitFor(() => expect(location().state as unknown).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Pixel 7' })).toBeVisible();
  });

  test('Forward to the entry of a dialog closed with Cancel shows no dialog and steps back over it, so the next Back leaves the page', async () => {
    const user = userEvent.setup();
    const { router, location } = openOnCategoryPage(<CardWithCheckout />, 'buyer');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await vi.waitFor(() => expect(location().state as unknown).toBeNull());

    await act(() => router.navigate(1));

    // Back on the page's own entry, with the dialog's entry ahead again and nothing shown.
    await vi.waitFor(() => expect(location().state as unknown).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(location().pathname).toBe('/categories/iphone');
  });

  test('a page that arrives on a dialog entry (a reload) steps back to its own entry once', async () => {
    const { location } = renderApp(<CardWithCheckout />, {
      as: 'buyer',
      route: '/categories/iphone',
      history: [
        '/categories/iphone',
        { pathname: '/categories/iphone', state: { bookingDialog: product._id } },
      ],
    });
    await vi.waitFor(() => expect(location().state as unknown).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a phone the person has booked says "Booked – see my bookings", linking to them', async () => {
    fakeApi.use(
      answer('GET /bookings', [
        aBooking({ product_id: product._id }),
        // A cancelled booking of another phone does not count.
        aBooking({ product_id: 'other', state: 'released', releaseReason: 'cancelled' }),
      ]),
    );
    signedInAs('buyer');

    const booked = await screen.findByRole('link', { name: 'Booked – see my bookings' });
    expect(booked).toHaveAttribute('href', '/deshboard/booking');
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  });

  test('after booking, the card says Booked', async () => {
    const user = userEvent.setup();
    let bookings: ReturnType<typeof aBooking>[] = [];
    fakeApi.use(
      answer('GET /bookings', () => bookings),
      answer('POST /booking', () => {
        bookings = [aBooking({ product_id: product._id })];
        return { acknowledged: true, insertedId: 'booking-new' };
      }),
    );
    signedInAs('buyer');
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pixel 7' });
    await user.type(within(dialog).getByLabelText('Phone number'), '01712 345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('link', { name: 'Booked – see my bookings' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
