import { z } from 'zod';
import { Product } from './listings.ts';

/**
 * A buyer's saved phones. `PUT /wishlist/{id}` saves listing `id` (saving twice is harmless),
 * `DELETE /wishlist/{id}` removes it, `GET /wishlist` lists them, `GET /wishlist/ids` gives just
 * the ids (for the hearts on cards). Signed-in buyers only; everyone sees only their own list.
 */
export const WishlistItem = z.object({
  /** The listing as it is now: current price and state (`paid` when sold). */
  product: Product,
  savedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistList = z.array(WishlistItem);

export const WishlistIds = z.object({ ids: z.array(z.string()) });
export type WishlistIds = z.infer<typeof WishlistIds>;

export const WishlistSaveAnswer = z.object({
  acknowledged: z.boolean(),
  /** 1 when newly saved, 0 when it was already on the list. */
  modifiedCount: z.number().int(),
});
export type WishlistSaveAnswer = z.infer<typeof WishlistSaveAnswer>;
