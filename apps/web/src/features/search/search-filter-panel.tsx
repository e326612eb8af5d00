import { SlidersHorizontal } from 'lucide-react';
import { SearchFiltersForm, type SearchFiltersFormProps } from './search-filters.tsx';
import { activeFilters } from './search-params.ts';

/** The form's props, and the panel's own. */
interface SearchFilterPanelProps extends SearchFiltersFormProps {
  /** The panel's id (the phone's show/hide button controls it). */
  id: string;
  /** The search's key: a new search starts the form afresh. */
  searchKey: string;
  open: boolean;
  onToggle: () => void;
}

/** The search's filters: beside the results on a wide screen, folded behind a button on phones. */
export function SearchFilterPanel({
  id,
  searchKey,
  open,
  onToggle,
  ...form
}: SearchFilterPanelProps) {
  const filterCount = activeFilters({ ...form.filters, q: '' }).length;
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
        <SearchFiltersForm key={searchKey} {...form} />
      </div>
    </aside>
  );
}
