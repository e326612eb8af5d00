import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PendingReview } from '@resale-zone/contract/reviews';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { formatWhen } from '../../lib/format.ts';
import { pendingReviewsQuery } from './reviews.api.ts';
import { WriteReviewDialog } from './write-review-dialog.tsx';

/** Completed sales the caller has not reviewed yet, each with "Write a review" until it closes. */
export function PendingReviews() {
  const query = useQuery(pendingReviewsQuery());
  const [writing, setWriting] = useState<PendingReview | null>(null);
  // Mounted whatever the list shows: the written sale leaves the list before the dialog's
  // success is told, and the dialog must still be there to tell it.
  const dialog = <WriteReviewDialog sale={writing} onClose={() => setWriting(null)} />;
  const list = (
    <QueryState
      query={query}
      loading={<TableSkeleton label="Loading sales to review…" rows={2} />}
      errorMessage="Your sales to review could not be loaded."
      empty={
        <EmptyState title="Nothing to review">
          After a handover, you can review the other side here for 30 days.
        </EmptyState>
      }
    >
      {(sales) => (
        <ul className="grid gap-3">
          {sales.map((sale) => (
            <li
              key={sale.bookingId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 p-4"
            >
              <div className="min-w-0">
                <p className="font-medium">{sale.productName}</p>
                <p className="text-sm text-ink-muted">
                  {sale.side === 'buyer' ? 'Bought from' : 'Sold to'} {sale.counterpartName} · open
                  until {formatWhen(sale.openUntil).date}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setWriting(sale)}
              >
                Review the {sale.side === 'buyer' ? 'seller' : 'buyer'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
  return (
    <>
      {list}
      {dialog}
    </>
  );
}
