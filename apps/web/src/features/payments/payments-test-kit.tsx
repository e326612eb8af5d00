import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Booking } from '@resale-zone/contract/bookings';

export function aBookingToPay(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'booking-1',
    name: 'Bianca Buyer',
    productName: 'iPhone 13',
    email: 'bianca.buyer@resale.zone',
    price: 389,
    number: '01712 345678',
    place: 'Dhanmondi 27, Dhaka',
    photo: '/images/iphone-13.webp',
    product_id: 'listing-1',
    paid: false,
    transactionId: null,
    soldToOther: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The page at /deshboard/payment/{id}, beside a stand-in bookings page to land on. */
export function renderPaymentRoute(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/deshboard/payment/booking-1']}>
        <Routes>
          <Route path="/deshboard/payment/:id" element={ui} />
          <Route path="/deshboard/booking" element={<h1>My bookings</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown };
export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refused = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

/**
 * Stands in for the server at the network edge. The handler answers each request by method and
 * path (without /api); it may return a promise, to hold an answer back while the test looks.
 */
export function stubServer(answer: (method: string, path: string) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input).replace(/^\/api/, '');
      sent.push({
        method,
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const { status, body } = await answer(method, path);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** A promise the test settles when it chooses. */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
