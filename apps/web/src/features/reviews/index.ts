// The reviews feature's public face for other features: the seller's line on cards and listing
// pages (no API code: the home page's bundle carries it).
export {
  profilePath,
  RatingSummary,
  SellerByline,
  TRUSTED_PATH,
  TrustedBadge,
} from './seller-byline.tsx';
export { Stars } from './stars.tsx';
