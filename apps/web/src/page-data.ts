import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { areaParam } from './features/areas/area-param.ts';
import { areasQuery } from './features/areas/areas.api.ts';
import { brandsQuery } from './features/brands/brands.api.ts';
import { categoryQuery, featuredQuery, productQuery } from './features/listings/listings.api.ts';
import { ApiError } from './lib/api-client.ts';
import { shownPages } from './lib/shown-pages.ts';

/** What the server needs to know about a page besides its HTML. */
export interface PageOutcome {
  /** 200, or 404 for an unknown page, brand or listing. */
  status: number;
  /** The listing a /products/{id} page asked for but could not find (a deleted one answers 410). */
  missingListing?: string;
}

/** Where a page's data comes from: its route's parameters and the query string. */
export interface PageRequest {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: string;
}

/**
 * Loaders of what a public page shows in its first screen, into the render's query client, with
 * the same query options the page's components use, so that the server's render and the
 * browser's first render read the same data. A route names its loader in its handle (router.tsx:
 * `serverData`); pages without one render without data (their client-side states). Errors other
 * than "not found" are left to the page (it renders its error state).
 */
/**
 * What every page's layout shows: the brands (the category menu and the footer). The server
 * loads them for every page it renders, so the first render in the browser has the same list.
 */
export async function shellData(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(brandsQuery());
}

/** 404 when the API said it has no such thing (or the address cannot be one), else 200. */
function statusOf(queryClient: QueryClient, queryKey: QueryKey): number {
  const error = queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && [400, 404].includes(error.status) ? 404 : 200;
}

export const pageData = {
  async home({ queryClient }: PageRequest): Promise<PageOutcome> {
    await queryClient.prefetchQuery(featuredQuery());
    return { status: 200 };
  },

  async category({ queryClient, params, search }: PageRequest): Promise<PageOutcome> {
    const slug = params.brand ?? '';
    // Brands are data: an address no brand has is a 404 page.
    const brands = await queryClient.fetchQuery(brandsQuery()).catch(() => undefined);
    if (brands && !brands.some((b) => b.slug === slug)) return { status: 404 };
    const query = new URLSearchParams(search);
    const checkedOnly = query.get('checked') === '1';
    // The area filter's options and its phones are in the HTML: it works without JavaScript. As
    // many pages of phones as the address asks for (lib/shown-pages.ts).
    await Promise.all([
      queryClient.prefetchInfiniteQuery({
        ...categoryQuery(slug, checkedOnly, areaParam(query)),
        pages: shownPages(query),
      }),
      queryClient.prefetchQuery(areasQuery()),
    ]);
    return { status: 200 };
  },

  async product({ queryClient, params }: PageRequest): Promise<PageOutcome> {
    const id = params.id ?? '';
    const query = productQuery(id);
    await queryClient.prefetchQuery(query);
    const status = statusOf(queryClient, query.queryKey);
    return status === 404 ? { status, missingListing: id } : { status };
  },

  async priceGuideIndex({ queryClient }: PageRequest): Promise<PageOutcome> {
    const { priceGuideIndexQuery } = await import('./features/price-guide/price-guide.api.ts');
    await queryClient.prefetchQuery(priceGuideIndexQuery());
    return { status: 200 };
  },

  async priceGuide({ queryClient, params }: PageRequest): Promise<PageOutcome> {
    const { priceGuideQuery } = await import('./features/price-guide/price-guide.api.ts');
    const query = priceGuideQuery(params.brand ?? '', params.model ?? '');
    await queryClient.prefetchQuery(query);
    return { status: statusOf(queryClient, query.queryKey) };
  },

  /** A member's public profile and the first page of their reviews; 404 for an unknown member. */
  async profile({ queryClient, params }: PageRequest): Promise<PageOutcome> {
    const { profileQuery, profileReviewsQuery } = await import('./features/reviews/reviews.api.ts');
    const id = params.id ?? '';
    const query = profileQuery(id);
    await Promise.all([
      queryClient.prefetchQuery(query),
      queryClient.prefetchInfiniteQuery(profileReviewsQuery(id)),
    ]);
    return { status: statusOf(queryClient, query.queryKey) };
  },

  async search({ queryClient, search }: PageRequest): Promise<PageOutcome> {
    // Imported here: the search's schemas (zod) stay out of the browser's entry, which holds the
    // route table and so this file.
    const [{ readFilters }, { searchQuery }] = await Promise.all([
      import('./features/search/search-params.ts'),
      import('./features/search/search.api.ts'),
    ]);
    const query = new URLSearchParams(search);
    await Promise.all([
      queryClient.prefetchInfiniteQuery({
        ...searchQuery(readFilters(query)),
        pages: shownPages(query),
      }),
      queryClient.prefetchQuery(areasQuery()),
    ]);
    return { status: 200 };
  },
};
