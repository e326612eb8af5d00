import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@resale-zone/contract/users';
import { ApiError, configureApiAuth, releaseApiAuth } from '../../lib/api-client.ts';
import * as api from './auth.api.ts';
import { ACCESS_TOKEN_KEY, tokenStore, tokenSubject } from './token-store.ts';

/**
 * Keeps the spec's access token in step with the session: the API client gets it and a way to
 * renew it; a token of someone else is dropped; signing out in another tab is noticed here.
 * `userRef` is the signed-in person as of the latest render; `setUser` writes the session entry.
 */
export function useAccessToken(
  user: AuthUser | null,
  userRef: RefObject<AuthUser | null>,
  setUser: (next: AuthUser | null) => void,
  /** A sign-out is under way: the session's end is expected, and the sign-out forgets the person. */
  signingOut: RefObject<boolean>,
) {
  const queryClient = useQueryClient();

  // One renewal at a time, however many calls find their token expired together.
  const renewing = useRef<Promise<string | null> | null>(null);
  const renewToken = useCallback((): Promise<string | null> => {
    const current = userRef.current;
    if (!current) return Promise.resolve(null);
    renewing.current ??= api
      .fetchAccessToken(current.email)
      .then((token) => {
        tokenStore.set(token);
        return token;
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          // The session ended (signed out elsewhere, expired): show the visitor as signed out,
          // unless this tab is signing out (it forgets the person once home).
          tokenStore.clear();
          if (!signingOut.current) setUser(null);
        }
        return null;
      })
      .finally(() => {
        renewing.current = null;
      });
    return renewing.current;
  }, [userRef, setUser, signingOut]);

  useEffect(() => {
    const auth = { getToken: () => tokenStore.get(), renewToken };
    configureApiAuth(auth);
    return () => releaseApiAuth(auth);
  }, [renewToken]);

  // A token left by someone else on this browser is dropped, and a missing one fetched.
  const ensureToken = useCallback(async () => {
    const current = userRef.current;
    const token = tokenStore.get();
    if (!current || (token && tokenSubject(token) === current.uid)) return;
    tokenStore.clear();
    await renewToken();
  }, [userRef, renewToken]);

  useEffect(() => {
    if (user) void ensureToken();
  }, [user, ensureToken]);

  // Signing out in another tab removes the token: this tab then asks the server again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY && event.newValue === null) {
        void queryClient.invalidateQueries({ queryKey: api.sessionQuery().queryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return ensureToken;
}
