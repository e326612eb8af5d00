import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import DashboardHomePage from '../../pages/dashboard-home-page.tsx';

// The dashboard home also asks for sales to review (none here).
beforeEach(() => fakeApi.use(answer('GET /reviews/pending', [])));

describe('Start selling', () => {
  test('a buyer confirms, the account becomes a seller and Add A Product opens', async () => {
    fakeApi.use(answer('POST /users/me/start-selling', { accountType: 'seller' }));
    renderApp(<DashboardHomePage />, {
      as: 'buyer',
      pages: { '/deshboard/addproduct': <h1>Add A Product</h1> },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start selling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start selling?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('bookings and wishlist'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start selling' }));
    expect(await screen.findByRole('heading', { name: 'Add A Product' })).toBeInTheDocument();
    expect(fakeApi.sent().filter((r) => r.url === '/api/users/me/start-selling')).toHaveLength(1);
  });

  test.each(['seller', 'admin'] as const)('a %s is not offered it', async (role) => {
    renderApp(<DashboardHomePage />, { as: role });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();
  });
});
