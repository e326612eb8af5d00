import { clearedFilters, type SearchFilters } from './search-params.ts';

/** 'Clear all filters': drops every filter of the search (clearedFilters says what stays). */
export function ClearFiltersButton({
  filters,
  onApply,
  className,
}: {
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
  /** The button's daisyUI classes beside `btn`. */
  className: string;
}) {
  return (
    <button
      type="button"
      className={`btn ${className}`}
      onClick={() => onApply(clearedFilters(filters))}
    >
      Clear all filters
    </button>
  );
}
