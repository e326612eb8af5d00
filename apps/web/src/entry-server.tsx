import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app-providers.tsx';
import {
  IslandCollectorContext,
  islandPrefix,
  islandSlot,
  type CollectedIsland,
} from './components/islands/island.tsx';
import { LIVE_ISLAND } from './islands/island-loaders.ts';
import { IslandProviders, staticNavigator } from './islands/island-providers.tsx';
import { paymentConfigQuery } from './features/payments/payment-config.ts';
import { configureApiFetch, type ApiFetch } from './lib/api-client.ts';
import { keepFailures, serializePageState } from './lib/page-state.ts';
import { PublicOriginProvider } from './lib/public-origin.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { pageData, shellData, type PageOutcome } from './page-data.ts';
import { routes, type RouteHandle } from './router.tsx';

/** One page rendered on the server (decision 017); the API puts it into index.html. */
export interface RenderedPage {
  /** 200, or 404 for an unknown page, brand or listing. */
  status: number;
  /**
   * A public content page (its route loads server data): the same for every visitor, so the server
   * may keep it. Other pages (sign-in, links with a token in the query…) are rendered each time.
   */
  cacheable: boolean;
  /** The listing id a /products/{id} page could not find (the server answers 410 if deleted). */
  missingListing?: string;
  /** Elements for <head>: title, meta, canonical link, preloads (React hoists them). */
  head: string;
  /** The app's markup, for inside #root. */
  html: string;
  /** The query data the page was rendered with, as JSON safe inside a <script> element. */
  state: string;
  /** Source files of the page's own chunk (Vite manifest keys), to preload beside the entry. */
  modules: string[];
  /**
   * Rendered as islands (decision 062): the browser hydrates each island alone when it is used,
   * and loads no app code before then (`modules` is empty).
   */
  islands: boolean;
}

export interface RenderOptions {
  /** Answers API requests in process (the API's own routes, anonymously). */
  fetch: ApiFetch;
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph URLs. */
  origin: string;
}

/** Title, meta, link and preload elements that React places ahead of the app's own markup. */
const HOISTED = /^(?:<(?:link|meta|base)\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * Renders the page at `url` (path and query) as a signed-out visitor sees it: its data is loaded
 * first, then the whole tree is rendered with every lazy page resolved (prerender waits for all
 * Suspense boundaries), so the HTML holds the content and not a loading state.
 */
export async function renderPage(
  url: string,
  { fetch, origin }: RenderOptions,
): Promise<RenderedPage> {
  configureApiFetch(fetch);
  const { pathname, search } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const deepest = matches.at(-1);
  const loader = handles.at(-1)?.serverData;
  const serverData = loader ? pageData[loader] : undefined;
  // Every page's footer says whether payments are real (the test-mode notice).
  const [outcome] = await Promise.all([
    serverData
      ? serverData({ queryClient, params: deepest?.params ?? {}, search })
      : Promise.resolve<PageOutcome>({ status: 200 }),
    queryClient.prefetchQuery(paymentConfigQuery()),
    shellData(queryClient),
  ]);
  keepFailures(queryClient);
  const status = deepest?.route.path === '*' ? 404 : outcome.status;
  const islands = handles.some((handle) => handle.islands);
  const collected = islands ? new Map<string, CollectedIsland>() : null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <IslandCollectorContext value={collected}>
      <AppProviders queryClient={queryClient}>
        <PublicOriginProvider origin={origin}>
          {/* No inline hydration script (the CSP allows none); there are no loaders to hydrate. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PublicOriginProvider>
      </AppProviders>
    </IslandCollectorContext>,
    // Every part inline: no boundary is sent later with an inline script (the CSP allows none).
    {
      onError: (error) => {
        errors.push(error);
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // A part that failed is left to the browser (React puts its fallback in the HTML); the caller
  // logs why.
  if (errors.length > 0) console.error(`Server render of ${url}:`, ...errors);
  let markup = await readAll(prelude);
  let head = HOISTED.exec(markup)?.[0] ?? '';
  markup = markup.slice(head.length);
  if (collected) {
    const islandHtml = await renderIslands([...collected.values()], queryClient, pathname + search);
    // What React hoists out of an island (the photo's preload) goes to the page's head too.
    const hoisted = islandHtml.map((html) => HOISTED.exec(html)?.[0] ?? '');
    head += hoisted.join('');
    markup = islandHtml.reduce(
      (page, html, index) =>
        page.replace(islandSlot(index), () => html.slice(hoisted[index]!.length)),
      markup,
    );
  }
  const state = serializePageState(queryClient);
  queryClient.clear();
  return {
    status,
    cacheable: Boolean(serverData),
    ...(outcome.missingListing ? { missingListing: outcome.missingListing } : {}),
    head,
    html: markup,
    state,
    modules: islands ? [] : handles.flatMap((handle) => (handle.chunk ? [handle.chunk] : [])),
    islands,
  };
}

/**
 * Each island rendered as the root of its own that the browser will hydrate (the same providers,
 * the same `useId` prefix), in the order of their slots.
 */
function renderIslands(
  islands: CollectedIsland[],
  queryClient: ReturnType<typeof createQueryClient>,
  location: string,
): Promise<string[]> {
  return Promise.all(
    islands.map(async ({ name, component, props }, index) => {
      const { prelude } = await prerenderToNodeStream(
        <IslandProviders
          queryClient={queryClient}
          location={location}
          navigator={staticNavigator}
          live={name === LIVE_ISLAND}
        >
          {createElement(component, props as never)}
        </IslandProviders>,
        {
          identifierPrefix: islandPrefix(index),
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => console.error(`Server render of the island ${name}:`, error),
        },
      );
      return readAll(prelude);
    }),
  );
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
