import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, SearchX, Users } from 'lucide-react';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import type { CountedPage } from '../../lib/fetch-page.ts';
import { ADMIN_PAGE_SIZE } from './admin.api.ts';
import { Pager } from './pager.tsx';
import { AdminListHeading, type AdminListHeadingProps } from './admin-list-heading.tsx';

interface AdminListViewProps<T> extends AdminListHeadingProps {
  result: UseQueryResult<CountedPage<T>>;
  /** Shown when the list has no rows at all (no search). */
  emptyTitle: string;
  emptyText?: string;
  emptyIcon?: ReactNode;
  /** Shown under the heading, above the rows (a form that adds to the list). */
  beforeRows?: ReactNode;
  /** Renders the page's rows; `firstNumber` is the spec's 'No' of the first one. */
  children: (rows: T[], firstNumber: number) => ReactNode;
}

/**
 * The frame of every admin table: the heading with the count, a search box, then loading,
 * error-with-retry, empty or the rows with 'Showing 51–100 of 2,345' and Previous/Next.
 */
export function AdminListView<T>({
  result,
  emptyTitle,
  emptyText,
  emptyIcon = <Users aria-hidden className="size-8 text-primary" />,
  beforeRows,
  children,
  ...headingProps
}: AdminListViewProps<T>) {
  const { noun, params } = headingProps;
  const { data, isPending, isError, error, refetch, isPlaceholderData } = result;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : undefined;
  const isPastTheEnd = lastPage !== undefined && !isPlaceholderData && params.page > lastPage;
  const { setPage } = params;

  // Deleting the last rows of the last page, or an old link, leaves a page past the end.
  useEffect(() => {
    if (isPastTheEnd) setPage(lastPage, { replace: true });
  }, [isPastTheEnd, lastPage, setPage]);

  let body: ReactNode;
  if (isPending || isPastTheEnd) {
    body = <TableSkeleton label={`Loading ${noun.toLowerCase()}…`} rows={5} />;
  } else if (!data) {
    body = <QueryError query={result} message={`${noun} could not be loaded.`} />;
  } else if (data.items.length === 0 && params.q) {
    body = (
      <EmptyState
        title={`No ${noun.toLowerCase()} match “${params.q}”.`}
        icon={<SearchX aria-hidden className="size-8 text-primary" />}
      >
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => params.setSearch('')}
        >
          Clear the search
        </button>
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState title={emptyTitle} icon={emptyIcon}>
        {emptyText}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {isError ? (
          <div role="alert" className="alert alert-error alert-soft text-sm">
            <span>
              {noun} could not be refreshed: {error.message}
            </span>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => void refetch()}>
              <RotateCw aria-hidden className="size-3" />
              Try again
            </button>
          </div>
        ) : null}
        <div
          aria-busy={isPlaceholderData}
          className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          {children(data.items, params.offset + 1)}
        </div>
        <Pager
          page={params.page}
          total={data.total}
          shown={data.items.length}
          onPage={params.setPage}
          label={`${noun} pages`}
        />
      </>
    );
  }

  return (
    // Not a landmark itself: the table's scroll region below carries the heading's name.
    // One shrinkable column (minmax(0, 1fr)): a wide table scrolls inside its frame instead of
    // widening the page.
    <section className="grid min-w-0 grid-cols-1 gap-4">
      <AdminListHeading {...headingProps} />
      {beforeRows}
      {body}
    </section>
  );
}
