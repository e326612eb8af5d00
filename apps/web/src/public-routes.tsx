import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/catalog';
import { lazyPage } from './components/layout/lazy-page.ts';
import { areaParam } from './features/areas/area-param.ts';
import { preloadHeroPhoto } from './features/home/hero-banner.tsx';
import { categoryQuery, featuredQuery, productQuery } from './features/listings/listings.api.ts';
import { Loaded } from './layouts/route-boundaries.tsx';
import HomePage from './pages/home-page.tsx';

export const ProductPage = lazyPage(() => import('./pages/product-page.tsx'));
export const SearchPage = lazyPage(() => import('./pages/search-page.tsx'));
export const CategoryPage = lazyPage(() => import('./pages/category-page.tsx'));

// Routes that start their page's first request as soon as the route renders, in parallel with the
// page's code (not awaited: the page shows its own loading state, and a failure is the page's to
// show). Once per address: React Query does not refetch what is fresh or already on its way.
export function HomeRoute() {
  const queryClient = useQueryClient();
  useMemo(() => {
    preloadHeroPhoto();
    void queryClient.prefetchQuery(featuredQuery());
  }, [queryClient]);
  return <HomePage />;
}

export function CategoryRoute() {
  const { brand } = useParams();
  const [search] = useSearchParams();
  const checkedOnly = search.get('checked') === '1';
  const area = areaParam(search);
  const queryClient = useQueryClient();
  useMemo(() => {
    if (brand && Object.hasOwn(CATEGORY_TITLES, brand)) {
      void queryClient.prefetchInfiniteQuery(
        categoryQuery(brand as CategorySlug, checkedOnly, area),
      );
    }
  }, [brand, checkedOnly, area, queryClient]);
  // Unknown brands render the not-found page (category-page checks the slug).
  return (
    <Loaded>
      <CategoryPage />
    </Loaded>
  );
}

export function ProductRoute() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  useMemo(() => {
    // A listing that failed (a 404 from the server's render) is not asked again here: refetching
    // would turn the page back into its loading state.
    const query = productQuery(id ?? '');
    if (id && queryClient.getQueryState(query.queryKey)?.status !== 'error') {
      void queryClient.prefetchQuery(query);
    }
  }, [id, queryClient]);
  return (
    <Loaded>
      <ProductPage />
    </Loaded>
  );
}
