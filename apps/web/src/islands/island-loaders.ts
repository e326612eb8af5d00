import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Each island's code by name (decision 062), loaded when the island is first used. The server
 * renders the same components (the page names them in its `<Island>`s).
 */
export const ISLAND_LOADERS: Record<string, Loader> = {
  navbar: () => import('../layouts/site-navbar.tsx').then((m) => m.SiteNavbar),
  'footer-account': () =>
    import('../layouts/footer-account-link.tsx').then((m) => m.FooterAccountLink),
  'listing-photo': () => import('../pages/product-islands.tsx').then((m) => m.ListingPhoto),
  'listing-actions': () => import('../pages/product-islands.tsx').then((m) => m.ListingActions),
  featured: () => import('../pages/home-islands.tsx').then((m) => m.FeaturedIsland),
  gallery: () => import('../features/home/photo-gallery.tsx').then((m) => m.PhotoGallery),
  'sell-link': () => import('../features/home/hero-banner.tsx').then((m) => m.SellYourPhoneLink),
  'area-filter': () => import('../pages/category-islands.tsx').then((m) => m.AreaFilterIsland),
  'category-products': () =>
    import('../pages/category-islands.tsx').then((m) => m.CategoryProductsIsland),
  'profile-reviews': () =>
    import('../features/reviews/profile-reviews.tsx').then((m) => m.ProfileReviews),
  chart: () => import('../features/dashboard/chart-panel.tsx').then((m) => m.ChartPanel),
  search: () => import('../pages/search-islands.tsx').then((m) => m.SearchIsland),
  'profile-listings': () =>
    import('../pages/profile-islands.tsx').then((m) => m.ProfileListingsIsland),
};

/** The island that runs the signed-in person's live stream (one per page). */
export const LIVE_ISLAND = 'navbar';
