// The wishlist feature's public face: what other features may use (eslint.config.js). The heart
// itself belongs to the listings (features/listings/wishlist-heart.tsx); this feature feeds it.
export { useWishlistHearts } from './use-wishlist-hearts.ts';
