import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, SearchX, Users } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import type { PagedAnswer } from '../../lib/api-list.ts';
import { ADMIN_PAGE_SIZE } from './admin.api.ts';
import { Pager } from './pager.tsx';
import { SearchBox } from './search-box.tsx';
import type { ListParams } from './use-list-params.ts';

interface AdminListViewProps<T> {
  /** Id of the section's heading; the table is named by it. */
  headingId: string;
  /** The spec's heading, e.g. 'There are 12 sellers'; undefined while the count is unknown. */
  heading: string | undefined;
  /** A sentence under the heading: what the list is and what its actions do. */
  description?: string;
  /** What the rows are, capitalised, for messages: 'Sellers could not be loaded.' */
  noun: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  searchPlaceholder?: string;
  params: ListParams;
  result: UseQueryResult<PagedAnswer<T>>;
  /** Shown when the list has no rows at all (no search). */
  emptyTitle: string;
  emptyText?: string;
  emptyIcon?: ReactNode;
  /** Renders the page's rows; `firstNumber` is the spec's 'No' of the first one. */
  children: (rows: T[], firstNumber: number) => ReactNode;
}

/**
 * The frame of every admin table: the heading with the count, a search box, then loading,
 * error-with-retry, empty or the rows with 'Showing 51–100 of 2,345' and Previous/Next.
 */
export function AdminListView<T>({
  headingId,
  heading,
  description,
  noun,
  searchLabel,
  searchPlaceholder,
  params,
  result,
  emptyTitle,
  emptyText,
  emptyIcon = <Users aria-hidden className="size-8 text-primary" />,
  children,
}: AdminListViewProps<T>) {
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = result;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : undefined;
  const isPastTheEnd = lastPage !== undefined && !isPlaceholderData && params.page > lastPage;
  const { setPage } = params;

  // Deleting the last rows of the last page, or an old link, leaves a page past the end.
  useEffect(() => {
    if (isPastTheEnd) setPage(lastPage, { replace: true });
  }, [isPastTheEnd, lastPage, setPage]);

  let body: ReactNode;
  if (isPending || isPastTheEnd) {
    body = <TableSkeleton label={`Loading ${noun.toLowerCase()}…`} />;
  } else if (!data) {
    body = (
      <LoadError
        message={`${noun} could not be loaded.`}
        detail={error?.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else if (data.rows.length === 0 && params.q) {
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
  } else if (data.rows.length === 0) {
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
          {children(data.rows, params.offset + 1)}
        </div>
        <Pager
          page={params.page}
          total={data.total}
          shown={data.rows.length}
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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          {/* The page's main heading, as on the other dashboard pages ('I have N orders'). */}
          <h1
            id={headingId}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          >
            {heading ?? (
              <>
                <span className="sr-only">{noun}</span>
                <span
                  aria-hidden
                  className="skeleton inline-block h-8 w-64 max-w-full align-middle"
                />
              </>
            )}
          </h1>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
        {searchLabel ? (
          <SearchBox
            value={params.q}
            onSearch={params.setSearch}
            label={searchLabel}
            placeholder={searchPlaceholder}
          />
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** Scrolls sideways on narrow screens; focusable so that a keyboard can scroll it too. */
export function TableFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      <table className="table max-sm:[&_td]:px-2 max-sm:[&_th]:px-2" aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}

/** Placeholder rows while a table loads, announced once to screen readers. */
function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="rounded-box border border-base-300 p-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-4">
            <div className="skeleton h-4 w-6 shrink-0" />
            <div className="skeleton size-10 shrink-0 rounded-full" />
            <div className="skeleton h-4 flex-1" />
            <div className="skeleton h-8 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}
