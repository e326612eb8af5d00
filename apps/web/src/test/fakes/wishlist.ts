import type { Product } from '@resale-zone/contract/listings';
import { answer, fakeApi, refusal } from '../fake-api.ts';

/**
 * A buyer's wishlist that remembers: `saved` ids to start with, `products` the listings as they
 * are now (for `GET /wishlist`); `refuse` answers every change with that status.
 */
export function fakeWishlist(
  saved: string[],
  { refuse, products = [] }: { refuse?: number; products?: Product[] } = {},
) {
  const ids = new Set(saved);
  fakeApi.use(
    answer('GET /wishlist/ids', () => ({ ids: [...ids] })),
    answer('GET /wishlist', () =>
      products
        .filter((p) => ids.has(p._id))
        .map((product) => ({ product, savedAt: '2026-03-05T09:00:00.000Z' })),
    ),
    answer('PUT /wishlist/:id', ({ params }) => {
      if (refuse) return refusal(refuse, 'Refused');
      ids.add(params.id!);
      return { acknowledged: true, modifiedCount: 1 };
    }),
    answer('DELETE /wishlist/:id', ({ params }) => {
      if (refuse) return refusal(refuse, 'Refused');
      ids.delete(params.id!);
      return { acknowledged: true, deletedCount: 1 };
    }),
  );
  return ids;
}
