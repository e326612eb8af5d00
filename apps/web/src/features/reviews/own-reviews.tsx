import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REVIEW_TEXT_MAX, type OwnReview } from '@resale-zone/contract/reviews';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { notify } from '../../lib/toast.ts';
import { ownReviewsQuery, useReplyToReview } from './reviews.api.ts';
import { ReviewItem } from './review-item.tsx';
import { TextDialog } from './text-dialog.tsx';

/** An admin hid it: said plainly, with their reason. */
function HiddenNote({ review }: { review: OwnReview }) {
  if (!review.hidden) return null;
  return (
    <p className="rounded-field bg-error/10 px-3 py-2 text-sm">
      Hidden by an administrator: {review.hiddenReason ?? 'no reason given'}. It no longer shows or
      counts.
    </p>
  );
}

/**
 * Reviews about the caller (with Reply, once) or by the caller (`kind`), hidden ones included
 * with the administrator's reason.
 */
export function OwnReviews({ kind }: { kind: 'received' | 'written' }) {
  const query = useQuery(ownReviewsQuery(kind));
  const reply = useReplyToReview();
  const [replying, setReplying] = useState<OwnReview | null>(null);
  return (
    <QueryState
      query={query}
      loading={<TableSkeleton label="Loading reviews…" rows={2} />}
      errorMessage="The reviews could not be loaded."
      empty={
        <EmptyState
          title={
            kind === 'received' ? 'Nobody has reviewed you yet' : 'You have not reviewed anyone yet'
          }
        />
      }
    >
      {(reviews) => (
        <>
          <div>
            {reviews.map((review) => (
              <div key={review._id}>
                <ReviewItem
                  review={review}
                  actions={
                    kind === 'received' && !review.hidden && review.reply === null ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-xs"
                        onClick={() => setReplying(review)}
                      >
                        Reply
                      </button>
                    ) : null
                  }
                />
                <HiddenNote review={review} />
              </div>
            ))}
          </div>
          <TextDialog
            open={replying !== null}
            title={`Reply to ${replying?.authorName ?? ''}`}
            label="Your public reply"
            field="text"
            hint="Shown under the review on your profile. You can reply once."
            maxLength={REVIEW_TEXT_MAX}
            submitLabel="Publish reply"
            isPending={reply.isPending}
            onClose={() => setReplying(null)}
            onSubmit={async (text) => {
              await reply.mutateAsync({ id: replying!._id, text });
              notify.success('Your reply is published');
            }}
          />
        </>
      )}
    </QueryState>
  );
}
