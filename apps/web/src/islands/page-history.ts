import type { Location } from 'react-router';
import { queryIsState } from '../lib/island-pages.ts';
import { onlyPagesMoved } from '../lib/shown-pages.ts';
import type { IslandHistory } from './island-providers.tsx';

/**
 * An islands page's history (decision 062): what the islands' routers read, and the entries the
 * runtime writes (a dialog's own, or the app's on taking over). Plain code, no React.
 */

/** The page's history as the islands' routers see it (state included: a dialog's own entry). */
export const listeners = new Set<() => void>();
let seen: { href: string; state: unknown; location: Location } | null = null;
export const pageHistory: IslandHistory = {
  subscribe(onChange) {
    listeners.add(onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('popstate', onChange);
    };
  },
  get() {
    const { href: address, pathname, search, hash } = window.location;
    const state = window.history.state as { usr?: unknown; key?: string } | null;
    if (seen?.href !== address || seen.state !== state) {
      const location = {
        pathname,
        search,
        hash,
        state: state?.usr ?? null,
        key: state?.key ?? 'default',
      };
      seen = { href: address, state, location };
    }
    return seen.location;
  },
};

/**
 * How a move from `from` to `to` stays on this islands page, the islands' routers following it:
 * `'entry'`, the same address (a dialog's own entry); `'pages'`, more of a list shown
 * (`?pages=`); `'query'`, a new search where the query is the page's state (`queryIsState`).
 * Null: another page, which loads or which the app takes over.
 */
export function moveWithinPage(
  from: { pathname: string; search: string },
  to: URL,
): 'entry' | 'pages' | 'query' | null {
  if (to.pathname !== from.pathname) return null;
  if (to.search === from.search) return 'entry';
  if (onlyPagesMoved(from.search, to.search)) return 'pages';
  return queryIsState(to.pathname) ? 'query' : null;
}

/**
 * A new history entry at `url`, or the current one replaced, in React Router's shape (its state
 * under `usr`, a key, an index), so that the app reads it as its own if it takes over.
 */
export function writeEntry(url: URL, state: unknown, replace: boolean) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const entry = { usr: state ?? null, key: newKey(), idx: replace ? index : index + 1 };
  if (replace) window.history.replaceState(entry, '', url.href);
  else window.history.pushState(entry, '', url.href);
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Where the app's `<ScrollRestoration />` keeps each history entry's scroll position in
 * sessionStorage: its documented default `storageKey`.
 */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * Keeps the page's scroll position for its history entry where the app's `ScrollRestoration`
 * reads it, before the app takes over: Back from the app's page then returns to the same place.
 * An entry the browser made has no key yet; it is given one, as the app would have.
 */
export function keepScrollPosition() {
  const current = window.history.state as { usr?: unknown; key?: string; idx?: number } | null;
  let key = current?.key;
  if (!key) {
    key = newKey();
    window.history.replaceState({ usr: current?.usr ?? null, key, idx: current?.idx ?? 0 }, '');
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      number
    >;
    positions[key] = window.scrollY;
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused or unreadable: Back starts at the top of the page.
  }
}
