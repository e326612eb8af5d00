import { StrictMode, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPath, Router, type Location, type Navigator } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { LiveUpdates } from '../features/live/live-updates.tsx';

/**
 * What each island renders inside, on the server and in the browser alike (the two trees must be
 * the same for hydration; decision 061): the page's query client, identity, and a router at the
 * page's address whose moves are the page's (`navigator`: another page loads, or the app takes
 * over). The live stream runs in one island only (`live`), the navbar's.
 */
export function IslandProviders({
  queryClient,
  location,
  navigator,
  history = serverHistory,
  live = false,
  onCommitted = noop,
  children,
}: {
  queryClient: QueryClient;
  /** The page's path and query, as the server rendered it. */
  location: string;
  navigator: Navigator;
  /** The browser's: the current location (with its state), and a way to hear it change. */
  history?: IslandHistory;
  live?: boolean;
  /** The browser's: called once React has committed the island (it then handles its events). */
  onCommitted?: () => void;
  children: ReactNode;
}) {
  const current = useSyncExternalStore(history.subscribe, history.get, () => location);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {live ? <LiveUpdates /> : null}
          <Router location={current} navigator={navigator}>
            {children}
            <Committed onCommitted={onCommitted} />
          </Router>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** The server's navigator: nothing moves while a page is rendered. */
export const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => {},
  push: () => {},
  replace: () => {},
};

const noop = () => {};

/** Where an island's router is: the page's address and its history entry's state. */
export interface IslandHistory {
  subscribe(onChange: () => void): () => void;
  get(): Location | string;
}

const serverHistory: IslandHistory = { subscribe: () => noop, get: () => '/' };

/** Renders nothing; tells when the tree around it is on screen and React handles its events. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}
