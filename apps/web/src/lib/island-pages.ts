/**
 * The pages rendered as islands (decision 062): HTML that needs no script to read, where only the
 * parts a visitor can use hydrate, each on its own. Plain code: the entry reads it. The route table
 * marks the same pages (`islands: true` in their handle; island-pages.test.ts checks they agree).
 * A link from one of them to another loads it as a page; to any other page, the app takes over.
 */
export const ISLAND_PAGES: readonly RegExp[] = [
  /^\/(?:home\/?)?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/sellers\/[^/]+\/?$/,
  /^\/price-guide(?:\/[^/]+\/[^/]+)?\/?$/,
  /^\/search\/?$/,
];

export const isIslandPage = (pathname: string) => ISLAND_PAGES.some((page) => page.test(pathname));

/**
 * The islands pages whose query string is their islands' own state: the search (its words,
 * filters and order). A move to the same page with another query stays on the page: a new history
 * entry the islands' routers follow, and the search's island fetches its results. Elsewhere (a
 * brand page's area) another query loads the page from the server.
 */
const QUERY_IS_STATE: readonly RegExp[] = [/^\/search\/?$/];

export const queryIsState = (pathname: string) =>
  QUERY_IS_STATE.some((page) => page.test(pathname));

/** Addresses that are not the app's pages: the API (a calendar file…) and images. */
const NOT_A_PAGE = /^\/(?:api|images)\//;

/**
 * Hands a click on a link to another of the app's pages to `leave` (which lets the app take over),
 * unless that page is an islands page (the browser loads it) or React already handles the link
 * (inside a hydrated island, where the router's own navigation says where to go).
 */
export function leaveByLinks(leave: (href: string) => void): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.target || link.hasAttribute('download') || link.closest('[data-hydrated]')) return;
    if (NOT_A_PAGE.test(link.pathname) || isIslandPage(link.pathname)) return;
    if (link.pathname === window.location.pathname && link.hash) return;
    event.preventDefault();
    leave(link.href);
  });
}

/**
 * Calls `start` once, at the first sign that someone is about to use `part`: a press (mouse, pen or
 * touch), the keyboard's focus, or a field changed without either (a choice made by assistive
 * technology or autofill). Not a pointer passing over it: the browser also reports one when the
 * page appears under a resting mouse, which is no use of anything.
 */
export function onFirstUse(part: Element, start: () => void): void {
  const kinds = ['pointerdown', 'touchstart', 'focusin', 'change'] as const;
  const fire = () => {
    kinds.forEach((kind) => part.removeEventListener(kind, fire, true));
    start();
  };
  kinds.forEach((kind) => part.addEventListener(kind, fire, { capture: true, passive: true }));
}

/**
 * Calls `start` once `part` comes into view (at once where there is no IntersectionObserver). An
 * island's wrapper has no box of its own (`display: contents`), so its children are watched (told
 * by its attribute: asking for its style would make the browser compute the page's style early).
 */
export function onVisible(part: Element, start: () => void): void {
  if (typeof IntersectionObserver !== 'function') return start();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  const boxless = part.hasAttribute('data-island');
  for (const target of boxless ? Array.from(part.children) : [part]) observer.observe(target);
}
