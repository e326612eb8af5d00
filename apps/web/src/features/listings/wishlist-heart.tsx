import { Heart } from 'lucide-react';
import type { Product } from '@resale-zone/contract/listings';

/**
 * What a card or the detail page needs to show a heart; the wishlist feature provides it
 * (useWishlistHearts), the listings own the heart.
 */
export interface WishlistControl {
  isSaved(productId: string): boolean;
  /** True while this phone's change is on its way. */
  isChanging(productId: string): boolean;
  toggle(product: Pick<Product, '_id' | 'productName'>): void;
}

interface WishlistHeartProps {
  product: Pick<Product, '_id' | 'productName'>;
  wishlist: WishlistControl;
  /** `lg` on the detail page: the label written beside the heart. */
  size?: 'sm' | 'lg';
}

/**
 * The heart toggle: pressed when the phone is on the buyer's wishlist. It stays enabled (and
 * focused) while a change is on its way; clicks meanwhile are ignored.
 */
export function WishlistHeart({ product, wishlist, size = 'sm' }: WishlistHeartProps) {
  const saved = wishlist.isSaved(product._id);
  const busy = wishlist.isChanging(product._id);
  const label = saved ? 'Remove from wishlist' : 'Save to wishlist';
  const icon = (
    <Heart
      aria-hidden
      className={`size-5 transition-colors ${saved ? 'fill-current text-error' : ''}`}
    />
  );
  const onClick = () => {
    if (!busy) wishlist.toggle(product);
  };
  return size === 'lg' ? (
    <button
      type="button"
      className="btn btn-outline"
      aria-pressed={saved}
      aria-busy={busy}
      onClick={onClick}
    >
      {icon}
      {label}
    </button>
  ) : (
    <button
      type="button"
      className="btn btn-ghost btn-circle btn-sm shrink-0"
      aria-label={label}
      title={label}
      aria-pressed={saved}
      aria-busy={busy}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
