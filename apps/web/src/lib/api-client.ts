import { API_BASE } from '@resale-zone/contract/api-paths';
import type { z } from 'zod';

/** An API answer that was not 2xx, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Why that field was refused, when the server says (a mailed link: 'expired', 'used'…). */
    readonly reason?: string,
  ) {
    super(message);
  }

  /**
   * The message as shown under its field: without the field's name that schema refusals put in
   * front ('newPassword: Password should be at least 8 characters').
   */
  get fieldMessage(): string {
    const prefix = `${this.field}: `;
    return this.field && this.message.startsWith(prefix)
      ? this.message.slice(prefix.length)
      : this.message;
  }
}

/**
 * The server's refusal of one of a form's own fields (a 400 naming it), to show under that field;
 * null for any other error, which the form shows on top.
 */
export function refusedField<F extends string>(
  err: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(err instanceof ApiError) || !fields.includes(err.field as F)) return null;
  return { field: err.field as F, message: err.fieldMessage };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
 * Lets go of `auth` if it is still the one in use: another provider that took over since (the
 * app after a page's islands, decision 062) keeps its own.
 */
export function releaseApiAuth(auth: ApiAuth) {
  if (apiAuth === auth) apiAuth = null;
}

/**
 * How a request reaches the API: the browser's fetch on the same origin, or (server rendering) a
 * function that answers in process. The server's is anonymous and the same for every request, so
 * one module-level setting serves concurrent renders.
 */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (path, init) => fetch(path, init);

export function configureApiFetch(next: ApiFetch) {
  apiFetch = next;
}

/**
 * The contract schema an answer is checked with: the schema itself, or a function that loads it.
 * Loaders keep zod and the contract's schemas out of the first page's JavaScript (the home page's
 * budget, docs/performance.md): the schema's chunk downloads while the request is in flight, and
 * the answer is still parsed by it before anyone sees it.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * Loaders of a contract module's schemas by name: `const listings = lazyContract(() =>
 * import('@resale-zone/contract/listings'))`, then `apiRequest(path, listings('ProductList'))`.
 * The module is imported once, on the first request that needs it.
 */
export function lazyContract<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  return <K extends keyof M>(name: K) =>
    async (): Promise<M[K]> => {
      loading ??= load().catch((err: unknown) => {
        loading = undefined; // a failed chunk download may succeed on the next request
        throw err;
      });
      return (await loading)[name];
    };
}

const commonContract = lazyContract(() => import('@resale-zone/contract/common'));

/**
 * A same-origin fetch with the bearer token, renewed once on a 401: for what `apiRequest` does not
 * fit, a stream read as it arrives (the live channel).
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return apiFetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'same-origin' });
  };
  let res = await send(apiAuth?.getToken() ?? null);
  if (res.status === 401 && apiAuth) {
    const fresh = await apiAuth.renewToken().catch(() => null);
    if (fresh) res = await send(fresh);
  }
  return res;
}

/**
 * Calls the API on the same origin and validates the answer with the contract's schema, so that a
 * server that drifts from the contract fails loudly here instead of deep in a component.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<S>,
  { method = 'GET', body, signal, auth = true, onHeaders }: RequestOptions = {},
): Promise<z.infer<S>> {
  // Zod schemas are objects; a function is a loader, started now to overlap with the request.
  const schema = typeof schemaSource === 'function' ? schemaSource() : schemaSource;
  // A failed load is reported when the answer is parsed, not as an unhandled rejection meanwhile.
  if (schema instanceof Promise) schema.catch(() => {});
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await apiFetch(`${API_BASE}${path}`, {
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
    // The error shape's schema loads only on errors; if even that fails, the status speaks.
    const ErrorAnswer = await commonContract('ErrorAnswer')().catch(() => null);
    const parsed = ErrorAnswer?.safeParse(data);
    throw new ApiError(
      res.status,
      parsed?.success ? parsed.data.message : `Request failed (${res.status})`,
      parsed?.success ? parsed.data.field : undefined,
      parsed?.success ? parsed.data.reason : undefined,
    );
  }
  onHeaders?.(res.headers);
  return (await schema).parse(data);
}
