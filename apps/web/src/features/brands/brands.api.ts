import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@resale-zone/contract/brands';
import {
  CATEGORY_BY_SLUG,
  CATEGORY_TITLES,
  type CategorySlug,
} from '@resale-zone/contract/catalog';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// The answer's schema loads with the request (zod stays out of the first chunk).
const brands = lazyContract(() => import('@resale-zone/contract/brands'));

export const brandKeys = { all: ['brands'] as const };

/**
 * The brands (`GET /api/brands`), in their order: the one list behind the category menu, the
 * footer, the add-product select, the search filters and the brand pages (decision 034).
 */
export const brandsQuery = () =>
  queryOptions({
    queryKey: brandKeys.all,
    queryFn: ({ signal }) => apiRequest('/brands', brands('BrandList'), { signal }),
    // Admins rarely change them; a page's server render brings them.
    staleTime: 10 * 60 * 1000,
  });

/** The spec's four, shown until the list arrives on a page the server did not render. */
const SPEC_BRANDS: Brand[] = (Object.keys(CATEGORY_BY_SLUG) as CategorySlug[]).map((slug, i) => ({
  slug,
  name: CATEGORY_BY_SLUG[slug],
  title: CATEGORY_TITLES[slug],
  logo: null,
  position: i + 1,
}));

/** The brands, and whether the list is the real one yet (false while it loads). */
export function useBrands(): { brands: Brand[]; isLoaded: boolean } {
  const { data } = useQuery(brandsQuery());
  return { brands: data ?? SPEC_BRANDS, isLoaded: data !== undefined };
}

/** One brand by its slug: undefined while the list loads, null when there is no such brand. */
export function useBrand(slug: string): Brand | null | undefined {
  const { data } = useQuery(brandsQuery());
  if (!data) return undefined;
  return data.find((b) => b.slug === slug) ?? null;
}

/**
 * The brand a listing's stored category names, for its link and title. The spec's four are known
 * before the list arrives; a brand the list lacks shows its stored name.
 */
export function useBrandOfCategory(category: string): { slug: string; title: string } {
  const { brands } = useBrands();
  const brand = brands.find((b) => b.name === category);
  return brand ?? { slug: category.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: category };
}
