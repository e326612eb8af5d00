import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { askSessionEarly } from './features/auth/auth.api.ts';
import { restorePageState } from './lib/page-state.ts';
import { queryClient } from './lib/query-client.ts';
import { preloadRoute, routes } from './router.tsx';
import './lib/zod-config.ts';

/** What a person did on the page before this code ran, made again once it has hydrated. */
export { replayInput } from './lib/replay-input.ts';

/**
 * The app in the browser: the same providers and route table as the server render. When it takes
 * over a server-rendered page, the router is told so (`hydrationData`): its scroll restoration
 * then leaves the first page where the visitor is, instead of scrolling to the top someone who
 * scrolled, or was about to press a button, while the code loaded.
 */
function app(onCommitted?: () => void, hydrating = Boolean(onCommitted)) {
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
  return (
    <>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      {onCommitted && <Committed onCommitted={onCommitted} />}
    </>
  );
}

/** Renders nothing; tells when the tree around it is on screen and React handles its events. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * Takes over a page rendered by the server (decision 017) with the data it carries, and resolves
 * once React has hydrated it. The page's own chunk loads first (a failure shows the error page
 * after hydrating, as before), so that it hydrates in one go. As a transition: React yields to the
 * browser every few milliseconds instead of holding the main thread for the whole tree (total
 * blocking time on slow phones).
 */
export async function hydrateApp(container: HTMLElement, pageState: string): Promise<void> {
  restorePageState(queryClient, pageState);
  askSessionEarly();
  await preloadRoute(window.location.pathname).catch(() => {});
  await new Promise<void>((resolve) => {
    const tree = app(resolve);
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  });
}

/** Without a server render (the Vite dev server) the app renders from scratch. */
export function renderApp(container: HTMLElement): void {
  askSessionEarly();
  const root = createRoot(container);
  const tree = app();
  startTransition(() => root.render(tree));
}

/**
 * After a page rendered as islands (decision 062), the app takes over at the address it was sent
 * to (already in the history): the page's data is in the query client, and the next page's code
 * loads before the first render, so the islands page gives way to it in one step. Resolves once
 * the app is on screen (its identity then serves the API client).
 */
export async function renderTakenOver(container: HTMLElement, left: string): Promise<void> {
  // The page left too: Back then renders it at once, where its scroll position can be restored.
  await Promise.all([preloadRoute(window.location.pathname), preloadRoute(left)]).catch(() => {});
  await new Promise<void>((resolve) => createRoot(container).render(app(resolve, false)));
}
