import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AccountType } from '@resale-zone/contract/users';
import { notify } from '../../lib/toast.ts';
import { aProduct } from '../../test/fixtures.ts';
import { openOnCategoryPage } from '../../test/pages.tsx';
import { ProductCard } from '../listings/product-card.tsx';
import { ONLY_BUYERS_MESSAGE, useCheckout } from './use-checkout.tsx';

afterEach(() => vi.restoreAllMocks());

const product = aProduct({ productName: 'Pixel 7', resalePrice: 320 });

/** A category page in miniature: one card wired to Check out. */
function CardWithCheckout() {
  const { onCheckout, bookingDialog } = useCheckout();
  return (
    <>
      <ProductCard product={product} onCheckout={onCheckout} />
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

  test.each([
    ['a seller', 'seller'],
    ['an admin', 'admin'],
  ] as const)('%s is told that only buyers book', async (_who, role) => {
    const error = vi.spyOn(notify, 'error');
    signedInAs(role);
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(ONLY_BUYERS_MESSAGE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
