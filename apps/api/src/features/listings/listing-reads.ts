import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OwnProduct, Product } from '@resale-zone/contract/listings';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/lists.ts';
import {
  brands,
  deletedListings,
  listings,
  priceChanges,
  reports,
  users,
} from '../../db/schema.ts';
import type { Trust } from '../../domain/trust.ts';
import {
  listingColumns,
  onPublicList,
  photosOf,
  toOwnProduct,
  toProduct,
  type ListingState,
} from '../../shared/listings/listing-rows.ts';
import { stateColumns } from '../../shared/listings/listing-rows.ts';

// A listing's reads by id, by seller and for the sitemap.

export function createListingReads(db: Db, trust: Trust) {
  const columns = () => listingColumns(trust);
  // Read before every write to a listing (and every booking): built once, and a named statement
  // on PostgreSQL, so it is not built, parsed and planned again each time.
  const stateById = db
    .select(stateColumns)
    .from(listings)
    .where(eq(listings.id, sql.placeholder('id')))
    .prepare('listing_state_by_id');
  return {
    /** The listing's last price change when it was a drop (the page's "Price reduced from"). */
    async lastDrop(id: string): Promise<{ fromCents: number; at: Date } | null> {
      const [row] = await db
        .select({
          oldCents: priceChanges.oldPriceCents,
          newCents: priceChanges.newPriceCents,
          at: priceChanges.changedAt,
        })
        .from(priceChanges)
        .where(eq(priceChanges.listingId, id))
        .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id))
        .limit(1);
      return row && row.newCents < row.oldCents ? { fromCents: row.oldCents, at: row.at } : null;
    },

    async findState(id: string): Promise<ListingState | null> {
      const [row] = await stateById.execute({ id });
      return row ?? null;
    },

    /** A seller's own listings, newest first, sold ones included. */
    async listBySeller(sellerId: string): Promise<OwnProduct[]> {
      const rows = await db
        .select(columns())
        .from(listings)
        .where(eq(listings.sellerId, sellerId))
        .orderBy(...newestFirst(listings));
      return rows.map(toOwnProduct);
    },

    /** The listings `reporterId` has reported, newest report first. */
    async reportedBy(reporterId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ listingId: reports.listingId })
        .from(reports)
        .where(eq(reports.reporterId, reporterId))
        .orderBy(...newestFirst(reports))
        .limit(limit);
      return rows.map((row) => row.listingId);
    },

    /** Advertised listings that are not sold, most recently advertised first. */
    async listAdvertised(limit: number): Promise<Product[]> {
      const rows = await db
        .select(columns())
        .from(listings)
        .where(and(eq(listings.isAdvertised, true), onPublicList))
        // NULLS LAST on both keys, as the index has them: the index gives the order, no sort.
        .orderBy(sql`${listings.advertisedAt} desc nulls last`, sql`${listings.id} desc nulls last`)
        .limit(limit);
      return rows.map(toProduct);
    },

    /** One listing in any state, with its seller's account (gone: null fields). */
    async findDetail(id: string) {
      const [row] = await db
        .select({
          ...columns(),
          sellerAccountName: users.name,
          sellerSince: users.createdAt,
          sellerUnsold: sql<number>`(select count(*)::integer from ${listings} as other
            where other.seller_id = ${listings.sellerId} and not other.is_sold
              and not other.is_hidden)`,
          brandTitle: brands.title,
        })
        .from(listings)
        .leftJoin(users, eq(users.id, listings.sellerId))
        .leftJoin(brands, eq(brands.name, listings.category))
        .where(eq(listings.id, id));
      if (!row) return null;
      const { sellerAccountName, sellerSince, sellerUnsold, brandTitle, ...product } = row;
      return {
        product: { ...toProduct(product), photos: photosOf(product), brandTitle },
        offSale: product.offSale,
        hidden: product.isHidden,
        seller:
          sellerAccountName === null
            ? null
            : { name: sellerAccountName, since: sellerSince!, unsold: Number(sellerUnsold) },
      };
    },

    /** These listings in any state (missing ids are left out), in no particular order. */
    async findProducts(ids: string[]): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(columns()).from(listings).where(inArray(listings.id, ids));
      return rows.map(toProduct);
    },

    /** Whether a listing with this id was deleted (a trigger keeps the tombstone, migration 0009). */
    async isDeleted(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deletedListings.id })
        .from(deletedListings)
        .where(eq(deletedListings.id, id));
      return row !== undefined;
    },

    /**
     * The first id of each run of `size` unsold listings in id order: where each sitemap page
     * starts. One pass over the unsold-id index; the pages themselves are then keyset reads.
     */
    async sitemapStarts(size: number): Promise<string[]> {
      const numbered = db
        .select({
          id: listings.id,
          n: sql<number>`row_number() over (order by ${listings.id}) - 1`.as('n'),
        })
        .from(listings)
        .where(onPublicList)
        .as('numbered');
      const rows = await db
        .select({ id: numbered.id })
        .from(numbered)
        .where(sql`${numbered.n} % ${size}::integer = 0`)
        .orderBy(numbered.id);
      return rows.map((r) => r.id);
    },

    /** Up to `limit` unsold listings from `fromId` on, in id order (a keyset page, no OFFSET). */
    async sitemapPage(fromId: string, limit: number): Promise<{ id: string; lastmod: Date }[]> {
      return db
        .select({ id: listings.id, lastmod: listings.updatedAt })
        .from(listings)
        .where(and(onPublicList, gte(listings.id, fromId)))
        .orderBy(listings.id)
        .limit(limit);
    },

    /**
     * When each brand's page last changed: its newest listing change (a new, edited or sold
     * phone) or deletion. One index probe per brand, however large the catalogue.
     */
    async brandChanges(): Promise<{ slug: string; category: string; lastmod: Date | null }[]> {
      const rows = await db
        .select({
          slug: brands.slug,
          category: brands.name,
          lastmod: sql<Date | null>`greatest(
            (select max(${listings.updatedAt}) from ${listings}
              where ${listings.category} = ${brands.name}),
            (select max(${deletedListings.deletedAt}) from ${deletedListings}
              where ${deletedListings.category} = ${brands.name}))`.mapWith(listings.updatedAt),
        })
        .from(brands)
        .orderBy(brands.position, brands.slug);
      return rows;
    },
  };
}
