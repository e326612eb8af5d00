import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { leavePage } from './toast.ts';

/**
 * Toasts do not follow people onto the next page: when the path changes, the toasts shown on the
 * previous page are dismissed, except those shown for the next page (`forNextPage`). A change of
 * the query or hash alone (a filter, a tab) stays on the same page. The root layout calls this.
 * A layout effect: it runs before the effects of the page that opened, which may toast.
 */
export function useToastsPerPage() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useLayoutEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    leavePage();
  }, [pathname]);
}
