import { useMemo } from 'react';
import { fetchAccessToken, tokenStore, useAuth } from '../auth/index.ts';
import type { UploadAuth } from './upload-image.ts';

/**
 * The bearer token for uploads: the stored access token the API client sends, renewed from the
 * session (`GET /jwt`) when the image service finds it expired.
 */
export function useUploadAuth(): UploadAuth {
  const { user } = useAuth();
  const email = user?.email ?? null;
  return useMemo(
    () => ({
      getToken: () => tokenStore.get(),
      renewToken: async () => {
        if (!email) return null;
        const token = await fetchAccessToken(email);
        tokenStore.set(token);
        return token;
      },
    }),
    [email],
  );
}
