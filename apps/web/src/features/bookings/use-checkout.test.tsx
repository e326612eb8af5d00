import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { AccountType, AuthUser } from '@resale-zone/contract/users';
import { notify } from '../../lib/toast.ts';
import { AuthProvider } from '../auth/auth-context.tsx';
import { ProductCard } from '../listings/product-card.tsx';
import { aProduct } from '../listings/product-fixture.ts';
import { ok, polyfillDialog, serverRoutes } from './bookings-test-kit.tsx';
import { ONLY_BUYERS_MESSAGE, useCheckout } from './use-checkout.tsx';

beforeAll(polyfillDialog);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

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

function SignInPage() {
  const { state } = useLocation();
  return <p>Sign-in page, back to {(state as { from: { pathname: string } }).from.pathname}</p>;
}

/** The server's side of the identity calls, for a visitor signed in as `role` (or signed out). */
function signedInAs(role: AccountType | null) {
  const user: AuthUser | null = role && {
    uid: 'u1',
    displayName: 'Bianca Buyer',
    email: 'bianca@resale.zone',
    photoURL: null,
  };
  serverRoutes((_method, url) => {
    if (url === '/api/auth/session') return ok({ user });
    if (url.startsWith('/api/jwt')) return ok({ accessToken: 'x.e30.y' });
    if (url.startsWith('/api/users/seller/')) return ok({ isSeller: role === 'seller' });
    if (url.startsWith('/api/users/admin/')) return ok({ isAdmin: role === 'admin' });
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/categories/iphone']}>
          <Routes>
            <Route path="/categories/iphone" element={<CardWithCheckout />} />
            <Route path="/singin" element={<SignInPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
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
