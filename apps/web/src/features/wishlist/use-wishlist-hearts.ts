import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@resale-zone/contract/listings';
import { notify } from '../../lib/toast.ts';
import { useAuth } from '../auth/index.ts';
import type { WishlistControl } from '../listings/index.ts';
import { useChangeWishlist, wishlistIdsQuery } from './wishlist.api.ts';

/**
 * The hearts of signed-in buyers and sellers: which phones they saved (`GET /wishlist/ids`) and a toggle
 * that tells them with a toast. Undefined for everyone else (signed out, admins) and
 * until the saved ids are known, so no heart shows a wrong state.
 */
export function useWishlistHearts(): WishlistControl | undefined {
  const { user, role } = useAuth();
  const email = user?.email ?? '';
  // People both buy and sell: sellers keep a wishlist too.
  const isBuyer = user !== null && (role === 'buyer' || role === 'seller');
  const ids = useQuery({ ...wishlistIdsQuery(email), enabled: isBuyer });
  const change = useChangeWishlist(email);
  const changingId = change.isPending ? change.variables.product._id : null;
  const saved = ids.data;
  const { mutate } = change;

  const toggle = useCallback(
    (product: Pick<Product, '_id' | 'productName'>) => {
      const save = !saved?.has(product._id);
      mutate(
        { product, save },
        {
          onSuccess: () =>
            notify.success(
              save
                ? `${product.productName} is saved to your wishlist`
                : `${product.productName} is removed from your wishlist`,
            ),
          onError: (err) => notify.error(err.message),
        },
      );
    },
    [saved, mutate],
  );

  return useMemo(
    () =>
      isBuyer && saved
        ? {
            isSaved: (id: string) => saved.has(id),
            isChanging: (id: string) => id === changingId,
            toggle,
          }
        : undefined,
    [isBuyer, saved, changingId, toggle],
  );
}
