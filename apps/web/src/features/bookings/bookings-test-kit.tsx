import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** jsdom has <dialog> but not its modal methods. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}

/** Renders inside a fresh query client (no retries) and a router. */
export function renderWithApp(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/**
 * Stands in for the server at the network edge: each call gets the next answer of the script,
 * and the requests the page sent are kept for the test to read.
 */
export function serverAnswers(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer scripted for ${String(input)}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

export const ok = (body: unknown, status = 200): Answer => ({ status, body });
export const refused = (status: number, message: string, field?: string): Answer => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...(field ? { field } : {}) },
});

/**
 * Like `serverAnswers`, but answers by request (for pages that make several calls in no fixed
 * order, such as the identity feature's session, token and role calls).
 */
export function serverRoutes(answer: (method: string, path: string) => Answer | undefined) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      sent.push({
        method,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const found = answer(method, url);
      if (!found) throw new Error(`No answer scripted for ${method} ${url}`);
      return new Response(JSON.stringify(found.body), {
        status: found.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}
