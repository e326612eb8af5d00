import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInBody, SignUpBody } from '@resale-zone/contract/auth';
import type { AccountType, AuthUser } from '@resale-zone/contract/users';
import { ApiError, configureApiAuth } from '../../lib/api-client.ts';
import * as api from './auth.api.ts';
import { toAuthError } from './auth-errors.ts';
import { signInWithGooglePopup } from './google-popup.ts';
import { ACCESS_TOKEN_KEY, tokenStore, tokenSubject } from './token-store.ts';

export interface SignUpInput extends SignUpBody {
  image?: File | null;
}

export interface SignUpOutcome {
  user: AuthUser;
  /** Why the photo could not be stored, when it could not (the account exists anyway). */
  imageProblem: string | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  /** The role from the server (isSeller / isAdmin); null while unknown or signed out. */
  role: AccountType | null;
  /** True until the session is known (first load). */
  isLoading: boolean;
  /** True while the signed-in user's role is being asked. */
  isRoleLoading: boolean;
  signIn(body: SignInBody): Promise<AuthUser>;
  signUp(input: SignUpInput): Promise<SignUpOutcome>;
  signInWithGoogle(): Promise<AuthUser>;
  /** Ends the session on the server and forgets it here (token, person, cached data). */
  signOut(): Promise<void>;
  /**
   * The two halves of signOut, for a caller that must leave a signed-in-only page in between
   * (so that the page does not send the person to /singin first).
   */
  endSession(): Promise<void>;
  forgetSession(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in person, from the server's session. After each sign-in it fetches the spec's
 * access token (`GET /jwt`) into localStorage; the API client sends it and renews it silently
 * from the session when it expires. Signing out removes it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(api.sessionQuery());
  const user = session.data ?? null;
  const userRef = useRef<AuthUser | null>(user);
  userRef.current = user;

  const setUser = useCallback(
    (next: AuthUser | null) => queryClient.setQueryData(api.sessionQuery().queryKey, next),
    [queryClient],
  );

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
          // The session ended (signed out elsewhere, expired): show the visitor as signed out.
          tokenStore.clear();
          setUser(null);
        }
        return null;
      })
      .finally(() => {
        renewing.current = null;
      });
    return renewing.current;
  }, [setUser]);

  useEffect(() => {
    configureApiAuth({ getToken: () => tokenStore.get(), renewToken });
    return () => configureApiAuth(null);
  }, [renewToken]);

  // A token left by someone else on this browser is dropped, and a missing one fetched.
  const ensureToken = useCallback(async () => {
    const current = userRef.current;
    const token = tokenStore.get();
    if (!current || (token && tokenSubject(token) === current.uid)) return;
    tokenStore.clear();
    await renewToken();
  }, [renewToken]);

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

  // The token first, then the person: queries that start once someone is signed in carry it.
  const startSignedIn = useCallback(
    async (signedIn: AuthUser) => {
      tokenStore.clear();
      tokenStore.set(await api.fetchAccessToken(signedIn.email));
      userRef.current = signedIn;
      setUser(signedIn);
    },
    [setUser],
  );

  const endSession = useCallback(async () => {
    try {
      await api.signOut();
    } catch (err) {
      throw toAuthError(err, 'sign-out');
    }
  }, []);

  const forgetSession = useCallback(() => {
    tokenStore.clear();
    userRef.current = null;
    setUser(null);
    // Nothing of the previous person may stay in the cache (the session entry now says null).
    queryClient.removeQueries({
      predicate: ({ queryKey: [scope, name] }) => !(scope === 'auth' && name === 'session'),
    });
  }, [setUser, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      role: user ? (role.data ?? null) : null,
      isLoading: session.isPending,
      isRoleLoading: user !== null && role.isPending,

      async signIn(body) {
        try {
          const signedIn = await api.signIn(body);
          await startSignedIn(signedIn);
          return signedIn;
        } catch (err) {
          throw toAuthError(err, 'sign-in');
        }
      },

      async signUp({ image, ...body }) {
        let created: AuthUser;
        try {
          created = await api.signUp(body);
          await startSignedIn(created);
        } catch (err) {
          throw toAuthError(err, 'sign-up');
        }
        // The account exists from here on; a photo that fails to upload does not undo it.
        let imageUrl: string | null = null;
        let imageProblem: string | null = null;
        if (image) {
          try {
            imageUrl = await api.uploadImage(image);
          } catch (err) {
            imageProblem = err instanceof Error ? err.message : 'The photo could not be uploaded.';
          }
        }
        try {
          await api.storeUserRecord({
            name: body.name,
            email: created.email,
            accountType: body.accountType,
            image: imageUrl,
          });
        } catch (err) {
          imageProblem ??= err instanceof Error ? err.message : 'Your profile was not saved.';
        }
        const user = { ...created, photoURL: imageUrl ?? created.photoURL };
        setUser(user);
        return { user, imageProblem };
      },

      async signInWithGoogle() {
        try {
          await signInWithGooglePopup(async () => (await api.fetchSessionUser()) !== null);
          const signedIn = await api.fetchSessionUser();
          if (!signedIn) throw new Error('Google sign-in did not start a session.');
          await startSignedIn(signedIn);
          return signedIn;
        } catch (err) {
          throw toAuthError(err, 'google');
        }
      },

      endSession,
      forgetSession,
      async signOut() {
        await endSession();
        forgetSession();
      },
    }),
    [
      user,
      role.data,
      role.isPending,
      session.isPending,
      startSignedIn,
      setUser,
      endSession,
      forgetSession,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
