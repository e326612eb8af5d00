import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { AuthUser } from '@resale-zone/contract/users';
import { AppToaster } from '../../components/ui/app-toaster.tsx';
import { AuthProvider } from '../auth/auth-context.tsx';
import { ProductCard } from './product-card.tsx';
import { aProduct } from './product-fixture.ts';
import { useReportListing } from './report-listing.tsx';
import {
  errorAnswer,
  resetSellerTest,
  serverAnswers,
  supportModalDialogs,
  type ApiCall,
} from './seller-test-kit.tsx';

beforeAll(supportModalDialogs);
afterEach(resetSellerTest);

const product = aProduct({ productName: 'Pixel 7' });

/** A category page in miniature: one card wired to Report. */
function CardWithReport() {
  const { onReport, reportDialog } = useReportListing();
  return (
    <>
      <ProductCard product={product} onReport={onReport} />
      {reportDialog}
    </>
  );
}

function SignInPage() {
  const { state } = useLocation();
  return <p>Sign-in page, back to {(state as { from: { pathname: string } }).from.pathname}</p>;
}

const BIANCA: AuthUser = {
  uid: 'u1',
  displayName: 'Bianca Buyer',
  email: 'bianca@resale.zone',
  photoURL: null,
};

/** The server's side: the identity calls for `user`, and the report call answered by `onReport`. */
function visit(user: AuthUser | null, onReport: (call: ApiCall) => ReturnType<typeof errorAnswer>) {
  if (typeof window.matchMedia !== 'function') {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    }));
  }
  const calls = serverAnswers((call) => {
    if (call.path === '/api/auth/session') return { status: 200, body: { user } };
    if (call.path.startsWith('/api/jwt')) return { status: 200, body: { accessToken: 'x.e30.y' } };
    if (call.path.startsWith('/api/users/seller/'))
      return { status: 200, body: { isSeller: false } };
    if (call.path.startsWith('/api/users/admin/')) return { status: 200, body: { isAdmin: false } };
    if (call.path.startsWith('/api/addproduct/report/')) return onReport(call);
    return errorAnswer(404, `No route ${call.path}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/categories/iphone']}>
          <AppToaster />
          <Routes>
            <Route path="/categories/iphone" element={<CardWithReport />} />
            <Route path="/singin" element={<SignInPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const reported = (alreadyReported: boolean) => ({
  status: 200,
  body: { acknowledged: true, modifiedCount: alreadyReported ? 0 : 1, alreadyReported },
});

describe('useReportListing', () => {
  test('a signed-out visitor goes to /singin, to come back to the page afterwards', async () => {
    const calls = visit(null, () => reported(false));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Sign-in page, back to /categories/iphone')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/addproduct/report/'))).toBe(false);
  });

  test('a signed-in person picks a reason, confirms, and is thanked', async () => {
    const user = userEvent.setup();
    const calls = visit(BIANCA, () => reported(false));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });
    await user.selectOptions(
      within(dialog).getByLabelText('Reason (optional)'),
      'It may be stolen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Thanks, Pixel 7 is reported')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: `/api/addproduct/report/${product._id}`,
      body: { reason: 'stolen' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('the reason is optional, and a second report says it was already made', async () => {
    const user = userEvent.setup();
    const calls = visit(BIANCA, () => reported(true));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('You already reported Pixel 7')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: undefined });
  });

  test('Cancel closes the dialog and reports nothing', async () => {
    const user = userEvent.setup();
    const calls = visit(BIANCA, () => reported(false));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  test('a failure says why and keeps the dialog for another try', async () => {
    const user = userEvent.setup();
    visit(BIANCA, () => errorAnswer(503, 'The service is temporarily unavailable.'));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Pixel 7' });

    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Pixel 7' })).toBeInTheDocument();
  });
});
