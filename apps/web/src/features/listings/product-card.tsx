import { preload } from 'react-dom';
import { Link } from 'react-router';
import { imageSources } from '@resale-zone/contract/image-urls';
import { savingPercent } from '@resale-zone/contract/catalog';
import type { Product } from '@resale-zone/contract/listings';
import { SellerByline } from '../reviews/index.ts';
import { WishlistHeart, type WishlistControl } from './wishlist-heart.tsx';
import { DeclarationBadges } from './declaration-badges.tsx';
import { ImeiCheckedBadge } from './imei-badge.tsx';
import { CheckoutButton, ReportButton } from './listing-actions.tsx';
import { CardFacts } from './card-facts.tsx';

export interface ProductCardProps {
  product: Product;
  /** Report and Check out get their behaviour from the listings and bookings features. */
  onReport?: (product: Product) => void;
  onCheckout?: (product: Product) => void;
  /** The page's largest first-screen image: loaded at once with high priority, not lazily. */
  priority?: boolean;
  /** The heart, for signed-in buyers only (see useWishlistHearts). */
  wishlist?: WishlistControl;
  /** Listings the signed-in person has booked: Check out reads "Booked – see my bookings". */
  bookedIds?: ReadonlySet<string>;
  /** Listings the signed-in person has reported: Report reads "Reported". */
  reportedIds?: ReadonlySet<string>;
}

/** What a page gives every card of its grids (from useCheckout, useReportListing, the hearts). */
export type CardActions = Pick<
  ProductCardProps,
  'onReport' | 'onCheckout' | 'wishlist' | 'bookedIds' | 'reportedIds'
>;

/** The listing's own page. */
export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

// One column below 640 px, two up to 1024 px, then three in a 72rem container.
const CARD_SIZES =
  '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * One phone in a grid: photo, name (both lead to the listing's page), the spec's four facts,
 * Report and Check out, and the heart for buyers.
 */
export function ProductCard({
  product,
  onReport,
  onCheckout,
  wishlist,
  bookedIds,
  reportedIds,
  priority = false,
}: ProductCardProps) {
  const titleId = `product-${product._id}`;
  const discount = savingPercent(product.resalePrice, product.orginalPrice);
  const photo = imageSources(product.productPhoto);
  const path = productPath(product._id);
  // The largest first-screen image: announced in the page's head (React hoists the preload), so
  // the browser fetches it before it reaches the card in the HTML. Same srcset and sizes.
  if (priority) {
    preload(photo.cardSrc, {
      as: 'image',
      imageSrcSet: photo.srcSet,
      imageSizes: CARD_SIZES,
      fetchPriority: 'high',
    });
  }
  return (
    <article
      aria-labelledby={titleId}
      className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-card transition-shadow hover:shadow-card-hover"
    >
      <figure className="relative aspect-[4/3] bg-base-200">
        {/* The name below is the keyboard's way in; the photo is a second target for pointers. */}
        <Link to={path} tabIndex={-1} className="block h-full w-full">
          <img
            src={photo.cardSrc}
            srcSet={photo.srcSet}
            sizes={CARD_SIZES}
            alt={product.productName}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            // The first-screen image paints as soon as it arrives; the others decode off-thread.
            decoding={priority ? undefined : 'async'}
            width={800}
            height={600}
            className="h-full w-full object-cover"
          />
        </Link>
        <span className="badge absolute left-3 top-3 border-0 bg-base-100/95 font-medium text-base-content shadow-sm">
          {product.condition}
        </span>
        {discount > 0 ? (
          <span className="badge absolute right-3 top-3 border-0 bg-accent font-semibold text-accent-content">
            {discount}% off
          </span>
        ) : null}
        <ImeiCheckedBadge product={product} className="absolute bottom-3 left-3" />
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="card-title text-lg leading-snug">
              <Link to={path} className="link-hover">
                {product.productName}
              </Link>
            </h3>
            <SellerByline
              name={product.sellerName}
              sellerId={product.sellerId}
              rating={product.sellerRating}
            />
          </div>
          {wishlist ? <WishlistHeart product={product} wishlist={wishlist} /> : null}
        </div>
        <CardFacts product={product} />
        <DeclarationBadges product={product} />
        <div className="card-actions mt-auto items-center justify-between border-t border-base-300 pt-4">
          <ReportButton
            product={product}
            reported={reportedIds?.has(product._id) ?? false}
            onReport={onReport}
            size="sm"
          />
          <CheckoutButton
            product={product}
            booked={bookedIds?.has(product._id) ?? false}
            onCheckout={onCheckout}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}
