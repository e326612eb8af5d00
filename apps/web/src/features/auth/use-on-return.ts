import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReturnState } from './return-path.ts';

/**
 * Does `act` once when the person came back to this page from sign-in or sign-up, signed in, after
 * pressing what `useSendToSignIn(name)` named here: "Save this search" pressed signed out saves the
 * search once they have an account. The history entry forgets it at once, also when `act` decides
 * there is nothing to do (their own phone), so Back, Forward, a reload or another sign-in on this
 * entry do not do it again.
 */
export function useOnReturn(name: string, signedIn: boolean, act: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const due = signedIn && (location.state as ReturnState | null)?.then === name;
  const done = useRef(false);
  const onDue = useEffectEvent(() => {
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    act();
  });
  useEffect(() => {
    if (!due || done.current) return;
    done.current = true;
    onDue();
  }, [due]);
}
