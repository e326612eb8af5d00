import { API_BASE } from '@resale-zone/contract/api-paths';
import { ErrorAnswer } from '@resale-zone/contract/common';
import type { z } from 'zod';

/** An API answer that was not 2xx, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except FormData (multipart uploads), which is sent as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** `false` for the identity calls themselves: no bearer token, no renewal on 401. */
  auth?: boolean;
  /** Reads the headers of a successful answer (e.g. a list's total count) before it is parsed. */
  onHeaders?: (headers: Headers) => void;
}

/**
 * Where the bearer token comes from (the identity feature plugs itself in at start): every call
 * sends the stored access token, and a 401 renews it once from the session and retries.
 */
export interface ApiAuth {
  getToken(): string | null;
  /** A fresh token, or null when the session is gone. */
  renewToken(): Promise<string | null>;
}

let apiAuth: ApiAuth | null = null;

export function configureApiAuth(auth: ApiAuth | null) {
  apiAuth = auth;
}

/**
 * Calls the API on the same origin and validates the answer with the contract's schema, so that a
 * server that drifts from the contract fails loudly here instead of deep in a component.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, signal, auth = true, onHeaders }: RequestOptions = {},
): Promise<z.infer<S>> {
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    }
  };
  const useAuth = auth && apiAuth !== null;
  let res = await send(useAuth ? apiAuth!.getToken() : null);
  if (res.status === 401 && useAuth) {
    // The token expired or was never fetched: renew it once from the session and try again.
    const fresh = await apiAuth!.renewToken().catch(() => null);
    if (fresh) res = await send(fresh);
  }
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ErrorAnswer.safeParse(data);
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.message : `Request failed (${res.status})`,
      parsed.success ? parsed.data.field : undefined,
    );
  }
  onHeaders?.(res.headers);
  return schema.parse(data);
}
