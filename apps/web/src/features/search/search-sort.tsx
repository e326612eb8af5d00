import { useId } from 'react';
import { Sort } from '@resale-zone/contract/search';
import { SORT_LABELS, sortsFor, type SearchFilters } from './search-params.ts';

/** "Sort by" beside the search's heading: the orders that make sense for this search. */
export function SearchSort({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
        Sort by
      </label>
      <select
        id={`${id}-sort`}
        className="select select-sm w-auto"
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
      </select>
    </>
  );
}
