import { Link } from 'react-router';
import { BadgeCheck, Star } from 'lucide-react';
import type { SellerRating } from '@resale-zone/contract/listings';

/** A person's public profile. */
export const profilePath = (id: string) => `/sellers/${encodeURIComponent(id)}`;

/** The badge's public page: what earns it and what loses it, with the configured figures. */
export const TRUSTED_PATH = '/trusted-seller';

/** The badge's tooltip; the figures are on its page (they are the server's settings). */
export const TRUSTED_MEANING = 'Trusted seller: see what earns the badge and what loses it';

/** The Trusted seller badge, when the seller holds it now; it leads to the badge's page. */
export function TrustedBadge({
  trusted,
  className = '',
}: {
  trusted: boolean;
  className?: string;
}) {
  if (!trusted) return null;
  return (
    <Link
      to={TRUSTED_PATH}
      title={TRUSTED_MEANING}
      className={`badge badge-sm gap-1 border-success/40 bg-success/10 font-medium text-base-content hover:bg-success/20 ${className}`}
    >
      <BadgeCheck aria-hidden className="size-3.5 text-success" />
      Trusted seller
    </Link>
  );
}

/** "4.8 (12 reviews)", or "No reviews yet". */
export function RatingSummary({ rating }: { rating: SellerRating }) {
  if (rating.average === null) return <span className="text-ink-muted">No reviews yet</span>;
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden className="size-3.5 fill-warning text-warning" />
      <span>
        <span className="font-semibold text-base-content">{rating.average.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span> ({reviews})
      </span>
    </span>
  );
}

/**
 * "Sold by <name>" on cards and listing pages: the name leads to the seller's profile, with their
 * rating and the Trusted seller badge beside it (from the listing's own answer, no extra request).
 */
export function SellerByline({
  name,
  sellerId,
  rating,
}: {
  name: string;
  sellerId: string | null;
  rating: SellerRating;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
      <span>
        Sold by{' '}
        {sellerId ? (
          <Link
            to={profilePath(sellerId)}
            className="link link-hover font-medium text-base-content"
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </span>
      <RatingSummary rating={rating} />
      <TrustedBadge trusted={rating.trusted} />
    </p>
  );
}
