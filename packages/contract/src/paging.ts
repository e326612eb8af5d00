/**
 * Paged lists. Every paged list reaches the page as one `Page`: its items, the cursor of the next
 * page (null on the last) and, where the server counts, the total over all pages.
 *
 * On the wire there are two encodings. Answers made for paging (`GET /search`) are a `Page`
 * object (`pageOf(item)` in common.ts). The spec's lists keep their array answers, so their
 * paging rides in headers: the total in `x-total-count`, the next cursor in `x-next-cursor`
 * (`GET /categories/{brand}` pages by cursor; the admin tables by `offset` and `limit`).
 *
 * Zod-free on purpose: the home page's first download imports these names (decision 014).
 */
export interface Page<T> {
  items: T[];
  /** Give it back as `cursor` for the next page; null on the last page (or for offset paging). */
  nextCursor: string | null;
  /** Items over all pages, when the list counts them. */
  total?: number;
}

export const TOTAL_COUNT_HEADER = 'x-total-count';
/** Sent as `1` when `x-total-count` is an estimate of a large result (decision 061). */
export const TOTAL_ESTIMATE_HEADER = 'x-total-estimate';
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
