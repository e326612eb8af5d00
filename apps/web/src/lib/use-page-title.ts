import { useEffect } from 'react';

/** Sets the document title to the spec's `{page} - Resale Zone`. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} - Resale Zone`;
  }, [page]);
}
