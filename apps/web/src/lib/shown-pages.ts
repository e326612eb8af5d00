/**
 * How many pages of a paged list of phones (a brand's, a search's) the address asks for:
 * `?pages=3`. "Load more phones" writes it, so that the page, loaded again (Back from a phone,
 * when the browser did not keep the page; a reload), shows as many phones as before, rendered by
 * the server, and the browser puts the visitor back where they were. Plain code: the server's
 * page data and the islands' runtime read it too.
 */
export const PAGES_PARAM = 'pages';

/** At most this many pages (24 phones each) come from the address. */
export const MAX_SHOWN_PAGES = 10;

/** The pages the address asks for: a whole number from 1 up, at most MAX_SHOWN_PAGES; else 1. */
export function shownPages(params: URLSearchParams): number {
  const value = params.get(PAGES_PARAM);
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_SHOWN_PAGES);
}

/** `to` is `from` with only the pages shown changed: the same list, not another one. */
export function onlyPagesMoved(from: string, to: string): boolean {
  const without = (search: string) => {
    const params = new URLSearchParams(search);
    params.delete(PAGES_PARAM);
    return params.toString();
  };
  return from !== to && without(from) === without(to);
}
