import type { WishlistIds, WishlistItem, WishlistSaveAnswer } from '@resale-zone/contract/wishlist';
import { notFound } from '../../lib/http-error.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { WishlistRepo } from './wishlist.repo.ts';

/** The most phones a wishlist answer shows (the newest saved); older saves stay stored. */
export const WISHLIST_LIMIT = 200;

/** The signed-in buyer (the identity feature's AuthenticatedUser fits). */
export interface Buyer {
  id: string;
}

export interface WishlistHooks {
  /**
   * Runs between the listing check and the insert. Tests widen the race window with it to prove
   * that a listing deleted meanwhile is a 404, not a database error.
   */
  beforeSave?: () => Promise<void>;
}

const gone = () => notFound('This phone is no longer listed.');

export function createWishlistService(
  repo: WishlistRepo,
  listings: ListingsService,
  hooks: WishlistHooks = {},
) {
  return {
    /** Saves a listing (any state) on the caller's own list; saving twice changes nothing. */
    async save(buyer: Buyer, listingId: string): Promise<WishlistSaveAnswer> {
      if (!(await listings.state(listingId))) throw gone();
      await hooks.beforeSave?.();
      const added = await repo.save(buyer.id, listingId);
      if (added === null) throw gone();
      return { acknowledged: true, modifiedCount: added };
    },

    async remove(buyer: Buyer, listingId: string): Promise<number> {
      return repo.remove(buyer.id, listingId);
    },

    /** The caller's saved phones as they are now (current price, sold or not), newest saved first. */
    async list(buyer: Buyer): Promise<WishlistItem[]> {
      const saved = await repo.list(buyer.id, WISHLIST_LIMIT);
      const products = await listings.products(saved.map((s) => s.listingId));
      return saved.flatMap((s) => {
        const product = products.get(s.listingId);
        // Deleted listings leave the list by cascade; one deleted just now is skipped.
        return product ? [{ product, savedAt: s.savedAt.toISOString() }] : [];
      });
    },

    /** Just the ids, for the hearts on cards. */
    async ids(buyer: Buyer): Promise<WishlistIds> {
      const saved = await repo.list(buyer.id, WISHLIST_LIMIT);
      return { ids: saved.map((s) => s.listingId) };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
