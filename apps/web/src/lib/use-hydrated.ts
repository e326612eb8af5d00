import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser
 * (at once on a page rendered in the browser). Server-rendered forms wait on it: until then their
 * submit does nothing, so nothing a person typed is sent by the browser's plain form submission
 * (a GET that would put a password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
