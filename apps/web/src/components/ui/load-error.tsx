import { useContext } from 'react';
import { useLocation } from 'react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { IslandCollectorContext } from '../islands/island.tsx';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Featured phones could not be loaded." */
  message: string;
  /** The server's or the network's explanation, when there is one. */
  detail?: string;
  /** Left out: nothing to retry (the thing is not the visitor's, or does not exist). */
  onRetry?: () => void;
  isRetrying?: boolean;
}

/**
 * Whether trying again can help: not when the server said the thing is not the visitor's (403)
 * or does not exist (404); a network failure or a server error may pass.
 */
export function canRetry(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 403 || error.status === 404));
}

/**
 * A list that failed to load: says so and offers a retry instead of leaving a blank space. In the
 * server's render of an islands page, outside any island (decision 062), no script will ever run
 * the button: the retry is a link that loads the page again.
 */
export function LoadError({ message, detail, onRetry, isRetrying = false }: LoadErrorProps) {
  const neverHydrated = useContext(IslandCollectorContext) !== null;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-box border border-error/30 bg-error/5 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden className="size-8 text-error" />
      <p className="font-semibold">{message}</p>
      {detail ? <p className="text-sm text-ink-muted">{detail}</p> : null}
      {onRetry && neverHydrated ? (
        <ReloadLink />
      ) : onRetry ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onRetry}
          disabled={isRetrying}
        >
          <RotateCw aria-hidden className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
          {isRetrying ? 'Trying again…' : 'Try again'}
        </button>
      ) : null}
    </div>
  );
}

/** Try again as a link to the page's own address: the browser loads it again. */
function ReloadLink() {
  const { pathname, search } = useLocation();
  return (
    <a href={pathname + search} className="btn btn-outline btn-sm">
      <RotateCw aria-hidden className="size-4" />
      Try again
    </a>
  );
}

/** What QueryState reads of a query (TanStack Query's result, plain or infinite). */
export interface QueryLike<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isRefetching: boolean;
  refetch: () => unknown;
}

/** A query's failure, with the server's or the network's words and a retry when it can help. */
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
      onRetry={canRetry(query.error) ? () => void query.refetch() : undefined}
      isRetrying={query.isRefetching}
    />
  );
}
