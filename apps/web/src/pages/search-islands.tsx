import { useId } from 'react';
import { areaLabel } from '@resale-zone/contract/area-label';
import { useAuth } from '../features/auth/auth-context.tsx';
import { SaveSearchButton } from '../features/saved-searches/save-search-button.tsx';
import { SearchFilterPanel } from '../features/search/search-filter-panel.tsx';
import { filtersToParams } from '../features/search/search-params.ts';
import { useMyAreaId } from '../features/account/use-my-area.ts';
import { useAreas } from '../features/areas/index.ts';
import { SearchResults } from '../features/search/search-results.tsx';
import { SearchSort } from '../features/search/search-sort.tsx';
import { useRevealResults } from '../features/search/use-reveal-results.ts';
import { useSearchFilters } from '../features/search/use-search-filters.ts';
import { PageHeading } from '../components/ui/page-text.tsx';
import { useCardActions } from './use-card-actions.tsx';

/** The page's heading: the words searched and the area filtered by, if any. */
function searchHeading(q: string, area: string | null): string {
  const phones = q ? `Phones matching “${q}”` : area ? 'Phones' : 'All phones';
  return area ? `${phones} in ${area}` : phones;
}

/**
 * The search as one island (decision 062): its heading, order, filters and results share the
 * search through the address and move the focus between each other. The filters are a GET form
 * that works before (or without) the island's code; once it runs, a new search stays on the page.
 */
export function SearchIsland() {
  const { filters, setFilters, key } = useSearchFilters();
  const { cardActions, dialogs } = useCardActions();
  const { user } = useAuth();
  const { filtersOpen, setFiltersOpen, resultsHeading, showResults } = useRevealResults(key);
  const myAreaId = useMyAreaId(user !== null);
  const area = useAreas().find((a) => a.id === filters.area);
  const id = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">Search</p>
          <PageHeading size="display">
            {searchHeading(filters.q, area ? areaLabel(area) : null)}
          </PageHeading>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SaveSearchButton params={filtersToParams(filters)} signedIn={user !== null} />
          <SearchSort filters={filters} onChange={setFilters} />
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SearchFilterPanel
          id={`${id}-filters`}
          filters={filters}
          searchKey={key}
          onApply={setFilters}
          myAreaId={myAreaId}
          onSubmitted={showResults}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
        />
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
          <SearchResults filters={filters} onChange={setFilters} {...cardActions} />
        </section>
      </div>
      {dialogs}
    </div>
  );
}
