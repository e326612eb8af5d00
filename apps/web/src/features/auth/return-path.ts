import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/**
 * Where sign-in and sign-up send the person back to: the page that sent them there, and what they
 * pressed there that needed an account (`then`, done once they are back: `useOnReturn`). It
 * travels in the router's location state (never in the URL), from page to /singin, and on to
 * /singup.
 */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string };
  then?: string;
}

/** The state the page returned to gets: what to do there (`useOnReturn`), if anything. */
export function stateOnReturn(state: unknown): { then: string } | null {
  const then = (state as ReturnState | null)?.then;
  return typeof then === 'string' ? { then } : null;
}

const AUTH_PAGES = new Set(['/singin', '/singup']);
// Any origin would do: a path that resolves to another one leaves the site.
const HERE = 'http://resale-zone.invalid';

/**
 * The path to return to after signing in or up, `fallback` (home by default) unless it is a path
 * of this site: never another origin (`//evil.example`, `/\evil.example`, `https://…`), never the
 * sign-in and sign-up pages themselves. The answer is the path as the URL parser read it, so what
 * is navigated to is what was checked.
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from?.pathname !== 'string') return fallback;
  const path = `${from.pathname}${str(from.search)}${str(from.hash)}`;
  // A backslash or a control character is read as a slash or dropped by browsers.
  if (!path.startsWith('/') || [...path].some(isReadAsSlashOrDropped)) return fallback;
  let url: URL;
  try {
    url = new URL(path, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE || path.startsWith('//')) return fallback;
  if (AUTH_PAGES.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const isReadAsSlashOrDropped = (char: string) => {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
};

const str = (part: unknown) => (typeof part === 'string' ? part : '');

/** The return state of `location`: itself, or the one it carries when it is /singin or /singup. */
export function returnStateOf(location: Location): ReturnState {
  if (AUTH_PAGES.has(location.pathname)) return (location.state as ReturnState | null) ?? {};
  const { pathname, search, hash } = location;
  return { from: { pathname, search, hash } };
}

/**
 * For a link to /singin or /singup: the state that brings the person back to this page afterwards
 * (on those pages, the page that sent them there).
 */
export function useReturnState(): ReturnState {
  return returnStateOf(useLocation());
}

/**
 * Sends the person to /singin, to be brought back to this page once signed in; `then` names what
 * they pressed, for this page to do once they are back (`useOnReturn`).
 */
export function useSendToSignIn(): (then?: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (then?: string) =>
      void navigate('/singin', { state: { ...returnStateOf(location), ...(then && { then }) } }),
    [location, navigate],
  );
}

/**
 * Home's location state once the account was deleted: the navbar forgets the person when home is
 * on screen (as after 'Sing out'), so that the dashboard never sends them to /singin.
 */
export const ACCOUNT_DELETED = 'account-deleted';
/** The state of the way home after signing out: the navbar there forgets the person. */
export const SIGNED_OUT = 'signed-out';
