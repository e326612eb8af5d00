import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

type NextParams = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The address's query string as URLSearchParams and a setter that navigates to the same page with
 * new ones (a history entry unless `replace`), as React Router's useSearchParams does for the uses
 * here; its own brings form-data helpers into the first download that this app never needs.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: NextParams, options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: NextParams, options?: { replace?: boolean }) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
