import { infiniteQueryOptions } from '@tanstack/react-query';
import { ProductPage } from '@resale-zone/contract/search';
import type { ProductPage as ProductPageAnswer } from '@resale-zone/contract/search';
import { fetchPage } from '../../lib/fetch-page.ts';
import { apiQuery, filtersToParams, type SearchFilters } from './search-params.ts';

export const searchKeys = {
  all: ['listings', 'search'] as const,
  results: (filters: SearchFilters) =>
    [...searchKeys.all, filtersToParams(filters).toString()] as const,
};

/**
 * Search results a page (24) at a time (`GET /search`), keyset paged: each page gives the cursor
 * of the next one. Under the listings key, so a seller's change refreshes them like every list.
 */
export const searchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(filters),
    queryFn: async ({ signal, pageParam }) => {
      const page = await fetchPage('/search', ProductPage, {
        query: new URLSearchParams(apiQuery(filters, pageParam)),
        signal,
      });
      // The answer is the parsed ProductPage, with its `suggestion` when nothing matched and
      // whether its total is an estimate.
      return page as typeof page & Pick<ProductPageAnswer, 'suggestion' | 'totalIsEstimate'>;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
