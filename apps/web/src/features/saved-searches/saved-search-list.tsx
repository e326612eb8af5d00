import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BellPlus, Trash2 } from 'lucide-react';
import type { SavedSearch } from '@resale-zone/contract/saved-searches';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { formatWhen } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { savedSearchesQuery, useDeleteSavedSearch } from './saved-searches.api.ts';

/** /deshboard/saved-searches: each saved search in words, a link to run it, and Delete. */
export function SavedSearchList({ userId }: { userId: string }) {
  const query = useQuery(savedSearchesQuery(userId));
  const remove = useDeleteSavedSearch();
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function onConfirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success('Saved search deleted');
        headingRef.current?.focus();
      },
      onError: (err) => notify.error(err.message),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        ref={headingRef}
        id="saved-searches-heading"
        lead="When a new phone matches one of these, the bell tells you (and email, if you chose it)."
      >
        Saved searches
      </PageHeader>
      <QueryState
        query={query}
        loading={<TableSkeleton label="Loading your saved searches" />}
        errorMessage="Could not load your saved searches."
        empty={
          <EmptyState
            title="You have no saved searches."
            icon={<BellPlus aria-hidden className="size-8 text-primary" />}
          >
            <Link to="/search" className="link link-primary">
              Search for a phone
            </Link>
            , then press “Save this search” to hear of new phones that match.
          </EmptyState>
        }
      >
        {(data) => (
          <ul role="list" aria-labelledby="saved-searches-heading" className="grid gap-3">
            {data.map((search) => {
              const when = formatWhen(search.createdAt);
              return (
                <li
                  key={search.id}
                  className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4"
                >
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/search?${search.queryString}`}
                      className="link link-hover font-semibold"
                    >
                      {search.summary}
                    </Link>
                    <p className="text-sm text-ink-muted">Saved {when.date}</p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => setToDelete(search)}
                    aria-label={`Delete saved search ${search.summary}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Delete
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <ConfirmDeleteDialog
        name={toDelete ? `the saved search ${toDelete.summary}` : null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
