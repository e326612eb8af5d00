import { formatCount, formatRoughCount } from '../../lib/format.ts';
import { useEffect, useRef, useState } from 'react';
import { ProductGrid, type ProductGridProps } from './product-grid.tsx';
import { useShownPages } from './use-shown-pages.ts';

interface PagedProductGridProps extends ProductGridProps {
  /** Phones over all pages. */
  total: number;
  /** `total` is the server's estimate of a large result ('of about 72,000'). */
  totalIsEstimate?: boolean;
  hasMore: boolean;
  /** Pages loaded so far. */
  pages: number;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Why the last 'Load more' failed; the button tries again. */
  loadMoreError?: string | null;
  /** False while the grid shows another list's pages (a search's previous results). */
  settled?: boolean;
}

/** What PagedProductGrid reads of an infinite query (TanStack Query's result). */
interface PagedQuery {
  data?: { pages: unknown[] };
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPlaceholderData?: boolean;
  fetchNextPage: () => unknown;
}

/** The paging props of PagedProductGrid from the infinite query that loads its pages. */
export function pagingOf(query: PagedQuery) {
  return {
    hasMore: query.hasNextPage,
    pages: query.data?.pages.length ?? 0,
    isLoadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    loadMoreError: query.isFetchNextPageError ? (query.error?.message ?? null) : null,
    settled: !query.isPlaceholderData,
  };
}

/**
 * A grid that grows a page at a time ('Load more phones'). After a page arrives, focus moves to
 * the first new phone's name, so a keyboard or screen-reader user carries on where the new
 * phones start instead of at the button below them. The address says how many pages are shown
 * (`?pages=`, useShownPages), so that coming back to the page shows them all again.
 */
export function PagedProductGrid({
  total,
  totalIsEstimate = false,
  hasMore,
  pages,
  isLoadingMore,
  onLoadMore,
  loadMoreError,
  settled = true,
  ...grid
}: PagedProductGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const shown = grid.products.length;
  useShownPages({ pages, hasMore, isLoadingMore, loadMoreError, onLoadMore, settled });

  useEffect(() => {
    if (focusFrom === null || shown <= focusFrom) return;
    setFocusFrom(null);
    listRef.current?.children[focusFrom]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [focusFrom, shown]);

  return (
    <>
      <ProductGrid {...grid} listRef={listRef} />
      <div className="mt-8 flex flex-col items-center gap-3">
        {/* Only for lists longer than a page: 'Showing 3 of 3' would tell nothing. */}
        <p className="text-sm text-ink-muted" aria-live="polite">
          {hasMore || pages > 1
            ? `Showing ${formatCount(shown)} of ${
                totalIsEstimate
                  ? `about ${formatRoughCount(Math.max(total, shown))}`
                  : formatCount(Math.max(total, shown))
              } phones`
            : ''}
        </p>
        {loadMoreError && !isLoadingMore ? (
          <p role="alert" className="text-sm text-error">
            More phones could not be loaded: {loadMoreError}
          </p>
        ) : null}
        {hasMore ? (
          <button
            type="button"
            className="btn btn-outline"
            aria-busy={isLoadingMore}
            onClick={() => {
              if (isLoadingMore) return;
              setFocusFrom(shown);
              onLoadMore();
            }}
          >
            {isLoadingMore ? (
              <span aria-hidden className="loading loading-spinner loading-xs" />
            ) : null}
            {isLoadingMore ? 'Loading more phones…' : 'Load more phones'}
          </button>
        ) : null}
      </div>
    </>
  );
}
