import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORIES,
  type Category,
  type Condition,
  type OwnProduct,
  type Product,
} from '@resale-zone/contract/listings';
import { imeiLast4 } from '@resale-zone/contract/imei';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  deletedListings,
  listingCounts,
  listings,
  reports,
  searchWords,
  users,
} from '../../db/schema.ts';
import { isUniqueViolation } from '../bookings/bookings.repo.ts';
import type { Position } from './keyset.ts';

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
  imei: listings.imei,
};

type ProductRow = {
  [K in Exclude<keyof typeof productColumns, 'imei'>]: (typeof productColumns)[K]['_']['data'];
} & { imei: string | null };

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
    // The full IMEI never leaves in a public answer (`toOwnProduct` adds it for seller and admins).
    imeiLast4: row.imei === null ? null : imeiLast4(row.imei),
    imeiChecked: row.imei !== null,
  };
}

/** A listing for its seller or an admin: with the full IMEI. */
export function toOwnProduct(row: ProductRow): OwnProduct {
  return { ...toProduct(row), imei: row.imei };
}

export type NewListing = Omit<typeof listings.$inferInsert, 'id' | 'createdAt'>;

/** What the rules need to know about one listing. */
export interface ListingState {
  id: string;
  sellerId: string | null;
  sellerEmail: string;
  category: string;
  productName: string;
  productPhoto: string;
  resalePriceCents: number;
  isAdvertised: boolean;
  isSold: boolean;
  /** Someone reported it and no admin has dismissed the reports. */
  isReported: boolean;
}

/** What another feature writes in a listing's transaction (an admin's audit entry …). */
export type InTransaction = (tx: Db) => Promise<void>;

/** Which unsold listings a search or category page shows. */
export interface ListingFilter {
  category?: Category;
  conditions?: Condition[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Lower-cased; matched as a substring of the lower-cased location. */
  location?: string;
  /** publish_date no earlier than this many days before today. */
  publishedWithinDays?: number;
  /** Only listings with a checked IMEI. */
  checkedOnly?: boolean;
  /**
   * Lower-cased query words, each with the listing words it stands for (itself and its closest
   * spellings, from `corrections`): a listing matches when it has one of each word's set.
   */
  wordSets?: string[][];
}

/** A listing of a page with the sort keys its cursor is made of. */
export interface PagedProduct {
  product: Product;
  createdAtExact: string;
  priceCents: number;
}

/**
 * How close a word of the listings must come to a query word to stand in for it (pg_trgm's
 * word_similarity, 0..1). 0.4 lets one swapped or missing letter in a six-letter word through
 * ('iphnoe' → 'iphone' is 0.43, 'samsng' → 'samsung' 0.57), and a word's start ('iph' → 'iphone'),
 * but keeps '13' from finding '12' (0.33). pg_trgm's default of 0.6 refuses both typos.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
/** The closest words a query word stands for, at most. */
export const MAX_CORRECTIONS = 8;

/** `%` and `_` are literal in a location filter. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [eq(listings.isSold, false)];
  if (filter.category) where.push(eq(listings.category, filter.category));
  // Spelled as the partial indexes' predicate (`imei is not null`), so they serve it.
  if (filter.checkedOnly) where.push(sql`${listings.imei} is not null`);
  if (filter.conditions?.length) where.push(inArray(listings.condition, filter.conditions));
  if (filter.minPriceCents !== undefined)
    where.push(gte(listings.resalePriceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined)
    where.push(lte(listings.resalePriceCents, filter.maxPriceCents));
  if (filter.location) {
    where.push(sql`lower(${listings.location}) like ${`%${likeEscape(filter.location)}%`}`);
  }
  if (filter.publishedWithinDays !== undefined) {
    where.push(
      sql`${listings.publishDate} >= current_date - ${filter.publishedWithinDays}::integer`,
    );
  }
  // A word with no spelling to look for: nothing can match (the service answers before this).
  if (filter.wordSets?.some((set) => set.length === 0)) where.push(sql`false`);
  else if (filter.wordSets?.length) {
    // (iphone | iphones) & (13): exact lexemes of search_tsv, served by its GIN index.
    const query = sql.join(
      filter.wordSets.map(
        (set) =>
          sql`(${sql.join(
            set.map((word) => sql`plainto_tsquery('simple', ${word})`),
            sql` || `,
          )})`,
      ),
      sql` && `,
    );
    where.push(sql`${listings.searchTsv} @@ (${query})`);
  }
  return where;
}

/**
 * Whether the maintained per-category counts (`listing_counts`) answer this filter's total: a
 * category page, or all unsold listings. Any other criterion (including one added later) counts
 * matching rows instead.
 */
function countedPerCategory(filter: ListingFilter): boolean {
  return Object.entries(filter).every(
    ([key, value]) =>
      key === 'category' ||
      value === undefined ||
      value === false ||
      (Array.isArray(value) && value.length === 0),
  );
}

/** Keyset: strictly after the given listing in the sort order (row comparison, index bound). */
function afterPosition(position: Position): SQL {
  switch (position.sort) {
    case 'newest':
      return sql`(${listings.createdAt}, ${listings.id}) < (${position.createdAt}::timestamptz, ${position.id})`;
    case 'price-asc':
      return sql`(${listings.resalePriceCents}, ${listings.id}) > (${position.priceCents}::integer, ${position.id})`;
    case 'price-desc':
      return sql`(${listings.resalePriceCents}, ${listings.id}) < (${position.priceCents}::integer, ${position.id})`;
  }
}

/** The order of each sort, matching its index (drizzle's `desc` indexes are NULLS LAST). */
const ORDER: Record<Position['sort'], SQL[]> = {
  newest: [sql`${listings.createdAt} desc nulls last`, sql`${listings.id} desc nulls last`],
  'price-asc': [asc(listings.resalePriceCents), asc(listings.id)],
  'price-desc': [desc(listings.resalePriceCents), desc(listings.id)],
};

export function createListingsRepo(db: Db) {
  return {
    /** Inserts a listing; answers null when its IMEI is on another unsold listing. */
    async insert(values: NewListing): Promise<string | null> {
      try {
        const [row] = await db.insert(listings).values(values).returning({ id: listings.id });
        return row!.id;
      } catch (err) {
        if (values.imei && isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async findState(id: string): Promise<ListingState | null> {
      const [row] = await db
        .select({
          id: listings.id,
          sellerId: listings.sellerId,
          sellerEmail: listings.sellerEmail,
          category: listings.category,
          productName: listings.productName,
          productPhoto: listings.productPhoto,
          resalePriceCents: listings.resalePriceCents,
          isAdvertised: listings.isAdvertised,
          isSold: listings.isSold,
          isReserved: listings.isReserved,
          isReported: listings.isReported,
        })
        .from(listings)
        .where(eq(listings.id, id));
      return row ?? null;
    },

    /** A seller's own listings, newest first, sold ones included. */
    async listBySeller(sellerId: string): Promise<OwnProduct[]> {
      const rows = await db
        .select(productColumns)
        .from(listings)
        .where(eq(listings.sellerId, sellerId))
        .orderBy(desc(listings.createdAt), desc(listings.id));
      return rows.map(toOwnProduct);
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
     * (and so sold listings) are never removed here. `reportedOnly`: only while it is reported.
     * `alongside` runs in the transaction once the listing is locked, before it goes (it can
     * still read it); 0 when the listing is gone, sold or no longer reported by then.
     */
    async deleteUnsold(
      id: string,
      {
        reportedOnly = false,
        alongside,
      }: { reportedOnly?: boolean; alongside?: InTransaction } = {},
    ): Promise<number> {
      return db.transaction(async (tx) => {
        // Locked first: a payment or a dismissal racing this one waits, then sees the outcome.
        const [target] = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              eq(listings.id, id),
              eq(listings.isSold, false),
              reportedOnly ? eq(listings.isReported, true) : undefined,
            ),
          )
          .for('update');
        if (!target) return 0;
        await alongside?.(tx as unknown as Db);
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
        // NULLS LAST on both keys, as the index has them: the index gives the order, no sort.
        .orderBy(sql`${listings.advertisedAt} desc nulls last`, sql`${listings.id} desc nulls last`)
        .limit(limit);
      return rows.map(toProduct);
    },

    /** One listing in any state, with its seller's account (gone: null fields). */
    async findDetail(id: string) {
      const [row] = await db
        .select({
          ...productColumns,
          sellerAccountName: users.name,
          sellerSince: users.createdAt,
          sellerUnsold: sql<number>`(select count(*)::integer from ${listings} as other
            where other.seller_id = ${listings.sellerId} and not other.is_sold)`,
        })
        .from(listings)
        .leftJoin(users, eq(users.id, listings.sellerId))
        .where(eq(listings.id, id));
      if (!row) return null;
      const { sellerAccountName, sellerSince, sellerUnsold, ...product } = row;
      return {
        product: toProduct(product),
        seller:
          sellerAccountName === null
            ? null
            : { name: sellerAccountName, since: sellerSince!, unsold: Number(sellerUnsold) },
      };
    },

    /** These listings in any state (missing ids are left out), in no particular order. */
    async findProducts(ids: string[]): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(productColumns).from(listings).where(inArray(listings.id, ids));
      return rows.map(toProduct);
    },

    /**
     * For each query word, the words of the listings that come closest to it (itself first when
     * a listing has it), from the small `search_words` table and its trigram index.
     */
    async corrections(words: string[]): Promise<string[][]> {
      if (words.length === 0) return [];
      const found = await db.transaction(async (tx) => {
        // The threshold of `%>` (and so of the index search) for this transaction only.
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
        );
        const queryWords = sql.join(
          words.map((word, i) => sql`(${i}::integer, ${word}::text)`),
          sql`, `,
        );
        return tx.select({ i: sql<number>`q.i`, word: sql<string>`close.word` }).from(
          sql`(values ${queryWords}) as q(i, word) cross join lateral (
              select ${searchWords.word} as word from ${searchWords}
              where ${searchWords.word} %> q.word
              order by word_similarity(q.word, ${searchWords.word}) desc, ${searchWords.word}
              limit ${MAX_CORRECTIONS}) as close`,
        );
      });
      const sets = words.map(() => [] as string[]);
      for (const { i, word } of found) sets[Number(i)]!.push(word);
      return sets;
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
        .where(eq(listings.isSold, false))
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
        .where(and(eq(listings.isSold, false), gte(listings.id, fromId)))
        .orderBy(listings.id)
        .limit(limit);
    },

    /**
     * When each brand's page last changed: its newest listing change (a new, edited or sold
     * phone) or deletion. One index probe per brand, however large the catalogue.
     */
    async brandChanges(): Promise<{ category: string; lastmod: Date | null }[]> {
      const rows = await db
        .select({
          category: sql<string>`c.category`,
          lastmod: sql<Date | null>`greatest(
            (select max(${listings.updatedAt}) from ${listings}
              where ${listings.category} = c.category),
            (select max(${deletedListings.deletedAt}) from ${deletedListings}
              where ${deletedListings.category} = c.category))`.mapWith(listings.updatedAt),
        })
        .from(
          sql`(values ${sql.join(
            CATEGORIES.map((category) => sql`(${category}::text)`),
            sql`, `,
          )}) as c(category)`,
        );
      return rows;
    },

    /** One keyset page of unsold listings matching the filter: at most `limit` rows after `after`. */
    async page(
      filter: ListingFilter,
      sort: Position['sort'],
      after: Position | null,
      limit: number,
      countCap: number,
    ): Promise<{ rows: PagedProduct[]; total: number }> {
      const where = filterConditions(filter);
      const pageWhere = after ? [...where, afterPosition(after)] : where;
      const rowsQuery = db
        .select({
          ...productColumns,
          createdAtExact: sql<string>`to_char(${listings.createdAt} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(listings)
        .where(and(...pageWhere))
        .orderBy(...ORDER[sort])
        .limit(limit);
      // A category's total is one maintained row (the same cost at 1k or 1M listings); other
      // filters count matches, stopping at the cap so a huge result costs no more than the cap.
      const countQuery = countedPerCategory(filter)
        ? db
            .select({
              n: sql<number>`least(coalesce(sum(${listingCounts.unsold}), 0), ${countCap})::integer`,
            })
            .from(listingCounts)
            .where(filter.category ? eq(listingCounts.category, filter.category) : undefined)
        : db.select({ n: count() }).from(
            db
              .select({ one: sql`1` })
              .from(listings)
              .where(and(...where))
              .limit(countCap)
              .as('matches'),
          );
      const [rows, [counted]] = await Promise.all([rowsQuery, countQuery]);
      return {
        rows: rows.map(({ createdAtExact, ...row }) => ({
          product: toProduct(row),
          createdAtExact,
          priceCents: row.resalePriceCents,
        })),
        total: counted?.n ?? 0,
      };
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
