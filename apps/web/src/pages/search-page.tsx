import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SlidersHorizontal } from 'lucide-react';
import { Sort } from '@resale-zone/contract/search';
import { useAuth } from '../features/auth/auth-context.tsx';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { SearchFiltersForm } from '../features/search/search-filters.tsx';
import { useMyAreaId } from '../features/account/use-my-area.ts';
import {
  activeFilters,
  filtersToParams,
  SORT_LABELS,
  sortsFor,
} from '../features/search/search-params.ts';
import { SearchResults } from '../features/search/search-results.tsx';
import { useSearchFilters } from '../features/search/use-search-filters.ts';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';
import { PageMeta } from '../components/seo/page-meta.tsx';

// Its own chunk: the search page's hydration JavaScript has a budget (docs/performance.md). The
// server's HTML has the button already; the stand-in only shows on a page change in the browser.
const SaveSearchButton = lazy(() =>
  import('../features/saved-searches/save-search-button.tsx').then((m) => ({
    default: m.SaveSearchButton,
  })),
);
const saveSearchStandIn = (
  <button type="button" className="btn btn-outline btn-sm" disabled>
    <span aria-hidden className="inline-block size-4" />
    Save this search
  </button>
);

/** /search?q=…&brand=…&condition=…&minPrice=…&maxPrice=…&location=…&publishedWithin=…&sort=… */
export default function SearchPage() {
  const { filters, setFilters, key } = useSearchFilters();
  const { onCheckout, bookingDialog, bookedIds } = useCheckout();
  const { onReport, reportDialog, reportedIds } = useReportListing();
  const wishlist = useWishlistHearts();
  const { user } = useAuth();
  const myAreaId = useMyAreaId(user !== null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const revealPending = useRef(false);
  const revealResults = () => {
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  };
  // On phones the filters sit above the results: once applied, they fold away and the results
  // come into view with the focus on their heading, again once the new search is in the URL
  // (the router scrolls a new address to the top).
  const showResults = () => {
    if (window.matchMedia('(min-width: 1024px)').matches) return;
    revealPending.current = true;
    flushSync(() => setFiltersOpen(false));
    revealResults();
  };
  useEffect(() => {
    if (!revealPending.current) return;
    revealPending.current = false;
    revealResults();
  }, [key]);
  const id = useId();
  const filterCount = activeFilters({ ...filters, q: '' }).length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      {/* One canonical page for every filter combination: filtered lists repeat its phones. */}
      <PageMeta
        page="Search"
        description={
          filters.q
            ? `Used phones matching “${filters.q}” on Resale Zone: compare prices, conditions and locations.`
            : 'Search every used phone for sale on Resale Zone by brand, price, condition and location.'
        }
        path="/search"
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">Search</p>
          <h1 className="text-3xl font-extrabold tracking-tight">
            {filters.q ? `Phones matching “${filters.q}”` : 'All phones'}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Suspense fallback={saveSearchStandIn}>
            <SaveSearchButton params={filtersToParams(filters)} signedIn={user !== null} />
          </Suspense>
          <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className="select select-sm w-auto"
            value={filters.sort}
            onChange={(e) => {
              const parsed = Sort.safeParse(e.target.value);
              if (parsed.success) setFilters({ ...filters, sort: parsed.data });
            }}
          >
            {sortsFor(filters.q).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Search filters">
          <button
            type="button"
            className="btn btn-outline w-full lg:hidden"
            aria-label={`${filtersOpen ? 'Hide' : 'Show'} filters${filterCount > 0 ? ` (${filterCount} in effect)` : ''}`}
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {filtersOpen ? 'Hide filters' : 'Show filters'}
            {filterCount > 0 ? (
              <span className="badge badge-sm badge-primary">{filterCount}</span>
            ) : null}
          </button>
          <div
            id={`${id}-filters`}
            className={`${filtersOpen ? 'mt-4' : 'hidden'} rounded-box border border-base-300 bg-base-100 p-4 lg:mt-0 lg:block`}
          >
            <SearchFiltersForm
              key={key}
              filters={filters}
              onApply={setFilters}
              onSubmitted={showResults}
              myAreaId={myAreaId}
            />
          </div>
        </aside>
        <section aria-labelledby={`${id}-results`} className="relative min-w-0">
          {/* Cards are h3s under the page's h1: this keeps the heading levels in order. */}
          <h2
            id={`${id}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className="sr-only scroll-mt-24"
          >
            Results
          </h2>
          <SearchResults
            filters={filters}
            onChange={setFilters}
            onReport={onReport}
            onCheckout={onCheckout}
            bookedIds={bookedIds}
            reportedIds={reportedIds}
            wishlist={wishlist}
          />
        </section>
      </div>
      {bookingDialog}
      {reportDialog}
    </div>
  );
}
