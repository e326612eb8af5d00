import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved work: the browser's own question on reload, close or a
 * typed address (beforeunload), and a blocker for the app's own links and Back, whose `state` is
 * 'blocked' while the page should ask (then `proceed()` or `reset()`). A change of only the query
 * or hash (a dialog's history entry) is not leaving.
 */
export function useLeaveGuard(when: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Work that is no longer unsaved does not keep a question open.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.reset();
  }, [when, blocker]);

  return blocker;
}
