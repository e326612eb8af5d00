import { useCallback, useEffect, useState } from 'react';

/**
 * A press that needs to know who is signed in, made before the app knows it (a page that has
 * only just loaded asks for its session and access token), is held and decided once it is
 * known, instead of doing nothing. The latest press wins.
 *
 * ```ts
 * const onReport = useWhenSessionKnown(!isLoading, decide);
 * ```
 */
export function useWhenSessionKnown<T>(
  isKnown: boolean,
  decide: (value: T) => void,
): (value: T) => void {
  // Boxed, so that a press with nothing to carry (undefined) is held too.
  const [waiting, setWaiting] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!waiting || !isKnown) return;
    setWaiting(null);
    decide(waiting.value);
  }, [waiting, isKnown, decide]);
  return useCallback(
    (value: T) => (isKnown ? decide(value) : setWaiting({ value })),
    [isKnown, decide],
  );
}
