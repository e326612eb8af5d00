import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import { newestFirst } from '../../db/lists.ts';
import { listings, priceChanges, savedSearches, users, wishlist } from '../../db/schema.ts';
import { onPublicList } from '../../shared/listings/listing-rows.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function createSavedSearchesRepo(db: Db) {
  return {
    /**
     * Saves a search unless this person has `max` already (the person's row is locked, so many
     * saves at once cannot pass the limit). The same search twice is one row.
     */
    async save(
      userId: string,
      row: { query: Record<string, unknown>; queryKey: string; category: string | null },
      max: number,
    ): Promise<{ id: string; created: boolean } | 'full'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(and(eq(savedSearches.userId, userId), eq(savedSearches.queryKey, row.queryKey)));
        if (existing) return { id: existing.id, created: false };
        const [held] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId));
        if (Number(held?.n ?? 0) >= max) return 'full';
        const [inserted] = await tx
          .insert(savedSearches)
          .values({ userId, ...row })
          .returning({ id: savedSearches.id });
        return { id: inserted!.id, created: true };
      });
    },

    async list(userId: string): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(...newestFirst(savedSearches));
    },

    /** Deletes one of this person's searches; 0 when it is not theirs (or gone). */
    async remove(userId: string, id: string): Promise<number> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length;
    },

    /** The searches a listing of this brand could meet (theirs on any brand, or on this one). */
    async candidates(category: string, notUserId: string | null): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(
          and(
            or(isNull(savedSearches.category), eq(savedSearches.category, category)),
            notUserId ? sql`${savedSearches.userId} <> ${notUserId}` : undefined,
          ),
        );
    },

    /** A listing on sale, for the match job (null: gone or sold since). */
    async listingOnSale(id: string) {
      const [row] = await db
        .select({
          ...pick(listings, 'id', 'sellerId', 'category', 'productName', 'location'),
          priceCents: listings.resalePriceCents,
        })
        .from(listings)
        .where(and(eq(listings.id, id), onPublicList));
      return row ?? null;
    },

    /** A price change with its listing (null: the listing is gone). */
    async priceChange(id: string) {
      const [row] = await db
        .select({
          listingId: priceChanges.listingId,
          oldCents: priceChanges.oldPriceCents,
          newCents: priceChanges.newPriceCents,
          ...pick(listings, 'sellerId', 'productName', 'isSold'),
        })
        .from(priceChanges)
        .innerJoin(listings, eq(listings.id, priceChanges.listingId))
        .where(eq(priceChanges.id, id));
      return row ?? null;
    },

    /** Who saved this listing on their wishlist. */
    async wishlisters(listingId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: wishlist.buyerId })
        .from(wishlist)
        .where(eq(wishlist.listingId, listingId));
      return rows.map((r) => r.userId);
    },
  };
}

export type SavedSearchesRepo = ReturnType<typeof createSavedSearchesRepo>;
