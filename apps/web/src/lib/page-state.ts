import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export { PAGE_STATE_ID } from './page-state-id.ts';

interface PlainApiError {
  apiError: { status: number; message: string; field?: string };
}

/**
 * The server render's query data as JSON for the page. Failed queries go too (a listing's 404 is
 * what its page shows), their ApiError as plain fields, so that the browser's first render shows
 * the same state as the server's. `<` is escaped so that no data can close the script element.
 */
export function serializePageState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const plain = {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiError)) return query;
      const apiError: PlainApiError['apiError'] = { status: error.status, message: error.message };
      if (error.field !== undefined) apiError.field = error.field;
      return { ...query, state: { ...query.state, error: { apiError } } };
    }),
  };
  return JSON.stringify(plain).replace(/</g, '\\u003c');
}

/**
 * Puts a server render's data into the browser's client before the first render. The data counts
 * as fetched now: the server's page cache is emptied by every write (decision 011), so what it
 * served is current, and refetching it all during hydration would only slow the first seconds.
 */
export function restorePageState(queryClient: QueryClient, json: string) {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  const queries = state.queries.map((query) => {
    const error = query.state.error as Partial<PlainApiError> | null;
    const restored = error?.apiError
      ? new ApiError(error.apiError.status, error.apiError.message, error.apiError.field)
      : query.state.error;
    return {
      ...query,
      state: {
        ...query.state,
        error: restored,
        dataUpdatedAt: query.state.data === undefined ? 0 : now,
        errorUpdatedAt: restored ? now : 0,
      },
    };
  });
  hydrate(queryClient, { ...state, queries });
  keepFailures(queryClient, queries);
}

/**
 * A query that failed in the server's render (a listing's 404) keeps its error when the page
 * mounts, on the server and in the browser alike, instead of retrying into a loading state that
 * the other side did not show.
 */
export function keepFailures(
  queryClient: QueryClient,
  queries: { queryKey: readonly unknown[]; state: { status: string } }[] = queryClient
    .getQueryCache()
    .getAll(),
) {
  for (const query of queries) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}
