import { and, desc, eq, sql } from 'drizzle-orm';
import type { Category, Product } from '@resale-zone/contract/listings';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import { bookings, listings, reports } from '../../db/schema.ts';

/** The columns every listing answer needs; nothing internal leaves the repository. */
export const productColumns = {
  id: listings.id,
  productPhoto: listings.productPhoto,
  productName: listings.productName,
  sellerName: listings.sellerName,
  resalePriceCents: listings.resalePriceCents,
  originalPriceCents: listings.originalPriceCents,
  location: listings.location,
  category: listings.category,
  condition: listings.condition,
  useDuration: listings.useDuration,
  sellerEmail: listings.sellerEmail,
  publishDate: listings.publishDate,
  description: listings.description,
  isAdvertised: listings.isAdvertised,
  isSold: listings.isSold,
  isReported: listings.isReported,
  createdAt: listings.createdAt,
};

type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'];
};

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productPhoto: row.productPhoto,
    productName: row.productName,
    sellerName: row.sellerName,
    resalePrice: centsToDollars(row.resalePriceCents),
    orginalPrice: centsToDollars(row.originalPriceCents),
    location: row.location,
    categories: row.category as Product['categories'],
    condition: row.condition as Product['condition'],
    useDuration: row.useDuration,
    sellerEmail: row.sellerEmail,
    publishDat: row.publishDate,
    description: row.description,
    ...(row.isAdvertised ? { publish: 'advertise' as const } : {}),
    paid: row.isSold,
    reported: row.isReported,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NewListing = Omit<typeof listings.$inferInsert, 'id' | 'createdAt'>;

/** What the rules need to know about one listing. */
export interface ListingState {
  id: string;
  sellerId: string | null;
  productName: string;
  productPhoto: string;
  resalePriceCents: number;
  isAdvertised: boolean;
  isSold: boolean;
}

export function createListingsRepo(db: Db) {
  return {
    async insert(values: NewListing): Promise<string> {
      const [row] = await db.insert(listings).values(values).returning({ id: listings.id });
      return row!.id;
    },

    async findState(id: string): Promise<ListingState | null> {
      const [row] = await db
        .select({
          id: listings.id,
          sellerId: listings.sellerId,
          productName: listings.productName,
          productPhoto: listings.productPhoto,
          resalePriceCents: listings.resalePriceCents,
          isAdvertised: listings.isAdvertised,
          isSold: listings.isSold,
        })
        .from(listings)
        .where(eq(listings.id, id));
      return row ?? null;
    },

    /** A seller's own listings, newest first, sold ones included. */
    async listBySeller(sellerId: string): Promise<Product[]> {
      const rows = await db
        .select(productColumns)
        .from(listings)
        .where(eq(listings.sellerId, sellerId))
        .orderBy(desc(listings.createdAt), desc(listings.id));
      return rows.map(toProduct);
    },

    /** Marks an unsold, not yet advertised listing advertised; answers how many rows changed. */
    async markAdvertised(id: string): Promise<number> {
      const rows = await db
        .update(listings)
        .set({ isAdvertised: true, advertisedAt: sql`now()` })
        .where(
          and(eq(listings.id, id), eq(listings.isSold, false), eq(listings.isAdvertised, false)),
        )
        .returning({ id: listings.id });
      return rows.length;
    },

    /**
     * Deletes an unsold listing with the open bookings on it, in one transaction. Paid bookings
     * (and so sold listings) are never removed here.
     */
    async deleteUnsold(id: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.id, id), eq(listings.isSold, false)))
          .for('update');
        if (!target) return 0;
        // Before the listing: its foreign key would only null these, and an unpaid booking of a
        // vanished phone means nothing.
        await tx
          .delete(bookings)
          .where(and(eq(bookings.listingId, id), eq(bookings.isPaid, false)));
        const rows = await tx
          .delete(listings)
          .where(eq(listings.id, id))
          .returning({ id: listings.id });
        return rows.length;
      });
    },

    /** Records one report per user per listing; answers false when this user had reported it. */
    async addReport(
      listingId: string,
      reporterId: string,
      reason?: string,
      note?: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(reports)
          .values({ listingId, reporterId, reason, note })
          .onConflictDoNothing({ target: [reports.listingId, reports.reporterId] })
          .returning({ id: reports.id });
        if (inserted.length === 0) return false;
        await tx.update(listings).set({ isReported: true }).where(eq(listings.id, listingId));
        return true;
      });
    },

    /** Advertised listings that are not sold, most recently advertised first. */
    async listAdvertised(limit: number): Promise<Product[]> {
      const rows = await db
        .select(productColumns)
        .from(listings)
        .where(and(eq(listings.isAdvertised, true), eq(listings.isSold, false)))
        .orderBy(sql`${listings.advertisedAt} desc nulls last`, desc(listings.id))
        .limit(limit);
      return rows.map(toProduct);
    },

    /** Unsold listings of one category, newest first. */
    async listByCategory(category: Category, limit: number): Promise<Product[]> {
      const rows = await db
        .select(productColumns)
        .from(listings)
        .where(and(eq(listings.category, category), eq(listings.isSold, false)))
        .orderBy(sql`${listings.createdAt} desc nulls last`, sql`${listings.id} desc nulls last`)
        .limit(limit);
      return rows.map(toProduct);
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
