import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AccountType } from '@resale-zone/contract/users';
import { answer, fakeApi, later } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HeroBanner } from './hero-banner.tsx';

describe('"Sell your phone"', () => {
  test.each<[AccountType | null, string]>([
    [null, '/singup?account=seller'],
    ['seller', '/deshboard/addproduct'],
    ['buyer', '/deshboard'],
  ])('for %s leads to %s', async (as, href) => {
    renderApp(<HeroBanner />, { as });
    const link = screen.getByRole('link', { name: 'Sell your phone' });
    await waitFor(() => expect(link).toHaveAttribute('href', href));
  });

  test('keeps the seller sign-up while a signed-in role is on its way, then leads on', async () => {
    const role = later();
    let asked = false;
    fakeApi.use(
      answer('GET /users/seller/:email', async () => {
        asked = true;
        await role.promise;
        return { isSeller: true };
      }),
    );
    renderApp(<HeroBanner />, { as: 'seller' });
    const link = screen.getByRole('link', { name: 'Sell your phone' });
    // Signed in, role unknown: not the dashboard, which a seller would have had to leave again.
    await waitFor(() => expect(asked).toBe(true));
    expect(link).toHaveAttribute('href', '/singup?account=seller');
    role.resolve();
    await waitFor(() => expect(link).toHaveAttribute('href', '/deshboard/addproduct'));
  });
});
