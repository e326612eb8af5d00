import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@resale-zone/contract/users';
import * as api from './auth.api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { AuthContextValue } from './auth-types.ts';
import { useAccessToken } from './use-access-token.ts';
import { useAuthActions } from './use-auth-actions.ts';

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in person, from the server's session. After each sign-in it fetches the spec's
 * access token (`GET /jwt`) into localStorage; the API client sends it and renews it silently
 * from the session when it expires. Signing out removes it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(api.sessionQuery());
  // While React takes over the server's HTML, nobody is known yet, as in that HTML: on a page of
  // islands (decision 062) an island may hydrate after the session has arrived.
  const hydrated = useHydrated();
  const user = hydrated ? (session.data ?? null) : null;
  const userRef = useRef<AuthUser | null>(user);
  userRef.current = user;

  const setUser = useCallback(
    (next: AuthUser | null) => queryClient.setQueryData(api.sessionQuery().queryKey, next),
    [queryClient],
  );

  // True from the moment a sign-out is asked until the person is forgotten (once home): a call
  // refused meanwhile must not show them signed out on the page they are leaving.
  const signingOut = useRef(false);
  const ensureToken = useAccessToken(user, userRef, setUser, signingOut);
  const actions = useAuthActions(userRef, setUser, signingOut);

  const email = user?.email ?? '';
  const role = useQuery({
    queryKey: api.authKeys.role(email),
    queryFn: async ({ signal }) => {
      await ensureToken();
      return api.fetchRole(email, signal);
    },
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      ...actions,
      user,
      role: user ? (role.data ?? null) : null,
      isLoading: !hydrated || session.isPending,
      isRoleLoading: user !== null && role.isPending,
    }),
    [actions, user, role.data, role.isPending, session.isPending, hydrated],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

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
