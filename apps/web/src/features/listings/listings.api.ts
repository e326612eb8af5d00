import { queryOptions } from '@tanstack/react-query';
import { ProductList, type CategorySlug } from '@resale-zone/contract/listings';
import { apiRequest } from '../../lib/api-client.ts';

export const listingKeys = {
  all: ['listings'] as const,
  featured: () => [...listingKeys.all, 'featured'] as const,
  category: (slug: CategorySlug) => [...listingKeys.all, 'category', slug] as const,
};

export const featuredQuery = () =>
  queryOptions({
    queryKey: listingKeys.featured(),
    queryFn: ({ signal }) => apiRequest('/advertise', ProductList, { signal }),
  });

export const categoryQuery = (slug: CategorySlug) =>
  queryOptions({
    queryKey: listingKeys.category(slug),
    queryFn: ({ signal }) => apiRequest(`/categories/${slug}`, ProductList, { signal }),
  });
