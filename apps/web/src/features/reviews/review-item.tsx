import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Review } from '@resale-zone/contract/reviews';
import { formatWhen } from '../../lib/format.ts';
import { profilePath } from './seller-byline.tsx';
import { Stars } from './stars.tsx';

const roleWords = { buyer: 'bought', seller: 'sold' } as const;

/** One review: stars, who and when, the text, and the reply under it; `actions` at the end. */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  const when = formatWhen(review.createdAt).date;
  return (
    <article className="grid gap-2 border-b border-base-300 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} />
        <p className="text-sm text-ink-muted">
          {review.authorId ? (
            <Link to={profilePath(review.authorId)} className="link link-hover font-medium">
              {review.authorName}
            </Link>
          ) : (
            <span className="font-medium">{review.authorName}</span>
          )}{' '}
          {roleWords[review.authorRole]} {review.productName} ·{' '}
          <time dateTime={review.createdAt}>{when}</time>
        </p>
      </div>
      {review.text ? <p className="whitespace-pre-line">{review.text}</p> : null}
      {review.reply ? (
        <div className="ml-4 border-l-2 border-base-300 pl-3 text-sm">
          <p className="font-medium">Reply</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
