import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app-providers.tsx';
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

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <PublicOriginProvider origin={origin}>
        {/* No inline hydration script (the CSP allows none); there are no loaders to hydrate. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PublicOriginProvider>
    </AppProviders>,
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
  const markup = await readAll(prelude);
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const state = serializePageState(queryClient);
  queryClient.clear();
  return {
    status,
    cacheable: Boolean(serverData),
    ...(outcome.missingListing ? { missingListing: outcome.missingListing } : {}),
    head,
    html: markup.slice(head.length),
    state,
    modules: handles.flatMap((handle) => (handle.chunk ? [handle.chunk] : [])),
  };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
