import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

/** What QueryState reads of a query (TanStack Query's result, plain or infinite). */
export interface QueryLike<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isRefetching: boolean;
  refetch: () => unknown;
}

/** A query's failure, with the server's or the network's words and a retry. */
export function QueryError({
  query,
  message,
}: {
  query: Pick<QueryLike<unknown>, 'error' | 'isRefetching' | 'refetch'>;
  /** What could not be loaded, as a sentence: "Your wishlist could not be loaded." */
  message: string;
}) {
  return (
    <LoadError
      message={message}
      detail={query.error?.message}
      onRetry={() => void query.refetch()}
      isRetrying={query.isRefetching}
    />
  );
}

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Shown while the first answer is on its way (a skeleton of what comes). */
  loading: ReactNode;
  /** The failure's sentence (QueryError). */
  errorMessage: string;
  /** Whether the answer has nothing to show; `empty` is shown instead of the children then. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * The one switch of a page that shows a query: loading, failed (with a retry), empty, or the
 * data. A failure wins over data kept from before, as everywhere in the app.
 */
export function QueryState<Data>({
  query,
  loading,
  errorMessage,
  isEmpty,
  empty,
  children,
}: QueryStateProps<Data>) {
  if (query.isError) return <QueryError query={query} message={errorMessage} />;
  if (query.isPending || query.data === undefined) return loading;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
