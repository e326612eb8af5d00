import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's public origin (`https://resale.example`), for the absolute URLs that canonical links,
 * Open Graph tags and JSON-LD need. The server renderer provides the configured one (PUBLIC_URL);
 * the browser takes it from the server-rendered page (below) unless a provider says otherwise.
 */
const PublicOriginContext = createContext<string | null>(null);

export function PublicOriginProvider({
  origin,
  children,
}: {
  origin: string;
  children: ReactNode;
}) {
  return (
    <PublicOriginContext.Provider value={origin.replace(/\/+$/, '')}>
      {children}
    </PublicOriginContext.Provider>
  );
}

let browserOrigin: string | undefined;

/**
 * In the browser: the origin of the canonical link the server rendered into the first page (the
 * configured public origin, which can differ from the address the browser used, e.g. behind a
 * proxy), so that hydration renders the same URLs; else the page's own origin. Read once: later
 * canonical links are the app's own, made from this same origin.
 */
function originInBrowser(): string {
  if (browserOrigin === undefined) {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    browserOrigin = canonical ? new URL(canonical).origin : window.location.origin;
  }
  return browserOrigin;
}

export function usePublicOrigin(): string {
  const given = useContext(PublicOriginContext);
  if (given !== null) return given;
  return typeof window === 'undefined' ? '' : originInBrowser();
}

/** A path (`/products/1`) or an absolute URL as an absolute URL on the public origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
