import type { ComponentType } from 'react';
import { Loaded } from './layouts/route-boundaries.tsx';
import type { PreloadableComponent } from './components/layout/lazy-page.ts';
import type { pageData } from './page-data.ts';

/**
 * What a route says about itself beyond its element. `preload`: load its lazy chunks (main.tsx,
 * before hydrating). For server rendering (entry-server.tsx): `serverData` names the loader
 * (page-data.ts) of its first screen's data and status, by name so that the loaders stay out of
 * the browser's bundle; `chunk` names its page's source file in the Vite manifest
 * (its chunk is preloaded beside the entry). A public page is one route entry with these.
 */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
  serverData?: keyof typeof pageData;
  chunk?: string;
  /** Rendered as islands (decision 062; lib/island-pages.ts lists the same pages for the entry). */
  islands?: boolean;
}

/** A lazy page inside its Suspense boundary (the loading bar while its code arrives). */
export const page = (Page: ComponentType) => (
  <Loaded>
    <Page />
  </Loaded>
);

/** A route entry for a lazy page or wrapper: its element, and how to preload its code. */
export const lazyRoute = (Page: PreloadableComponent<object>) => ({
  element: page(Page),
  handle: { preload: Page.preload } satisfies RouteHandle,
});

/** A handle that preloads the code of these lazy parts. */
export const preloads = (...parts: { preload(): Promise<unknown> }[]): RouteHandle => ({
  preload: () => Promise.all(parts.map((part) => part.preload())),
});

/**
 * The handle of a page rendered on the server: its lazy code's preload, its data's loader (by
 * name) and its chunk's source file in the Vite manifest.
 */
export const serverRendered = (
  Page: { preload(): Promise<unknown> },
  serverData: keyof typeof pageData,
  chunk: string,
): RouteHandle => ({ ...preloads(Page), serverData, chunk });
