import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createPath, type Navigator, type To } from 'react-router';
import { askSessionEarly } from '../features/auth/auth.api.ts';
import { isIslandPage } from '../lib/island-pages.ts';
import { restorePageState, PAGE_STATE_ID } from '../lib/page-state.ts';
import { queryClient } from '../lib/query-client.ts';
import '../lib/zod-config.ts';
import { islandPrefix } from '../components/islands/island.tsx';
import { loadAppStyles } from './app-styles.ts';
import { IslandProviders } from './island-providers.tsx';
import {
  keepScrollPosition,
  listeners,
  moveWithinPage,
  pageHistory,
  writeEntry,
} from './page-history.ts';
import { ISLAND_LOADERS, LIVE_ISLAND } from './island-loaders.ts';

/**
 * The browser's side of a page rendered as islands (decision 062), loaded when the first island
 * is used: each island hydrates as a React root of its own, with the page's data and a router
 * whose moves leave the page. Moving to a page that is not islands lets the whole app take over
 * (no reload, as from any page before); to another islands page, the browser loads it.
 */

export { replayInput } from '../lib/replay-input.ts';

const roots: Root[] = [];
let pageStateRestored = false;
let toaster: Root | null = null;
let beforeTakeOver: () => void = () => {};
let onQueryMove: () => void = () => {};
/**
 * The address the server rendered, which every island hydrates at (its HTML shows it) before
 * following the address of now: the search may have moved on since (`queryIsState`), by the
 * runtime's own moves or by Back. The entry tells it (`renderedAddress`).
 */
let renderedAt = window.location.pathname + window.location.search;

/** The address the page was rendered at, as the entry read it when the page arrived. */
export function renderedAddress(address: string) {
  renderedAt = address;
}

/** The page's data, once, for every island (and for the app if it takes over). */
function restoreOnce() {
  if (pageStateRestored) return;
  pageStateRestored = true;
  restorePageState(queryClient, document.getElementById(PAGE_STATE_ID)?.textContent ?? '{}');
  askSessionEarly();
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Where an island's links and navigate() go: an entry of this page's own (a dialog's) stays here;
 * another page loads, or the app takes over.
 */
const pageNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to, state) => void leavePage(href(to), state, false),
  replace: (to, state) => void leavePage(href(to), state, true),
};

/** Called (once) when the app is about to take over: the entry stops holding input. */
export function onTakeOver(hook: () => void) {
  beforeTakeOver = hook;
}

/**
 * Called when the page's query moved without leaving it (a new search): the entry hydrates the
 * islands not yet used, so that each shows the new address.
 */
export function onQueryMoved(hook: () => void) {
  onQueryMove = hook;
}

export async function leavePage(to: string, state: unknown, replace: boolean): Promise<void> {
  const url = new URL(to, window.location.href);
  const move = moveWithinPage(window.location, url);
  if (move) {
    // An entry of this page's own (a dialog's, more phones, a new search): the islands follow it.
    writeEntry(url, state, replace);
    for (const onChange of listeners) onChange();
    if (move === 'query') onQueryMove();
    return;
  }
  if (isIslandPage(url.pathname)) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  await takeOver(url.href, state, replace);
}

/**
 * The whole app takes the page over at `to`, as if it had been there from the start: the islands
 * end, the app renders the next page with the same data, and the address moves (with the router's
 * state, so a page such as sign-in knows where to come back to).
 */
export async function takeOver(to: string, state: unknown = null, replace = false): Promise<void> {
  restoreOnce();
  beforeTakeOver();
  const url = new URL(to, window.location.href);
  const [{ renderTakenOver }] = await Promise.all([import('../start-app.tsx'), loadAppStyles()]);
  const left = window.location.pathname;
  if (!replace) keepScrollPosition();
  writeEntry(url, state, replace);
  listeners.clear();
  // The islands end once the app is on screen: until then their identity answers the app's first
  // requests (the app's own is set up after its pages have asked).
  await renderTakenOver(document.getElementById('root')!, left);
  for (const root of roots.splice(0)) root.unmount();
  toaster?.unmount();
  toaster = null;
  window.scrollTo(0, 0);
}

/** Hydrates one island (`[data-island]`) and resolves once React handles it. */
export async function hydrateIsland(part: HTMLElement): Promise<void> {
  restoreOnce();
  const name = part.dataset.island ?? '';
  const load = ISLAND_LOADERS[name];
  if (!load) throw new Error(`No code for the island "${name}"`);
  const [component] = await Promise.all([load(), loadAppStyles()]);
  const props = JSON.parse(part.dataset.props ?? '{}') as object;
  mountToaster();
  await new Promise<void>((resolve) => {
    const tree = (
      <IslandProviders
        queryClient={queryClient}
        location={renderedAt}
        navigator={pageNavigator}
        history={pageHistory}
        live={name === LIVE_ISLAND}
        onCommitted={resolve}
      >
        {createElement(component, props as never)}
      </IslandProviders>
    );
    startTransition(() => {
      roots.push(
        hydrateRoot(part, tree, { identifierPrefix: islandPrefix(part.dataset.islandId) }),
      );
    });
  });
}

/** The toasts of the islands' actions, in a root of their own. */
function mountToaster() {
  if (toaster) return;
  const host = document.createElement('div');
  document.body.append(host);
  toaster = createRoot(host);
  const root = toaster;
  void import('../components/ui/app-toaster.tsx').then(({ AppToaster }) => {
    if (toaster === root) root.render(<AppToaster />);
  });
}
