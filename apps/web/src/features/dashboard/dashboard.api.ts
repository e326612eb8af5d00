import { queryOptions } from '@tanstack/react-query';
import { apiRequest, authorizedFetch, lazyContract } from '../../lib/api-client.ts';

const contract = lazyContract(() => import('@resale-zone/contract/dashboard'));

export const dashboardKeys = {
  all: ['dashboard'] as const,
  seller: (days: number) => ['dashboard', 'seller', days] as const,
  listings: () => ['dashboard', 'seller', 'listings'] as const,
  admin: (days: number) => ['dashboard', 'admin', days] as const,
};

/** The signed-in seller's figures, chart and most viewed listings (`GET /dashboard/seller`). */
export const sellerDashboardQuery = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.seller(days),
    queryFn: ({ signal }) =>
      apiRequest(`/dashboard/seller?days=${days}`, contract('SellerDashboard'), { signal }),
  });

/** Views, saves and bookings of each of the seller's listings, for Show Product. */
export const listingStatsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.listings(),
    queryFn: ({ signal }) =>
      apiRequest('/dashboard/seller/listings', contract('SellerListingStats'), { signal }),
  });

/** The marketplace's figures per day (`GET /dashboard/admin`), admins only. */
export const adminDashboardQuery = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.admin(days),
    queryFn: ({ signal }) =>
      apiRequest(`/dashboard/admin?days=${days}`, contract('AdminDashboard'), { signal }),
  });

/**
 * Tells the server a listing page was seen (after hydration, so the page itself stays cached for
 * everyone). Fire and forget: a view that fails to count must never bother the visitor.
 */
export function recordView(listingId: string): void {
  // The answer's body is read and dropped: left unread, the request never ends for the browser
  // (and the page never looks idle).
  void authorizedFetch(`/products/${encodeURIComponent(listingId)}/views`, {
    method: 'POST',
    keepalive: true,
  })
    .then((res) => res.body?.cancel())
    .catch(() => {});
}
