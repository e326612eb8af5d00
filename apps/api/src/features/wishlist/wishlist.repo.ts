import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlist } from '../../db/schema.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/** The database refused a row pointing at a missing listing (deleted in the meantime). */
function isForeignKeyViolation(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

export interface SavedEntry {
  listingId: string;
  savedAt: Date;
}

export function createWishlistRepo(db: Db) {
  return {
    /**
     * Saves a listing on a buyer's list: 1 when added, 0 when it was there already, null when the
     * listing no longer exists.
     */
    async save(buyerId: string, listingId: string): Promise<0 | 1 | null> {
      try {
        const rows = await db
          .insert(wishlist)
          .values({ buyerId, listingId })
          .onConflictDoNothing({ target: [wishlist.buyerId, wishlist.listingId] })
          .returning({ listingId: wishlist.listingId });
        return rows.length === 0 ? 0 : 1;
      } catch (err) {
        if (isForeignKeyViolation(err)) return null;
        throw err;
      }
    },

    async remove(buyerId: string, listingId: string): Promise<number> {
      const rows = await db
        .delete(wishlist)
        .where(and(eq(wishlist.buyerId, buyerId), eq(wishlist.listingId, listingId)))
        .returning({ listingId: wishlist.listingId });
      return rows.length;
    },

    /** A buyer's saved listings, newest saved first. */
    async list(buyerId: string, limit: number): Promise<SavedEntry[]> {
      return db
        .select({ listingId: wishlist.listingId, savedAt: wishlist.createdAt })
        .from(wishlist)
        .where(eq(wishlist.buyerId, buyerId))
        .orderBy(desc(wishlist.createdAt), desc(wishlist.listingId))
        .limit(limit);
    },
  };
}

export type WishlistRepo = ReturnType<typeof createWishlistRepo>;
