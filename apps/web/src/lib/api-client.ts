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
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API on the same origin and validates the answer with the contract's schema, so that a
 * server that drifts from the contract fails loudly here instead of deep in a component.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
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
  return schema.parse(data);
}
