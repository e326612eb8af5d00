import { and, desc, eq, sql } from 'drizzle-orm';
import type { Category, Product } from '@resale-zone/contract/listings';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';

/** The columns every listing answer needs; nothing internal leaves the repository. */
const productColumns = {
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

export function createListingsRepo(db: Db) {
  return {
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
