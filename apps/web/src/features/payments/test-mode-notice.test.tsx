import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { RootLayout } from '../../layouts/root-layout.tsx';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const page = [{ element: <RootLayout />, children: [{ path: '*', element: <h1>A page</h1> }] }];

describe('the footer’s test-mode notice', () => {
  test('says no real payments are taken when the server runs its built-in test mode', async () => {
    renderApp(page, { as: null });
    expect(await screen.findByText('Test mode: no real payments')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Test mode: no real payments');
  });

  test('says nothing when Stripe takes the cards', async () => {
    fakeApi.use(answer('GET /payments/config', { mode: 'stripe', publishableKey: 'pk_live_1' }));
    renderApp(page, { as: null });
    await screen.findByRole('heading', { name: 'A page' });
    await expect
      .poll(() => fakeApi.sent().some((s) => s.url === '/api/payments/config'))
      .toBe(true);
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
  });
});
