// The wishlist feature's public face: what other features may use (eslint.config.js).
export type { WishlistControl } from './use-wishlist-hearts.ts';
export { WishlistHeart } from './wishlist-heart.tsx';
