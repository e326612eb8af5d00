// The listings feature's public face: what other features may use. Pages and layouts may use
// any file of a feature; features only this (eslint.config.js, import zones).
export { AVAILABILITY_WORDS, AvailabilityBadge } from './availability-badge.tsx';
export { listingKeys } from './listings.api.ts';
export { productPath, type CardActions, type ProductCardProps } from './product-card.tsx';
export { PagedProductGrid, pagingOf } from './paged-product-grid.tsx';
export { Prices } from './prices.tsx';
export { ProductGridSkeleton } from './product-grid-skeleton.tsx';
export type { WishlistControl } from './wishlist-heart.tsx';
