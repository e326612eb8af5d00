import {
  afterLargestPaint,
  holdEarlyInput,
  preloadModules,
  whenIdle,
} from './lib/hydration-gate.ts';
import { leaveByLinks, onFirstUse, onVisible, queryIsState } from './lib/island-pages.ts';
import { PAGE_ISLANDS_ID, PAGE_MODULES_ID, PAGE_STATE_ID } from './lib/page-state-id.ts';
import './index.css';

/**
 * The entry: a few hundred bytes that run first. On a page rendered by the server (decision 017)
 * the content is already there. A page rendered as islands (decision 062) loads no more code until
 * one of its islands is used; any other page loads the app's code (`start-app.tsx`) and its own
 * chunk once the largest image is on screen, and hydrates whole. Either way, clicks on buttons and
 * changed fields made before their code runs are replayed after hydration. Without a server render
 * (the Vite dev server) the app starts at once.
 */
/** How long hydration may wait for the largest image (a slow line may never bring it). */
const LARGEST_PAINT_MAX_WAIT_MS = 3000;
/** How long held clicks may wait for React's background hydration once the root is committed. */
const HYDRATION_IDLE_MAX_WAIT_MS = 2000;
/** The spec's access token in localStorage (features/auth/token-store.ts): someone is signed in. */
const ACCESS_TOKEN_KEY = 'accessToken';

const container = document.getElementById('root')!;
const state = document.getElementById(PAGE_STATE_ID);
const signedIn = hasAccessToken();
// The navbar's Sign in stays blank where someone is likely signed in (index.css).
if (signedIn) document.documentElement.dataset.session = '';

if (state && document.getElementById(PAGE_ISLANDS_ID)) {
  startIslands();
} else if (state) {
  const input = holdEarlyInput(container);
  await afterLargestPaint(container, LARGEST_PAINT_MAX_WAIT_MS);
  preloadModules(PAGE_MODULES_ID);
  try {
    const { hydrateApp, replayInput } = await import('./start-app.tsx');
    await hydrateApp(container, state.textContent ?? '');
    await whenIdle(HYDRATION_IDLE_MAX_WAIT_MS);
    // Said on the root, as an island says it of itself (journeys wait on it).
    container.dataset.hydrated = '';
    await replayInput(input.take());
  } catch (error) {
    input.take();
    throw error;
  }
} else {
  const { renderApp } = await import('./start-app.tsx');
  renderApp(container);
}

/**
 * Islands: each `[data-island]` hydrates alone, on first use, once in view when it is drawn in the
 * browser, or after the largest paint when what it shows depends on a signed-in person. Input on an island waits until it has hydrated; a link
 * to a page that is not islands lets the whole app take over.
 */
function startIslands() {
  const input = holdEarlyInput(container, (element) =>
    Boolean(element.closest('[data-island]:not([data-hydrated])')),
  );
  const renderedAt = location.pathname + location.search;
  const hydrateAll = () => {
    for (const part of container.querySelectorAll<HTMLElement>('[data-island]')) void hydrate(part);
  };
  // Back or Forward onto an entry of another page that shares this document's history (the app,
  // having taken over this page before it was loaded afresh, made it): that page loads.
  const renderedPath = location.pathname;
  const otherPage = () => {
    if (location.pathname !== renderedPath) location.reload();
  };
  addEventListener('popstate', otherPage);
  const runtime = () =>
    import('./islands/island-runtime.tsx').then((module) => {
      module.renderedAddress(renderedAt);
      module.onTakeOver(() => {
        // The app's router answers Back from now on; its parts are no islands to hydrate.
        removeEventListener('popstate', hydrateAll);
        removeEventListener('popstate', otherPage);
        input.take();
      });
      // A new search on the search page: every island shows the new address.
      module.onQueryMoved(hydrateAll);
      return module;
    });
  // Back or Forward between two searches of this page (entries made before a reload too): the
  // islands follow, those not used yet included.
  if (queryIsState(location.pathname)) addEventListener('popstate', hydrateAll);
  leaveByLinks((href) => void runtime().then((module) => module.takeOver(href)));

  const hydrate = async (part: HTMLElement) => {
    if (part.dataset.hydrating !== undefined) return;
    part.dataset.hydrating = '';
    const module = await runtime();
    await module.hydrateIsland(part);
    await whenIdle(HYDRATION_IDLE_MAX_WAIT_MS);
    part.dataset.hydrated = '';
    await module.replayInput(input.takeWithin(part));
  };
  for (const part of container.querySelectorAll<HTMLElement>('[data-enhance]')) {
    onVisible(part, () => void import('./islands/enhance.ts').then((m) => m.enhance(part)));
  }
  const painted = afterLargestPaint(container, LARGEST_PAINT_MAX_WAIT_MS);
  for (const part of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = part.dataset.load;
    if (signedIn && load === 'session') void painted.then(() => hydrate(part));
    else if (load === 'visible') onVisible(part, () => void hydrate(part));
    else onFirstUse(part, () => void hydrate(part));
  }
}

function hasAccessToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    // Storage refused: as signed out (islands hydrate when used).
    return false;
  }
}
