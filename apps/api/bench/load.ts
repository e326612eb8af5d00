import autocannon, { type Result } from 'autocannon';
import { SEARCHES } from './queries.ts';

/** One route the load runs against: a fixed path, or several taken in turn (listing pages). */
export interface LoadRoute {
  name: string;
  baseline?: boolean;
  paths: string[];
  /** Headers every request carries (the mixed workload's Accept-Encoding). */
  headers?: Record<string, string>;
  /** Why it is not measured (route missing in this build …). */
  unavailable?: string;
}

export interface LoadResult {
  name: string;
  baseline: boolean;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  failures: number;
  requests: number;
  unavailable?: string;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

function run(base: string, route: LoadRoute, connections: number, duration: number) {
  let next = 0;
  return autocannon({
    url: `${base}${route.paths[0]}`,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: route.paths[next++ % route.paths.length],
          headers: { ...req.headers, ...route.headers },
        }),
      },
    ],
  });
}

export async function loadRoute(
  base: string,
  route: LoadRoute,
  options: LoadOptions,
): Promise<LoadResult> {
  const empty = { reqPerSec: 0, p50: 0, p99: 0, failures: 0, requests: 0 };
  const shown = route.paths[0] ?? '';
  if (route.unavailable) {
    return {
      name: route.name,
      baseline: !!route.baseline,
      path: shown,
      ...empty,
      unavailable: route.unavailable,
    };
  }
  if (options.warmupSeconds > 0) await run(base, route, options.connections, options.warmupSeconds);
  const result: Result = await run(base, route, options.connections, options.durationSeconds);
  return {
    name: route.name,
    baseline: !!route.baseline,
    path: route.paths.length > 1 ? `${shown} (+${route.paths.length - 1} more)` : shown,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/**
 * Waits until the server has worked off what the last route left queued (a slow route on the
 * embedded database keeps running after the load stops): the database health check must answer.
 */
export async function drain(base: string, maxMs = 180_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < maxMs) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) break;
    } catch {
      // still busy
    }
  }
  return Math.round(performance.now() - started);
}

const notBuilt = async (res: Response) =>
  res.status === 404 && /No API route/.test(await res.clone().text());

/**
 * The routes of issue 10 against a running server. The deep category page is reached by
 * following `x-next-cursor` for `deepPages` pages, as a visitor paging on would.
 */
export async function prepareRoutes(
  base: string,
  productIds: string[],
  deepPages: number,
): Promise<LoadRoute[]> {
  const routes: LoadRoute[] = [
    { name: 'baseline (liveness)', baseline: true, paths: ['/api/health/live'] },
    { name: 'advertise', paths: ['/api/advertise'] },
    { name: 'category, first page', paths: ['/api/categories/iphone'] },
  ];

  // Deep page: follow the cursors.
  let url = '/api/categories/iphone';
  let pages = 0;
  let deep: LoadRoute = { name: `category, page ${deepPages + 1}`, paths: [] };
  for (; pages < deepPages; pages++) {
    const res = await fetch(`${base}${url}`);
    const cursor = res.headers.get('x-next-cursor');
    if (!res.ok || !cursor) break;
    url = `/api/categories/iphone?cursor=${encodeURIComponent(cursor)}`;
  }
  if (pages === deepPages) deep.paths = [url];
  else
    deep = {
      ...deep,
      unavailable:
        pages === 0 ? 'no x-next-cursor (no paging in this build)' : `only ${pages + 1} pages`,
    };
  routes.push(deep);

  const search = `/api/search?${new URLSearchParams(SEARCHES['search: words + condition + max price'])}`;
  const searchRes = await fetch(`${base}${search}`);
  routes.push({
    name: 'search (q + filters)',
    paths: [search],
    unavailable: (await notBuilt(searchRes)) ? 'GET /api/search not in this build' : undefined,
  });

  const detailPaths = productIds.map((id) => `/api/products/${id}`);
  const detailRes = await fetch(`${base}${detailPaths[0]}`);
  routes.push({
    name: 'listing detail',
    paths: detailPaths,
    unavailable: (await notBuilt(detailRes))
      ? 'GET /api/products/:id not in this build'
      : undefined,
  });

  // The same listings as pages, rendered on the server (decision 017): what a visitor opening a
  // shared link gets. Measured only when the server renders (a web build with its server entry).
  const pagePaths = productIds.map((id) => `/products/${id}`);
  const pageRes = await fetch(`${base}${pagePaths[0]}`);
  routes.push({
    name: 'listing page (HTML)',
    paths: pagePaths,
    unavailable: (await pageRes.text()).includes('id="rz-state"')
      ? undefined
      : 'not server-rendered (run `npm run build` first)',
  });

  // A route answering errors would be measured as fast failures: refuse to bench it.
  for (const route of routes) {
    if (route.unavailable || route.paths.length === 0) continue;
    const res = await fetch(`${base}${route.paths[0]}`);
    if (!res.ok) route.unavailable = `answers ${res.status}: ${(await res.text()).slice(0, 120)}`;
  }
  return routes;
}
