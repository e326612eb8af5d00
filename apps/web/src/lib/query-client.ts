import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not fix themselves by retrying.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/**
 * The app's one client: main.tsx provides it, and routes use it to start a page's first
 * request while the page's code is still loading (router.tsx).
 */
export const queryClient = createQueryClient();
