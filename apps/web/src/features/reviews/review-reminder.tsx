import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { pendingReviewsQuery } from './reviews.api.ts';

/** On the dashboard: "2 completed sales are waiting for your review", while reviews are open. */
export function ReviewReminder() {
  const { data } = useQuery(pendingReviewsQuery());
  if (!data || data.length === 0) return null;
  const sales = data.length === 1 ? '1 completed sale is' : `${data.length} completed sales are`;
  return (
    <div role="status" className="alert mx-auto mb-6 max-w-xl border-warning/40 bg-warning/10">
      <Star aria-hidden className="size-5 text-warning" />
      <span>
        {sales} waiting for your review.{' '}
        <Link to="/deshboard/reviews" className="link font-medium">
          Review your sale
        </Link>
      </span>
    </div>
  );
}
