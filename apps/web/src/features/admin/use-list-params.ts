import { useSearchParams } from 'react-router';
import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE, type ListSlice } from './admin.api.ts';

export interface ListParams extends ListSlice {
  /** 1-based page number. */
  page: number;
  setSearch: (q: string) => void;
  /** `replace` corrects the URL (a page past the end) instead of adding a history entry. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The search text and page of an admin table live in the URL (`?q=…&page=…`), so a reload, a
 * shared link or the Back button shows the same rows.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const parsed = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isSafeInteger(parsed) && parsed > 1 ? parsed : 1;

  // Typing refines the current view rather than making a history entry per keystroke; a new
  // search starts again at page 1.
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.trim()) updated.set('q', next.trim());
          else updated.delete('q');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Each page is a history entry, so Back returns to the previous page of rows.
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return { q, page, offset: (page - 1) * ADMIN_PAGE_SIZE, setSearch, setPage };
}
