import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router';
import toast from 'react-hot-toast';
import { vi } from 'vitest';
import type { AuditEvent } from '@resale-zone/contract/admin';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import type { PersonRow } from '@resale-zone/contract/users';
import { AppToaster } from '../../components/ui/app-toaster.tsx';

/**
 * What jsdom lacks for these pages: the modal methods of <dialog>, and `matchMedia` (the toast
 * area asks for prefers-reduced-motion).
 */
export function polyfillBrowser() {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) satisfies MediaQueryList;
  }
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}

let next = 0;

export function aPerson(overrides: Partial<PersonRow> = {}): PersonRow {
  next += 1;
  return {
    _id: `user-${next}`,
    name: `Person ${next}`,
    email: `person${next}@example.test`,
    image: null,
    accountType: 'seller',
    ...overrides,
  };
}

export function aReportedProduct(overrides: Partial<ReportedProduct> = {}): ReportedProduct {
  next += 1;
  return {
    _id: `listing-${next}`,
    productPhoto: `/images/phone-${next}.webp`,
    productName: `Phone ${next}`,
    sellerName: 'Sam Rahman',
    resalePrice: 389,
    orginalPrice: 799,
    location: 'Dhaka',
    categories: 'Iphone',
    condition: 'Good',
    useDuration: '1 year',
    sellerEmail: 'sam.seller@resale.zone',
    publishDat: '2026-03-04',
    description: 'Works well.',
    paid: false,
    reported: true,
    createdAt: '2026-03-04T10:00:00.000Z',
    reportCount: 1,
    reasons: ['unspecified'],
    ...overrides,
  };
}

export interface FakeServerState {
  sellers: PersonRow[];
  buyers: PersonRow[];
  reported: ReportedProduct[];
  audit: AuditEvent[];
}

export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/api/allsellers?limit=50&offset=0`. */
  url: string;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const refusal = (status: number, message: string) =>
  json({ statusCode: status, error: 'Error', message }, status);

/**
 * The admin endpoints as a small in-memory server at the network edge (the browser's fetch):
 * search, paging with the total header, deletions, promotion and the audit trail behave as the
 * real ones do, so that refetches after a change show the change.
 */
export function fakeAdminServer(initial: Partial<FakeServerState> = {}) {
  const state: FakeServerState = { sellers: [], buyers: [], reported: [], audit: [], ...initial };
  const sent: SentRequest[] = [];
  const failures: { status: number; message: string }[] = [];

  const page = <T,>(rows: T[], params: URLSearchParams) => {
    const limit = Number(params.get('limit') ?? 50);
    const offset = Number(params.get('offset') ?? 0);
    return json(rows.slice(offset, offset + limit), 200, { 'x-total-count': String(rows.length) });
  };
  const matches = (q: string | null, ...texts: string[]) =>
    !q || texts.some((t) => t.toLowerCase().includes(q.toLowerCase()));
  const record = (action: string, targetId: string, detail: string) =>
    state.audit.unshift({
      _id: `event-${state.audit.length + 1}`,
      actorId: 'admin-1',
      actorName: 'Ada Admin',
      action,
      targetType: action.endsWith('listing') || action === 'dismiss-reports' ? 'listing' : 'user',
      targetId,
      detail,
      createdAt: new Date().toISOString(),
    });

  function answer(method: string, url: URL): Response {
    const { pathname: path, searchParams: params } = url;
    const q = params.get('q');
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/allsellers')
      return page(
        state.sellers.filter((p) => matches(q, p.name, p.email)),
        params,
      );
    if (method === 'GET' && path === '/api/allbuyers')
      return page(
        state.buyers.filter((p) => matches(q, p.name, p.email)),
        params,
      );
    if (method === 'GET' && path === '/api/reported/product')
      return page(
        state.reported.filter((p) => matches(q, p.productName)),
        params,
      );
    if (method === 'GET' && path === '/api/audit') return page(state.audit, params);
    if (method === 'PUT' && (m = /^\/api\/allseller\/admin\/(.+)$/.exec(path))) {
      const person = state.sellers.find((p) => p._id === m![1]);
      if (!person) return refusal(404, 'This account does not exist.');
      if (person.accountType === 'admin')
        return refusal(409, `${person.name} is already an admin.`);
      // A new admin leaves the sellers list.
      state.sellers = state.sellers.filter((p) => p !== person);
      record('make-admin', person._id, person.name);
      return json({ acknowledged: true, modifiedCount: 1 });
    }
    if (method === 'DELETE' && (m = /^\/api\/all(sellers|buyers)\/(.+)$/.exec(path))) {
      const key = m[1] as 'sellers' | 'buyers';
      const person = state[key].find((p) => p._id === m![2]);
      if (!person) return refusal(404, 'This account does not exist.');
      state[key] = state[key].filter((p) => p !== person);
      record(key === 'sellers' ? 'delete-seller' : 'delete-buyer', person._id, person.name);
      return json({ acknowledged: true, deletedCount: 1 });
    }
    if (method === 'DELETE' && (m = /^\/api\/reportedproduct\/([^/]+)(\/reports)?$/.exec(path))) {
      const product = state.reported.find((p) => p._id === m![1]);
      if (!product) return refusal(404, 'This phone is no longer listed.');
      state.reported = state.reported.filter((p) => p !== product);
      if (m[2]) {
        record('dismiss-reports', product._id, product.productName);
        return json({ acknowledged: true, deletedCount: product.reportCount });
      }
      record('delete-listing', product._id, product.productName);
      return json({ acknowledged: true, deletedCount: 1 });
    }
    return refusal(404, `No fake route for ${method} ${path}`);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      sent.push({ method, url: `${url.pathname}${url.search}` });
      const failure = failures.shift();
      if (failure) return refusal(failure.status, failure.message);
      return answer(method, url);
    }),
  );

  return {
    state,
    sent,
    /** The next call is refused with this status and message. */
    failNext(status: number, message: string) {
      failures.push({ status, message });
    },
  };
}

/** Between tests: no stubbed network, and no toast left over for the next test to find. */
export function resetBrowser() {
  vi.unstubAllGlobals();
  toast.remove();
}

/**
 * Renders a page inside a fresh query client (no retries), a router at `url` and the toast
 * area; `location()` reads where the router is now (search text and page live in the URL).
 */
export function renderAdminPage(ui: ReactNode, url = '/deshboard/allsellers') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <AppToaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, location: (): Location => router.state.location };
}
