import { useCallback, useMemo, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@resale-zone/contract/users';
import * as api from './auth.api.ts';
import { toAuthError } from './auth-errors.ts';
import type { AuthActions } from './auth-types.ts';
import { signInWithGooglePopup } from './google-popup.ts';
import { tokenStore } from './token-store.ts';

/** Signing in (password, Google), up and out, each leaving the session entry and token in step. */
export function useAuthActions(
  userRef: RefObject<AuthUser | null>,
  setUser: (next: AuthUser | null) => void,
  signingOut: RefObject<boolean>,
): AuthActions {
  const queryClient = useQueryClient();

  // The token first, then the person: queries that start once someone is signed in carry it.
  const startSignedIn = useCallback(
    async (signedIn: AuthUser) => {
      tokenStore.clear();
      tokenStore.set(await api.fetchAccessToken(signedIn.email));
      userRef.current = signedIn;
      setUser(signedIn);
    },
    [userRef, setUser],
  );

  const endSession = useCallback(
    async (ending?: () => Promise<unknown>) => {
      signingOut.current = true;
      try {
        await (ending ? ending() : api.signOut());
      } catch (err) {
        signingOut.current = false;
        throw ending ? err : toAuthError(err, 'sign-out');
      }
    },
    [signingOut],
  );

  const forgetSession = useCallback(() => {
    signingOut.current = false;
    tokenStore.clear();
    userRef.current = null;
    setUser(null);
    // Nothing of the previous person may stay in the cache (the session entry now says null).
    queryClient.removeQueries({
      predicate: ({ queryKey: [scope, name] }) => !(scope === 'auth' && name === 'session'),
    });
  }, [userRef, setUser, queryClient, signingOut]);

  return useMemo<AuthActions>(
    () => ({
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
    [startSignedIn, setUser, endSession, forgetSession],
  );
}
