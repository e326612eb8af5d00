import { CATEGORY_BY_SLUG, type CategorySlug, type Product } from '@resale-zone/contract/listings';
import type { ListingsRepo } from './listings.repo.ts';

/** How many featured phones the home page shows. */
export const FEATURED_LIMIT = 12;
/** Upper bound of one category answer until paging arrives. */
export const CATEGORY_LIMIT = 500;

export function createListingsService(repo: ListingsRepo) {
  return {
    featured(): Promise<Product[]> {
      return repo.listAdvertised(FEATURED_LIMIT);
    },
    byCategory(slug: CategorySlug): Promise<Product[]> {
      return repo.listByCategory(CATEGORY_BY_SLUG[slug], CATEGORY_LIMIT);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
