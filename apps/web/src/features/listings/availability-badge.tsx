import type { ListingAvailability } from '@resale-zone/contract/listings';

/** What the phone is now, in the words every page uses (product.md section 7). */
export const AVAILABILITY_WORDS: Record<ListingAvailability, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  unavailable: 'Unavailable',
};

const TONE: Record<ListingAvailability, string> = {
  available: 'bg-brand-soft text-brand-strong',
  reserved: 'bg-warning text-warning-content',
  sold: 'bg-neutral text-neutral-content',
  unavailable: 'bg-base-300 text-base-content',
};

const SIZE = {
  sm: 'badge-sm font-semibold',
  md: 'font-semibold',
  lg: 'badge-lg font-bold uppercase tracking-wider',
} as const;

interface AvailabilityBadgeProps {
  availability: ListingAvailability;
  size?: keyof typeof SIZE;
  /** The words for a phone on sale where a page has its own (My Products' spec text "Sales"). */
  availableText?: string;
  className?: string;
}

/**
 * The phone's state as a badge: Available, Reserved while a payment is held until the handover,
 * Sold once handed over, Unavailable while off the public lists (paused, sold elsewhere, its
 * seller suspended). The one badge the listing page, My Products, the wishlist and the admin
 * lists show, so no page calls a held phone sold.
 */
export function AvailabilityBadge({
  availability,
  size = 'md',
  availableText,
  className = '',
}: AvailabilityBadgeProps) {
  const words =
    availability === 'available' && availableText
      ? availableText
      : AVAILABILITY_WORDS[availability];
  return (
    <span
      data-availability={availability}
      className={`badge whitespace-nowrap border-0 ${SIZE[size]} ${TONE[availability]} ${className}`}
    >
      {words}
    </span>
  );
}
