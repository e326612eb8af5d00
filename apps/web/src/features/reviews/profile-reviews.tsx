import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Flag } from 'lucide-react';
import type { Review } from '@resale-zone/contract/reviews';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryState, SkeletonStack } from '../../components/ui/query-state.tsx';
import { notify } from '../../lib/toast.ts';
import { useAuth } from '../auth/index.ts';
import { profileReviewsQuery, useReportReview } from './reviews.api.ts';
import { ReviewItem } from './review-item.tsx';
import { TextDialog } from './text-dialog.tsx';

/** A profile's latest visible reviews with their replies, a page at a time; Report for the signed-in. */
export function ProfileReviews({ userId, name }: { userId: string; name: string }) {
  const { user } = useAuth();
  const query = useInfiniteQuery(profileReviewsQuery(userId));
  const report = useReportReview();
  const [reporting, setReporting] = useState<Review | null>(null);

  return (
    <QueryState
      query={query}
      loading={
        <SkeletonStack
          label="Loading reviews…"
          blocks={['h-16 w-full', 'h-16 w-full']}
          className="gap-3"
        />
      }
      errorMessage="The reviews could not be loaded."
      isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
      empty={
        <EmptyState title={`No reviews of ${name} yet`}>
          Reviews appear here once someone completes a sale with them and writes one.
        </EmptyState>
      }
    >
      {(data) => {
        const reviews = data.pages.flatMap((p) => p.items);
        return (
          <div>
            <div>
              {reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  actions={
                    user ? (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-ink-muted"
                        onClick={() => setReporting(review)}
                      >
                        <Flag aria-hidden className="size-3.5" />
                        Report review
                      </button>
                    ) : (
                      <Link to="/singin" className="link link-hover text-xs text-ink-muted">
                        Sign in to report a review
                      </Link>
                    )
                  }
                />
              ))}
            </div>
            {query.hasNextPage ? (
              <button
                type="button"
                className="btn btn-outline btn-sm mt-4"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
              </button>
            ) : null}
            <TextDialog
              open={reporting !== null}
              title="Report this review"
              label="Why should an administrator look at it?"
              field="reason"
              hint="For example: insults, personal details, not about the sale."
              maxLength={500}
              submitLabel="Report"
              isPending={report.isPending}
              onClose={() => setReporting(null)}
              onSubmit={async (reason) => {
                const answer = await report.mutateAsync({ id: reporting!._id, reason });
                notify.success(
                  answer.alreadyReported
                    ? 'You had already reported this review'
                    : 'Thanks, the review is reported',
                );
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
