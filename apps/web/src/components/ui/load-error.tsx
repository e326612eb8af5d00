import { RotateCw, TriangleAlert } from 'lucide-react';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Featured phones could not be loaded." */
  message: string;
  /** The server's or the network's explanation, when there is one. */
  detail?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A list that failed to load: says so and offers a retry instead of leaving a blank space. */
export function LoadError({ message, detail, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-box border border-error/30 bg-error/5 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden className="size-8 text-error" />
      <p className="font-semibold">{message}</p>
      {detail ? <p className="text-sm text-ink-muted">{detail}</p> : null}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={onRetry}
        disabled={isRetrying}
      >
        <RotateCw aria-hidden className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
        {isRetrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
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
