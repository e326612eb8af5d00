import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReportedReview } from '@resale-zone/contract/reviews';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { notify } from '../../lib/toast.ts';
import { reportedReviewsQuery, useHideReview } from './reviews.api.ts';
import { ReviewItem } from './review-item.tsx';
import { profilePath } from './seller-byline.tsx';
import { TextDialog } from './text-dialog.tsx';

/** Admins: reported reviews still shown, most reported first, each with Hide (and a reason). */
export function ReportedReviewsList() {
  const query = useQuery(reportedReviewsQuery());
  const hide = useHideReview();
  const [hiding, setHiding] = useState<ReportedReview | null>(null);
  return (
    <QueryState
      query={query}
      loading={<TableSkeleton label="Loading reported reviews…" rows={3} />}
      errorMessage="Reported reviews could not be loaded."
      empty={<EmptyState title="No reported reviews" />}
    >
      {(reviews) => (
        <>
          <ul className="grid gap-4">
            {reviews.map((review) => (
              <li key={review._id} className="rounded-box border border-base-300 px-4">
                <p className="pt-3 text-sm text-ink-muted">
                  About{' '}
                  <Link to={profilePath(review.subjectId)} className="link font-medium">
                    {review.subjectName}
                  </Link>{' '}
                  · reported {review.reportCount === 1 ? 'once' : `${review.reportCount} times`}:{' '}
                  {review.reasons.map((r) => `“${r}”`).join(', ')}
                </p>
                <ReviewItem
                  review={review}
                  actions={
                    <button
                      type="button"
                      className="btn btn-error btn-outline btn-sm"
                      onClick={() => setHiding(review)}
                    >
                      Hide review
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
          <TextDialog
            open={hiding !== null}
            title={`Hide ${hiding?.authorName ?? ''}’s review`}
            label="Reason (its author sees it)"
            field="reason"
            hint="The review disappears from the profile and no longer counts. This is in the audit trail."
            maxLength={500}
            submitLabel="Hide review"
            tone="btn-error"
            isPending={hide.isPending}
            onClose={() => setHiding(null)}
            onSubmit={async (reason) => {
              await hide.mutateAsync({ id: hiding!._id, reason });
              notify.success('The review is hidden');
            }}
          />
        </>
      )}
    </QueryState>
  );
}
