import { TOTAL_COUNT_HEADER } from '@resale-zone/contract/admin';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client.ts';

/** One page of a server-paged list, and how many rows the whole list has. */
export interface PagedAnswer<T> {
  rows: T[];
  total: number;
}

/**
 * `apiRequest` for paged lists whose total comes in the `x-total-count` header. A missing or
 * malformed total is a server that drifted from the contract, so it fails like a bad body would.
 */
export async function apiRequestWithTotal<S extends z.ZodType<unknown[]>>(
  path: string,
  schema: S,
  options: Omit<RequestOptions, 'onHeaders'> = {},
): Promise<PagedAnswer<z.infer<S>[number]>> {
  let total = Number.NaN;
  const rows = await apiRequest(path, schema, {
    ...options,
    onHeaders: (headers) => {
      const value = headers.get(TOTAL_COUNT_HEADER);
      if (value !== null && /^\d+$/.test(value)) total = Number(value);
    },
  });
  if (!Number.isSafeInteger(total)) {
    throw new Error(`The answer of ${path} has no ${TOTAL_COUNT_HEADER} header.`);
  }
  return { rows, total };
}
