import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MAX_SHOWN_PAGES, PAGES_PARAM, shownPages } from '../../lib/shown-pages.ts';

interface ShownPaging {
  /** Pages loaded so far. */
  pages: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError?: string | null;
  onLoadMore: () => void;
  /** False while the list shows another list's pages (a search's previous results). */
  settled?: boolean;
}

/**
 * Keeps the address's `?pages=` (lib/shown-pages.ts) and a paged list together: pages loaded by
 * "Load more" are written into it (the same history entry), and pages the address asks for that
 * are not loaded (the app's Back, after its cache let them go) are loaded.
 */
export function useShownPages({
  pages,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
  settled = true,
}: ShownPaging) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = shownPages(new URLSearchParams(location.search));
  const shown = Math.min(pages, MAX_SHOWN_PAGES);

  useEffect(() => {
    if (!settled || shown <= wanted) return;
    const { pathname, search, hash, state } = location;
    const next = new URLSearchParams(search);
    next.set(PAGES_PARAM, String(shown));
    void navigate(
      { pathname, search: `?${next}`, hash },
      { replace: true, state, preventScrollReset: true },
    );
  }, [settled, shown, wanted, location, navigate]);

  useEffect(() => {
    if (!settled || pages === 0 || pages >= wanted) return;
    if (!hasMore || isLoadingMore || loadMoreError) return;
    onLoadMore();
  }, [settled, pages, wanted, hasMore, isLoadingMore, loadMoreError, onLoadMore]);
}
