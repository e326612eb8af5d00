import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, searchWords, users, userStats } from '../../db/schema.ts';
import { trustedSql, type Trust } from '../../domain/trust.ts';
import type { Position } from '../../lib/keyset.ts';
import { anyOf, bestMatchTiers, MAX_TIERS, rankOf } from './best-match.ts';
import { createListingTotals, maintainedCount, type ListTotal } from './listing-totals.ts';
import {
  listingColumns,
  onPublicList,
  toProduct,
  type ListingFilter,
  type PagedProduct,
} from '../../shared/listings/listing-rows.ts';

// Search and the category pages: filters, keyset pages, best match and spelling corrections.

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
  const where: SQL[] = [onPublicList];
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
  // Served by the area indexes (an equality implies their `area_id is not null`).
  if (filter.areaId !== undefined) where.push(eq(listings.areaId, filter.areaId));
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

/** The search's reads: pages of unsold listings, and the words a query word stands for. */
export function createListingSearch(db: Db, trust: Trust) {
  const columns = () => listingColumns(trust);
  const totals = createListingTotals(db);
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

    /** One keyset page of unsold listings matching the filter: at most `limit` rows after `after`. */
    async page(
      filter: ListingFilter,
      sort: Position['sort'],
      after: Position | null,
      limit: number,
      countCap: number,
    ): Promise<{ rows: PagedProduct[]; total: ListTotal }> {
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
      // A brand's total (with its area and checked filters) is the sum of its maintained rows,
      // the same cost at 1k or 1M listings; other filters are estimated or counted up to the cap
      // (decision 061).
      const totalQuery = maintainedCount(filter)
        ? totals.maintained(filter)
        : totals.matches(where, countCap);
      const [rows, total] = await Promise.all([rowsQuery, totalQuery]);
      return {
        rows: rows.map(({ createdAtExact, ...row }) => ({
          product: toProduct(row),
          createdAtExact,
          priceCents: row.resalePriceCents,
          ratingKey: 'ratingKey' in row ? Number(row.ratingKey) : 0,
          rank: 'rank' in row ? Number(row.rank) : 0,
        })),
        total,
      };
    },
  };
}
