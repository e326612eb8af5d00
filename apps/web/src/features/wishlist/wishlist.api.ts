import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@resale-zone/contract/listings';
import type { WishlistIds } from '@resale-zone/contract/wishlist';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// Answer schemas load with the first request that needs them (the hearts are on the home page).
const wishlist = lazyContract(() => import('@resale-zone/contract/wishlist'));
const common = lazyContract(() => import('@resale-zone/contract/common'));

export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: (email: string) => [...wishlistKeys.all, 'ids', email.toLowerCase()] as const,
  list: (email: string) => [...wishlistKeys.all, 'list', email.toLowerCase()] as const,
};

/** The ids of the buyer's saved phones, for the hearts on cards (`GET /wishlist/ids`). */
export const wishlistIdsQuery = (email: string) =>
  queryOptions({
    queryKey: wishlistKeys.ids(email),
    queryFn: ({ signal }) => apiRequest('/wishlist/ids', wishlist('WishlistIds'), { signal }),
    select: (answer) => new Set(answer.ids),
  });

/** The buyer's saved phones as they are now: price and state (`GET /wishlist`). */
export const wishlistQuery = (email: string) =>
  queryOptions({
    queryKey: wishlistKeys.list(email),
    queryFn: ({ signal }) => apiRequest('/wishlist', wishlist('WishlistList'), { signal }),
  });

export interface WishlistChange {
  product: Pick<Product, '_id' | 'productName'>;
  /** true saves the phone, false removes it. */
  save: boolean;
}

/**
 * Saves or removes one phone (`PUT` / `DELETE /wishlist/{id}`; both are harmless twice). The heart
 * turns at once; a refusal puts it back. Every wishlist view is asked again afterwards.
 */
export function useChangeWishlist(email: string) {
  const queryClient = useQueryClient();
  const idsKey = wishlistKeys.ids(email);
  return useMutation({
    mutationFn: async ({ product, save }: WishlistChange): Promise<void> => {
      const path = `/wishlist/${encodeURIComponent(product._id)}`;
      if (save) await apiRequest(path, wishlist('WishlistSaveAnswer'), { method: 'PUT' });
      else await apiRequest(path, common('DeletedAnswer'), { method: 'DELETE' });
    },
    onMutate: async ({ product, save }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<WishlistIds>(idsKey);
      if (before) {
        const ids = before.ids.filter((id) => id !== product._id);
        queryClient.setQueryData<WishlistIds>(idsKey, {
          ids: save ? [product._id, ...ids] : ids,
        });
      }
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) queryClient.setQueryData(idsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
