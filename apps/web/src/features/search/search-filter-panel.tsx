import { SlidersHorizontal } from 'lucide-react';
import { SearchFiltersForm } from './search-filters.tsx';
import { activeFilters, type SearchFilters } from './search-params.ts';

interface SearchFilterPanelProps {
  /** The panel's id (the phone's show/hide button controls it). */
  id: string;
  filters: SearchFilters;
  /** The search's key: a new search starts the form afresh. */
  searchKey: string;
  onApply: (filters: SearchFilters) => void;
  onSubmitted: () => void;
  open: boolean;
  onToggle: () => void;
  /** The signed-in member's own area ("Near me"), if they have one. */
  myAreaId?: string | null | undefined;
}

/** The search's filters: beside the results on a wide screen, folded behind a button on phones. */
export function SearchFilterPanel({
  id,
  filters,
  searchKey,
  onApply,
  onSubmitted,
  open,
  onToggle,
  myAreaId,
}: SearchFilterPanelProps) {
  const filterCount = activeFilters({ ...filters, q: '' }).length;
  return (
    <aside aria-label="Search filters">
      <button
        type="button"
        className="btn btn-outline w-full lg:hidden"
        aria-label={`${open ? 'Hide' : 'Show'} filters${filterCount > 0 ? ` (${filterCount} in effect)` : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {open ? 'Hide filters' : 'Show filters'}
        {filterCount > 0 ? (
          <span className="badge badge-sm badge-primary">{filterCount}</span>
        ) : null}
      </button>
      <div
        id={id}
        className={`${open ? 'mt-4' : 'hidden'} rounded-box border border-base-300 bg-base-100 p-4 lg:mt-0 lg:block`}
      >
        <SearchFiltersForm
          key={searchKey}
          filters={filters}
          onApply={onApply}
          onSubmitted={onSubmitted}
          myAreaId={myAreaId}
        />
      </div>
    </aside>
  );
}
