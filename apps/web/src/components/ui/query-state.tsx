import type { ReactNode } from 'react';
import { QueryError, type QueryLike } from './load-error.tsx';
import { Skeleton } from './skeleton.tsx';

// Not in the first page's download (docs/performance.md, the hydration budget): the home page's
// featured phones keep their own switch over QueryError.
export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Shown while the first answer is on its way (a skeleton of what comes). */
  loading: ReactNode;
  /** The failure's sentence (QueryError). */
  errorMessage: string;
  /**
   * Whether the answer has nothing to show; `empty` is shown instead of the children then. By
   * default a list with no items is empty (where there is an `empty` to show).
   */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

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
  const nothing = isEmpty ? isEmpty(query.data) : empty !== undefined && isEmptyList(query.data);
  if (nothing) return empty;
  return children(query.data);
}

/**
 * Blocks stacked where a page's content is on its way (each a Skeleton's classes: its height and
 * width), announced once to screen readers.
 */
export function SkeletonStack({
  label,
  blocks,
  className = 'gap-4',
}: {
  label: string;
  blocks: string[];
  /** The gap, and any other class of the stack. */
  className?: string;
}) {
  return (
    <div role="status" className={`grid ${className}`}>
      <span className="sr-only">{label}</span>
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}
