import { formatCount, formatRoughCount } from '../../lib/format.ts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/ui/load-error.tsx';
import {
  PagedProductGrid,
  pagingOf,
  ProductGridSkeleton,
  type CardActions,
} from '../listings/index.ts';
import { searchQuery } from './search.api.ts';
import { NoResults } from './no-results.tsx';
import type { SearchFilters } from './search-params.ts';

interface SearchResultsProps extends CardActions {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/**
 * The phones matching a search, a page at a time. While another search loads, the previous
 * results stay (dimmed) instead of a blank page. No results: see NoResults.
 */
export function SearchResults({ filters, onChange, ...cardActions }: SearchResultsProps) {
  const query = useInfiniteQuery({ ...searchQuery(filters), placeholderData: keepPreviousData });
  const { data, isPending, isError, isPlaceholderData, isFetchNextPageError } = query;

  if (isPending) {
    // The count line's place is kept, so the first card does not move down when results arrive.
    // The skeleton's own status tells screen readers; this line is for the eye.
    return (
      <div>
        <p aria-hidden className="mb-4 font-medium">
          Searching…
        </p>
        <ProductGridSkeleton count={6} label="Searching phones" />
      </div>
    );
  }
  if (isError && !isFetchNextPageError) {
    return <QueryError query={query} message="The search could not be done." />;
  }
  const products = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? 0;
  const totalIsEstimate = data.pages[0]?.totalIsEstimate ?? false;

  return (
    <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60' : ''}>
      <p role="status" className="mb-4 font-medium">
        {isPlaceholderData
          ? 'Searching…'
          : totalIsEstimate
            ? // More than the server counts exactly (TOTAL_COUNT_CAP): its estimate, rounded.
              `About ${formatRoughCount(total)} phones found`
            : `${formatCount(total)} ${total === 1 ? 'phone' : 'phones'} found`}
      </p>
      {products.length === 0 ? (
        <NoResults filters={filters} suggestion={data.pages[0]?.suggestion} onChange={onChange} />
      ) : (
        <PagedProductGrid
          products={products}
          label="Search results"
          width="narrow"
          total={total}
          totalIsEstimate={totalIsEstimate}
          {...pagingOf(query)}
          {...cardActions}
        />
      )}
    </div>
  );
}
