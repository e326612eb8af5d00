import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  type Category,
  type Condition,
  type OwnProduct,
  type Product,
  type SellerRating,
} from '@resale-zone/contract/listings';
import { imeiLast4 } from '@resale-zone/contract/imei';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  brands,
  deletedListings,
  listingCounts,
  listings,
  priceChanges,
  reports,
  searchWords,
  users,
  userStats,
} from '../../db/schema.ts';
import { listingAvailability } from '../../domain/transitions.ts';
import { defaultTrust, trustedSql, type Trust } from '../../domain/trust.ts';
import { isUniqueViolation } from '../bookings/bookings.repo.ts';
import type { Position } from './keyset.ts';
import { anyOf, bestMatchTiers, MAX_TIERS, rankOf } from './best-match.ts';

/** The columns every listing answer needs; nothing internal leaves the repository. */
export const productColumns = {
  id: listings.id,
  productPhoto: listings.productPhoto,
  morePhotos: listings.morePhotos,
  productName: listings.productName,
  sellerName: listings.sellerName,
  resalePriceCents: listings.resalePriceCents,
  reducedFromCents: listings.reducedFromCents,
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
  isReserved: listings.isReserved,
  isReported: listings.isReported,
  createdAt: listings.createdAt,
  imei: listings.imei,
  imeiDevice: listings.imeiDevice,
  sellerId: listings.sellerId,
  batteryHealth: listings.batteryHealth,
  activationLockOff: listings.activationLockOff,
  fullyPaid: listings.fullyPaid,
  noCrackedGlass: listings.noCrackedGlass,
};

/**
 * The seller's rating and badge for each listing row, from their `user_stats` counters: one
 * primary-key probe inside the list's own query (never a query per card). `count,starSum,trusted`
 * as text, read by `toProduct`.
 */
export const sellerSummary = (trust: Trust) => ({
  sellerSummary: sql<string | null>`(select concat_ws(',', s.review_count, s.star_sum,
      case when ${trustedSql(trust, 's', 'u')} then 1 else 0 end)
    from ${userStats} as s join ${users} as u on u.id = s.user_id
    where s.user_id = ${listings.sellerId})`,
});

type ProductRow = {
  [
    K in Exclude<
      keyof typeof productColumns,
      'imei' | 'imeiDevice' | 'sellerId' | 'batteryHealth' | 'reducedFromCents'
    >
  ]: (typeof productColumns)[K]['_']['data'];
} & {
  imei: string | null;
  imeiDevice: string | null;
  reducedFromCents: number | null;
  sellerId: string | null;
  batteryHealth: number | null;
  sellerSummary: string | null;
};

/** `count,starSum,trusted` (sellerSummary) as the contract's rating. */
export function toSellerRating(summary: string | null): SellerRating {
  if (!summary) return { average: null, count: 0, trusted: false };
  const [count = 0, sum = 0, trusted = 0] = summary.split(',').map(Number);
  return {
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    count,
    trusted: trusted === 1,
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productPhoto: row.productPhoto,
    productName: row.productName,
    sellerName: row.sellerName,
    resalePrice: centsToDollars(row.resalePriceCents),
    priceReducedFrom: row.reducedFromCents === null ? null : centsToDollars(row.reducedFromCents),
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
    availability: listingAvailability(row),
    reported: row.isReported,
    createdAt: row.createdAt.toISOString(),
    // The full IMEI never leaves in a public answer (`toOwnProduct` adds it for seller and admins).
    imeiLast4: row.imei === null ? null : imeiLast4(row.imei),
    // Checked only when the TAC named a device: a made-up number with a valid check digit is not.
    imeiChecked: row.imei !== null && row.imeiDevice !== null,
    imeiDevice: row.imei === null ? null : row.imeiDevice,
    batteryHealth: row.batteryHealth,
    activationLockOff: row.activationLockOff,
    fullyPaid: row.fullyPaid,
    noCrackedGlass: row.noCrackedGlass,
    sellerId: row.sellerId,
    sellerRating: toSellerRating(row.sellerSummary),
  };
}

/** Every photo of a listing in order: the cover, then the others. */
export const photosOf = (row: { productPhoto: string; morePhotos: string[] }): string[] => [
  row.productPhoto,
  ...row.morePhotos,
];

/** A listing for its seller or an admin: with the full IMEI and every photo. */
export function toOwnProduct(row: ProductRow): OwnProduct {
  return { ...toProduct(row), imei: row.imei, photos: photosOf(row) };
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
  /** The photos after the cover. */
  morePhotos: string[];
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
  /** Only listings of sellers who hold the Trusted seller badge now. */
  trustedOnly?: boolean; /** Only this listing (does a new listing match a saved search?). */
  onlyId?: string;
  /**
   * Lower-cased query words, each with the listing words it stands for (itself and its closest
   * spellings, from `corrections`): a listing matches when it has one of each word's set.
   */
  wordSets?: string[][];
  /** The query words themselves, one per word set: what counts as an exact match in the rank. */
  exactWords?: string[];
}

/** A listing of a page with the sort keys its cursor is made of. */
export interface PagedProduct {
  product: Product;
  createdAtExact: string;
  priceCents: number;
  /** The seller's average × 1000 (the rating sort's key). */
  ratingKey: number;
  /** How well it matches the query's words (the relevance sort's key). */
  rank: number;
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

/**
 * How close a listing word must come to a query word to be offered as "Did you mean" when nothing
 * matched (pg_trgm's similarity of whole words): looser than the search's own correction, so
 * that two swapped letters ('smasung' → 'samsung', 0.33) get a suggestion.
 */
export const SUGGESTION_SIMILARITY_THRESHOLD = 0.25;

/** `%` and `_` are literal in a location filter. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The seller's average rating × 1000, rounded down; 0 without reviews (the rating sort's key):
 * kept on each unsold listing by triggers on `user_stats` (migration 0024, decision 039).
 */
const ratingKey = listings.sellerRatingKey;

/**
 * The filter's conditions; `words: false` leaves out the words' test (best match's tiers write
 * their own, decision 036).
 */
function filterConditions(filter: ListingFilter, trust: Trust, words = true): SQL[] {
  const where: SQL[] = [eq(listings.isSold, false)];
  if (filter.trustedOnly) {
    where.push(sql`exists (select 1 from ${userStats} as s join ${users} as u on u.id = s.user_id
      where s.user_id = ${listings.sellerId} and ${trustedSql(trust, 's', 'u')})`);
  }
  if (filter.onlyId !== undefined) where.push(eq(listings.id, filter.onlyId));
  if (filter.category) where.push(eq(listings.category, filter.category));
  // The strong state only (a named device), spelled as the partial indexes' predicate so that they
  // serve it.
  if (filter.checkedOnly) where.push(sql`${listings.imeiDevice} is not null`);
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
  else if (filter.wordSets?.length && words) {
    // (iphone | iphones) & (13): exact lexemes of search_tsv, served by its GIN index.
    const query = sql.join(filter.wordSets.map(anyOf), sql` && `);
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

/** A position in one of the orders that are a single index walk (best match walks tiers). */
type WalkPosition = Exclude<Position, { sort: 'relevance' }>;

/** Keyset: strictly after the given listing in the sort order (row comparison, index bound). */
function afterPosition(position: WalkPosition): SQL {
  switch (position.sort) {
    case 'newest':
      return sql`(${listings.createdAt}, ${listings.id}) < (${position.createdAt}::timestamptz, ${position.id})`;
    case 'price-asc':
      return sql`(${listings.resalePriceCents}, ${listings.id}) > (${position.priceCents}::integer, ${position.id})`;
    case 'price-desc':
      return sql`(${listings.resalePriceCents}, ${listings.id}) < (${position.priceCents}::integer, ${position.id})`;
    case 'rating':
      return sql`(${ratingKey}, ${listings.createdAt}, ${listings.id}) < (${position.ratingKey}::integer, ${position.createdAt}::timestamptz, ${position.id})`;
  }
}

/** The order of each sort, matching its index (drizzle's `desc` indexes are NULLS LAST). */
const ORDER: Record<Exclude<Position['sort'], 'relevance'>, SQL[]> = {
  newest: [sql`${listings.createdAt} desc nulls last`, sql`${listings.id} desc nulls last`],
  'price-asc': [asc(listings.resalePriceCents), asc(listings.id)],
  'price-desc': [desc(listings.resalePriceCents), desc(listings.id)],
  rating: [
    sql`${ratingKey} desc nulls last`,
    sql`${listings.createdAt} desc nulls last`,
    sql`${listings.id} desc nulls last`,
  ],
};

/** What a price change found and did (read under the listing's lock). */
export type PriceChangeOutcome =
  | { outcome: 'changed'; oldCents: number; changeId: string }
  | { outcome: 'same' }
  | { outcome: 'gone' }
  | { outcome: 'moved'; state: ListingState }
  | { outcome: 'above-original'; originalCents: number };

/** What `edit` changes (columns), and the IMEI the body named, which must be the listing's. */
export type ListingEdit = Partial<
  Pick<
    NewListing,
    | 'description'
    | 'productPhoto'
    | 'morePhotos'
    | 'location'
    | 'condition'
    | 'batteryHealth'
    | 'activationLockOff'
    | 'fullyPaid'
    | 'noCrackedGlass'
  >
> & { imeiGiven?: string | null };

export type EditOutcome =
  | { outcome: 'edited'; changed: boolean }
  | { outcome: 'gone' }
  | { outcome: 'moved'; state: ListingState }
  | { outcome: 'imei-fixed' }
  | { outcome: 'above-original'; originalCents: number };

/** A column's value as read and as an edit gives it (the photo lists compare item by item). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

/** The listing's row, locked for a write by its seller (price, edit). */
async function lockForEdit(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      sellerEmail: listings.sellerEmail,
      category: listings.category,
      productName: listings.productName,
      productPhoto: listings.productPhoto,
      morePhotos: listings.morePhotos,
      resalePriceCents: listings.resalePriceCents,
      originalPriceCents: listings.originalPriceCents,
      isAdvertised: listings.isAdvertised,
      isSold: listings.isSold,
      isReserved: listings.isReserved,
      isReported: listings.isReported,
      imei: listings.imei,
      description: listings.description,
      location: listings.location,
      condition: listings.condition,
      batteryHealth: listings.batteryHealth,
      activationLockOff: listings.activationLockOff,
      fullyPaid: listings.fullyPaid,
      noCrackedGlass: listings.noCrackedGlass,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  return row ?? null;
}

/** Sets a locked listing's price and records the change; `onDrop` runs when it went down. */
async function reprice(
  tx: Db,
  row: { id: string; resalePriceCents: number; originalPriceCents: number },
  newCents: number,
  onDrop?: (tx: Db, changeId: string) => Promise<void>,
): Promise<PriceChangeOutcome> {
  if (newCents > row.originalPriceCents) {
    return { outcome: 'above-original', originalCents: row.originalPriceCents };
  }
  if (newCents === row.resalePriceCents) return { outcome: 'same' };
  // A drop is shown on cards as "Price reduced from" the old price; a rise clears it.
  const reducedFromCents = newCents < row.resalePriceCents ? row.resalePriceCents : null;
  await tx
    .update(listings)
    .set({ resalePriceCents: newCents, reducedFromCents })
    .where(eq(listings.id, row.id));
  const [change] = await tx
    .insert(priceChanges)
    .values({ listingId: row.id, oldPriceCents: row.resalePriceCents, newPriceCents: newCents })
    .returning({ id: priceChanges.id });
  if (newCents < row.resalePriceCents) await onDrop?.(tx, change!.id);
  return { outcome: 'changed', oldCents: row.resalePriceCents, changeId: change!.id };
}

export function createListingsRepo(db: Db, trust: Trust = defaultTrust()) {
  const columns = () => ({ ...productColumns, ...sellerSummary(trust) });
  /**
   * For each query word (by its index), up to `limit` words of `search_words` near it, nearest
   * first, from the trigram index: `within`, the word as part of a listing word (`%>`, at least
   * WORD_SIMILARITY_THRESHOLD), or `whole`, the two words as wholes (`%`, at least
   * SUGGESTION_SIMILARITY_THRESHOLD). The threshold is set for the transaction only.
   */
  const nearWords = (words: string[], how: 'within' | 'whole', limit: number) =>
    words.length === 0
      ? Promise.resolve([])
      : db.transaction(async (tx) => {
          const [setting, threshold, operator, measure] =
            how === 'within'
              ? ['word_similarity_threshold', WORD_SIMILARITY_THRESHOLD, '%>', 'word_similarity']
              : ['similarity_threshold', SUGGESTION_SIMILARITY_THRESHOLD, '%', 'similarity'];
          await tx.execute(
            sql`select set_config(${`pg_trgm.${setting}`}, ${String(threshold)}, true)`,
          );
          const queryWords = sql.join(
            words.map((word, i) => sql`(${i}::integer, ${word}::text)`),
            sql`, `,
          );
          // The operator and function names are the constants above, never input.
          return tx.select({ i: sql<number>`q.i`, word: sql<string>`close.word` }).from(
            sql`(values ${queryWords}) as q(i, word) cross join lateral (
                select ${searchWords.word} as word from ${searchWords}
                where ${searchWords.word} ${sql.raw(operator)} q.word
                order by ${sql.raw(measure)}(q.word, ${searchWords.word}) desc, ${searchWords.word}
                limit ${limit}) as close`,
          );
        });
  /**
   * A best-match page (decision 036): the tiers of the rank, best first, each a newest-first walk
   * that stops after `limit` rows, chained with UNION ALL under one LIMIT. PostgreSQL runs the
   * arms of an Append in order and stops when the LIMIT is reached, so a lower tier is read only
   * when the ones above it run out. (An arm with a LIMIT keeps the Append out of parallel plans,
   * which would not keep that order.) A cursor's own tier continues after its listing; the tiers
   * above it are done. The page's rows are fetched after, by primary key.
   */
  function bestMatches(filter: ListingFilter, after: Position | null, limit: number) {
    const from = after?.sort === 'relevance' ? after : null;
    const tiers = bestMatchTiers(filter.wordSets ?? [], filter.exactWords ?? []);
    if (tiers.length > MAX_TIERS) return rankedMatches(filter, from, limit);
    const where = filterConditions(filter, trust, false);
    const arms = tiers
      .filter((tier) => from === null || tier.rank <= from.rank)
      .map((tier) => {
        const resume =
          from !== null && tier.rank === from.rank
            ? afterPosition({ sort: 'newest', createdAt: from.createdAt, id: from.id })
            : undefined;
        return db
          .select({
            topId: sql<string>`${listings.id}`.as('top_id'),
            rank: sql<number>`${tier.rank}::integer`.as('rank'),
          })
          .from(listings)
          .where(and(...where, tier.where, resume))
          .orderBy(...ORDER.newest)
          .limit(limit);
      });
    // A forged rank below every tier: nothing is left after it.
    const top =
      arms.length === 0
        ? sql`(select null::text as top_id, null::integer as rank where false)`
        : sql`(select * from (${sql.join(arms, sql` union all `)}) as tiers limit ${limit})`;
    return db
      .select({
        ...columns(),
        createdAtExact: sql<string>`to_char(${listings.createdAt} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        rank: sql<number>`top.rank`,
      })
      .from(sql`${top} as top`)
      .innerJoin(listings, sql`${listings.id} = top.top_id`)
      .orderBy(sql`top.rank desc`, ...ORDER.newest);
  }
  /**
   * A best-match page of a query with too many tiers (MAX_TIERS): every match ranked in one pass,
   * reading only id, date and rank, then the page's rows by primary key.
   */
  function rankedMatches(
    filter: ListingFilter,
    from: Extract<Position, { sort: 'relevance' }> | null,
    limit: number,
  ) {
    const rank = rankOf(filter.wordSets ?? [], filter.exactWords ?? []);
    const resume =
      from === null
        ? undefined
        : sql`(${rank}, ${listings.createdAt}, ${listings.id}) < (${from.rank}::integer, ${from.createdAt}::timestamptz, ${from.id})`;
    const top = db
      .select({ topId: sql<string>`${listings.id}`.as('top_id'), rank: rank.as('rank') })
      .from(listings)
      .where(and(...filterConditions(filter, trust), resume))
      .orderBy(sql`${rank} desc`, ...ORDER.newest)
      .limit(limit)
      .as('top');
    return db
      .select({
        ...columns(),
        createdAtExact: sql<string>`to_char(${listings.createdAt} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        rank: top.rank,
      })
      .from(top)
      .innerJoin(listings, eq(listings.id, top.topId))
      .orderBy(desc(top.rank), ...ORDER.newest);
  }
  return {
    /**
     * Inserts a listing; answers null when its IMEI is on another unsold listing. `alongside`
     * runs in the insert's transaction (the saved-search match job).
     */
    async insert(values: NewListing, alongside?: (tx: Db, id: string) => Promise<void>) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(listings).values(values).returning({ id: listings.id });
          await alongside?.(tx as unknown as Db, row!.id);
          return row!.id;
        });
      } catch (err) {
        if (values.imei && isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Sets an unsold listing's price and records the change, in one transaction with the listing
     * locked (a payment waits, then pays the new price; two edits apply one after the other).
     * `onDrop` runs in it when the price went down.
     */
    async changePrice(
      id: string,
      newCents: number,
      onDrop?: (tx: Db, changeId: string) => Promise<void>,
    ): Promise<PriceChangeOutcome> {
      return db.transaction(async (tx) => {
        const row = await lockForEdit(tx as unknown as Db, id);
        if (!row) return { outcome: 'gone' };
        if (row.isSold) return { outcome: 'moved', state: row };
        return reprice(tx as unknown as Db, row, newCents, onDrop);
      });
    },

    /**
     * Edits an unsold, unreserved listing's fields and price in one transaction with the listing
     * locked: the price through the same recording as `changePrice`. Answers what it found and
     * whether anything changed; nothing is written unless every check passes.
     */
    async edit(
      id: string,
      fields: ListingEdit,
      newCents: number | undefined,
      onDrop?: (tx: Db, changeId: string) => Promise<void>,
    ): Promise<EditOutcome> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await lockForEdit(t, id);
        if (!row) return { outcome: 'gone' };
        if (row.isSold || row.isReserved) return { outcome: 'moved', state: row };
        if (fields.imeiGiven !== undefined && fields.imeiGiven !== row.imei) {
          return { outcome: 'imei-fixed' };
        }
        if (newCents !== undefined && newCents > row.originalPriceCents) {
          return { outcome: 'above-original', originalCents: row.originalPriceCents };
        }
        const { imeiGiven: _imei, ...values } = fields;
        // Only what differs is written (and counts as a change).
        const changes = Object.fromEntries(
          Object.entries(values).filter(
            ([key, value]) => !sameValue(row[key as keyof typeof values], value),
          ),
        );
        if (Object.keys(changes).length > 0) {
          await t.update(listings).set(changes).where(eq(listings.id, id));
        }
        const priced = newCents === undefined ? null : await reprice(t, row, newCents, onDrop);
        const fieldsChanged = Object.keys(changes).length > 0;
        return { outcome: 'edited', changed: fieldsChanged || priced?.outcome === 'changed' };
      });
    },

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
      const [row] = await db
        .select({
          id: listings.id,
          sellerId: listings.sellerId,
          sellerEmail: listings.sellerEmail,
          category: listings.category,
          productName: listings.productName,
          productPhoto: listings.productPhoto,
          morePhotos: listings.morePhotos,
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
        .select(columns())
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
     * Deletes an unsold listing with the open (never paid) bookings on it. A booking that had
     * money on it stays on record with its payment and timeline, detached from the phone: a hold
     * that ended (cancelled, declined, expired) leaves the phone on sale, and sold listings are
     * never removed here. `reportedOnly`: only while it is reported. `alongside`
     * runs in a transaction once the listing is locked, before it goes (it can still read it);
     * 0 when the listing is gone, sold or no longer reported by then.
     */
    async deleteUnsold(
      id: string,
      {
        reportedOnly = false,
        alongside,
      }: { reportedOnly?: boolean; alongside?: InTransaction } = {},
    ): Promise<number> {
      const deletable = and(
        eq(listings.id, id),
        eq(listings.isSold, false),
        reportedOnly ? eq(listings.isReported, true) : undefined,
      );
      // One statement: the listing locked first (a payment or a dismissal racing this waits,
      // then sees the outcome), then its open bookings (the foreign key would only null them,
      // and an unpaid booking of a vanished phone means nothing), then the listing. A released
      // booking is not "unpaid": its payment and any dispute row reference it (ON DELETE
      // RESTRICT), and it is the buyer's record of the hold; the foreign key nulls its listing.
      const remove = async (on: Db) => {
        const result = (await on.execute(sql`
          with target as (
            select ${listings.id} from ${listings} where ${deletable} for update
          ), unpaid as (
            delete from ${bookings}
            where ${bookings.listingId} in (select id from target) and ${bookings.state} = 'open'
          )
          delete from ${listings} where ${listings.id} in (select id from target)
          returning ${listings.id}`)) as unknown as { rows: { id: string }[] };
        return result.rows.length;
      };
      if (!alongside) return remove(db);
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(deletable)
          .for('update');
        if (locked.length === 0) return 0;
        await alongside(tx as unknown as Db);
        return remove(tx as unknown as Db);
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

    /** The listings `reporterId` has reported, newest report first. */
    async reportedBy(reporterId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ listingId: reports.listingId })
        .from(reports)
        .where(eq(reports.reporterId, reporterId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
      return rows.map((row) => row.listingId);
    },

    /** Advertised listings that are not sold, most recently advertised first. */
    async listAdvertised(limit: number): Promise<Product[]> {
      const rows = await db
        .select(columns())
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
          ...columns(),
          sellerAccountName: users.name,
          sellerSince: users.createdAt,
          sellerUnsold: sql<number>`(select count(*)::integer from ${listings} as other
            where other.seller_id = ${listings.sellerId} and not other.is_sold)`,
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

    /**
     * For each query word, the words of the listings that come closest to it (itself first when
     * a listing has it), from the small `search_words` table and its trigram index.
     */
    async corrections(words: string[]): Promise<string[][]> {
      const sets = words.map(() => [] as string[]);
      for (const { i, word } of await nearWords(words, 'within', MAX_CORRECTIONS)) {
        sets[Number(i)]!.push(word);
      }
      return sets;
    },

    /**
     * For each query word, the one listing word most like it as a whole word (at least
     * SUGGESTION_SIMILARITY_THRESHOLD), or null: the spelling a search with no results suggests.
     */
    async closestWords(words: string[]): Promise<(string | null)[]> {
      const found = await nearWords(words, 'whole', 1);
      const closest: (string | null)[] = words.map(() => null);
      for (const { i, word } of found) closest[Number(i)] = word;
      return closest;
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

    /** One keyset page of unsold listings matching the filter: at most `limit` rows after `after`. */
    async page(
      filter: ListingFilter,
      sort: Position['sort'],
      after: Position | null,
      limit: number,
      countCap: number,
    ): Promise<{ rows: PagedProduct[]; total: number }> {
      const where = filterConditions(filter, trust);
      const pageWhere =
        after && after.sort !== 'relevance' ? [...where, afterPosition(after)] : where;
      const createdAtExact = sql<string>`to_char(${listings.createdAt} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
      const selected = db
        .select({
          ...columns(),
          createdAtExact,
          ...(sort === 'rating' ? { ratingKey } : {}),
        })
        .from(listings)
        .$dynamic();
      const rowsQuery =
        sort === 'relevance'
          ? bestMatches(filter, after, limit)
          : selected
              .where(and(...pageWhere))
              .orderBy(...ORDER[sort])
              .limit(limit);
      // A category's total is the sum of its maintained rows, at most 16 (the same cost at 1k or
      // 1M listings); other filters count matches, stopping at the cap so a huge result costs no
      // more than the cap.
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
          ratingKey: 'ratingKey' in row ? Number(row.ratingKey) : 0,
          rank: 'rank' in row ? Number(row.rank) : 0,
        })),
        total: counted?.n ?? 0,
      };
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
