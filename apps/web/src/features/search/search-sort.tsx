import { Sort } from '@resale-zone/contract/search';
import { SelectField } from '../../components/ui/field.tsx';
import { SORT_LABELS, sortsFor, type SearchFilters } from './search-params.ts';

/** "Sort by" beside the search's heading: the orders that make sense for this search. */
export function SearchSort({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  return (
    <SelectField
      label="Sort by"
      className="select-sm"
      // A choice made before the page runs is replayed once it does (the hydration gate).
      enabledBeforeHydration
      value={filters.sort}
      onChange={(e) => {
        const parsed = Sort.safeParse(e.target.value);
        if (parsed.success) onChange({ ...filters, sort: parsed.data });
      }}
    >
      {sortsFor(filters.q).map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </SelectField>
  );
}
