import { formatCount } from '../../lib/format.ts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import { TOTAL_COUNT_CAP } from '@resale-zone/contract/search';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PagedProductGrid, ProductGridSkeleton, type ProductCardProps } from '../listings/index.ts';
import { searchQuery } from './search.api.ts';
import {
  activeFilters,
  clearedFilters,
  withoutFilter,
  type SearchFilters,
} from './search-params.ts';

interface SearchResultsProps extends Pick<
  ProductCardProps,
  'onReport' | 'onCheckout' | 'wishlist'
> {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/**
 * The phones matching a search, a page at a time. While another search loads, the previous
 * results stay (dimmed) instead of a blank page. No results: a button per filter to drop it.
 */
export function SearchResults({ filters, onChange, ...cardActions }: SearchResultsProps) {
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
    isPlaceholderData,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useInfiniteQuery({ ...searchQuery(filters), placeholderData: keepPreviousData });

  if (isPending) return <ProductGridSkeleton count={6} label="Searching phones" />;
  if (isError && !isFetchNextPageError) {
    return (
      <LoadError
        message="The search could not be done."
        detail={error.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  const products = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? 0;
  const active = activeFilters(filters);

  return (
    <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60' : ''}>
      <p role="status" className="mb-4 font-medium">
        {isPlaceholderData
          ? 'Searching…'
          : total >= TOTAL_COUNT_CAP
            ? // The server stops counting there.
              `${formatCount(TOTAL_COUNT_CAP)}+ phones found`
            : `${formatCount(total)} ${total === 1 ? 'phone' : 'phones'} found`}
      </p>
      {products.length === 0 ? (
        <EmptyState
          title="No phones match this search."
          icon={<SearchX aria-hidden className="size-8 text-primary" />}
        >
          {active.length > 0 ? (
            <>
              <p>Try without one of these:</p>
              <ul className="mt-3 flex flex-wrap justify-center gap-2">
                {active.map((filter) => (
                  <li key={filter.name}>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm border-base-300 bg-base-100"
                      aria-label={`Remove ${filter.label}`}
                      onClick={() => onChange(withoutFilter(filters, filter.name))}
                    >
                      <X aria-hidden className="size-4" />
                      {filter.label}
                    </button>
                  </li>
                ))}
              </ul>
              {active.length > 1 || active[0]?.name !== 'q' ? (
                <button
                  type="button"
                  className="btn btn-primary btn-sm mt-4"
                  onClick={() => onChange(clearedFilters(filters))}
                >
                  Clear all filters
                </button>
              ) : null}
            </>
          ) : (
            <p>No phones are listed right now. New ones arrive every day.</p>
          )}
        </EmptyState>
      ) : (
        <PagedProductGrid
          products={products}
          label="Search results"
          width="narrow"
          total={total}
          hasMore={hasNextPage}
          pages={data.pages.length}
          isLoadingMore={isFetchingNextPage}
          onLoadMore={() => void fetchNextPage()}
          loadMoreError={isFetchNextPageError ? error.message : null}
          {...cardActions}
        />
      )}
    </div>
  );
}
