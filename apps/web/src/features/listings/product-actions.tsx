import type { ReactNode } from 'react';
import type { Product } from '@resale-zone/contract/listings';
import { WishlistHeart, type WishlistControl } from './wishlist-heart.tsx';
import { CheckoutButton, ReportButton } from './listing-actions.tsx';

interface ProductActionsProps {
  product: Product;
  booked: boolean;
  reported: boolean;
  onCheckout: (product: Product) => void;
  onReport: (product: Product) => void;
  wishlist?: WishlistControl;
  /** "Make an offer" and "Message the seller" (their features, composed by the page). */
  message?: ReactNode;
}

/** A listing page's row of actions: Check out (not once sold or reserved), the others, Report. */
export function ProductActions({
  product,
  booked,
  reported,
  onCheckout,
  onReport,
  wishlist,
  message,
}: ProductActionsProps) {
  const sold = product.availability !== 'available';
  return (
    <div className="flex flex-wrap gap-2">
      {sold ? null : <CheckoutButton product={product} booked={booked} onCheckout={onCheckout} />}
      {message}
      {wishlist ? <WishlistHeart product={product} wishlist={wishlist} size="lg" /> : null}
      <ReportButton product={product} reported={reported} onReport={onReport} />
    </div>
  );
}
