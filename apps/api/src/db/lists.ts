import { desc, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

// How repositories order and page their lists.

/** Newest first; of rows made at the same instant, the higher id first (a stable order). */
export const newestFirst = (t: { createdAt: AnyColumn; id: AnyColumn }) => [
  desc(t.createdAt),
  desc(t.id),
];

/** Which page of a list: how many rows, after how many (the admin tables' `limit` and `offset`). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list and the size of the whole list, read at once. `rows` is the list's ordered
 * query made `$dynamic()`; `total` counts the rows it pages through.
 */
export async function pageWithTotal<T extends PgSelect>(
  rows: T,
  page: PageWindow,
  total: PromiseLike<{ total: number }[]>,
) {
  const [found, [counted]] = await Promise.all([rows.limit(page.limit).offset(page.offset), total]);
  return { rows: found, total: counted?.total ?? 0 };
}
