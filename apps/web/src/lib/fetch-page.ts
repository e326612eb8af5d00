import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Page } from '@resale-zone/contract/paging';
import type { z } from 'zod';
import { apiRequest, type SchemaSource } from './api-client.ts';

export type { Page } from '@resale-zone/contract/paging';

/** Which page: by keyset cursor (`cursor`), or by number (`offset`, with `limit`). */
export interface PageRequest {
  /** The list's own query (search text, filters); empty values are left out. */
  query?: URLSearchParams | Record<string, string | undefined>;
  cursor?: string | null;
  offset?: number;
  limit?: number;
  signal?: AbortSignal;
  /** The list shows its total: an answer without one is a server that drifted from the contract. */
  counted?: boolean;
}

/** A page of a list that shows its total (the admin tables). */
export type CountedPage<T> = Page<T> & { total: number };

/** The items of an answer that is either an array (the spec's lists) or a `Page`. */
type ItemOf<A> = A extends readonly (infer T)[] ? T : A extends Page<infer T> ? T : never;

/**
 * One page of any paged list, as the contract's `Page`. `schema` checks the answer: a `Page`
 * object (lists made for paging), or an array whose paging comes in the `x-total-count` and
 * `x-next-cursor` headers (the spec's lists, whose answers stay as they are).
 */
export async function fetchPage<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  request: PageRequest & { counted: true },
): Promise<CountedPage<ItemOf<z.infer<S>>>>;
export async function fetchPage<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  request?: PageRequest,
): Promise<Page<ItemOf<z.infer<S>>>>;
export async function fetchPage<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  { query = {}, cursor, offset, limit, signal, counted = false }: PageRequest = {},
): Promise<Page<ItemOf<z.infer<S>>>> {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (offset !== undefined) params.set('offset', String(offset));
  const own = query instanceof URLSearchParams ? [...query] : Object.entries(query);
  for (const [name, value] of own) if (value) params.append(name, value);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();

  let headers: Headers | null = null;
  const answer: unknown = await apiRequest(search ? `${path}?${search}` : path, schema, {
    signal,
    onHeaders: (h) => (headers = h),
  });
  const page = Array.isArray(answer)
    ? fromHeaders(answer, headers)
    : (answer as Page<ItemOf<z.infer<S>>>);
  if (counted && page.total === undefined) {
    throw new Error(`The answer of ${path} has no total (${TOTAL_COUNT_HEADER}).`);
  }
  return page as Page<ItemOf<z.infer<S>>>;
}

function fromHeaders<T>(items: T[], headers: Headers | null): Page<T> {
  const total = headers?.get(TOTAL_COUNT_HEADER) ?? null;
  return {
    items,
    nextCursor: headers?.get(NEXT_CURSOR_HEADER) || null,
    ...(total !== null && /^\d+$/.test(total) ? { total: Number(total) } : {}),
  };
}
