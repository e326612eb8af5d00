import { useSearchParams } from 'react-router';
import { useCallback, useMemo } from 'react';
import { filtersToParams, readFilters, type SearchFilters } from './search-params.ts';

/**
 * The search lives in the URL: a shared link shows the same phones, and each change is a history
 * entry, so Back returns to the previous search.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const current = filtersToParams(filters).toString();
  const setFilters = useCallback(
    (next: SearchFilters) => {
      const params = filtersToParams(next);
      // The same search again ('Apply filters' with nothing changed) is no new history entry.
      if (params.toString() !== current) setParams(params);
    },
    [setParams, current],
  );
  return { filters, setFilters, key: current };
}
