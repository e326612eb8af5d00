import type { CategorySlug } from '@resale-zone/contract/listings';
import {
  TOTAL_COUNT_CAP,
  type CategoryQuery,
  type ProductPage,
  type SearchQuery,
  type Sort,
} from '@resale-zone/contract/search';
import type { BrandsService } from '../brands/brands.service.ts';
import { decodeCursor, encodeCursor, type Position } from '../../lib/keyset.ts';
import type { ListingFilter, ListingsRepo, PagedProduct } from './listings.repo.ts';
import type { SearchFacets } from '../../lib/listing-tags.ts';

// The rules of search, the brand pages and saved searches' matching: which words count, how
// typos are corrected, and keyset pages with their cursors.

/** At most this many words of a search query count; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * PostgreSQL's text parser reads a word that starts like a number in scientific notation as two
 * ('327e9c03' → '327e9', 'c03'), and the listings' words are its: the query's are split alike.
 */
const SCIENTIFIC_START = /^(\d+e\d+)(\p{L}.*)$/u;

/**
 * The words of a search query that can match: lower-cased, split at anything that is not a
 * letter or digit (as pg_trgm splits the text) and where PostgreSQL's parser splits a word
 * (`SCIENTIFIC_START`), duplicates dropped.
 */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => SCIENTIFIC_START.exec(word)?.slice(1) ?? [word])
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

const LETTER_DIGIT = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu;

/**
 * A word's letters and digits apart, as a phrase ('note8' → 'note 8'), or undefined when they do
 * not meet in it: a listing that writes "Note 8" answers a search for "note8".
 */
export function splitWord(word: string): string | undefined {
  const split = word.replace(LETTER_DIGIT, ' ');
  return split === word ? undefined : split;
}

/** Whether two words hold the same digits in the same order (none, for words of letters). */
const sameDigits = (a: string, b: string) => a.replace(/\P{N}/gu, '') === b.replace(/\P{N}/gu, '');

/**
 * For each query word, its neighbours joined to it where letters meet digits ('note', '8' →
 * 'note8' for both): a listing that writes "Note8" answers a search for "note 8".
 */
export function joinedWords(words: string[]): string[][] {
  const joined = words.map(() => [] as string[]);
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    const meet =
      (/\p{L}$/u.test(a) && /^\p{N}/u.test(b)) || (/\p{N}$/u.test(a) && /^\p{L}/u.test(b));
    if (meet) {
      const pair = a + b;
      joined[i]!.push(pair);
      joined[i + 1]!.push(pair);
    }
  }
  return joined;
}

/** Inclusive dollar bounds as cents: $10.005 as a minimum starts at 1001 cents. */
const minCents = (dollars: number) => Math.ceil(dollars * 100 - 1e-6);
const maxCents = (dollars: number) => Math.floor(dollars * 100 + 1e-6);

function positionOf(row: PagedProduct, sort: Sort): Position {
  if (sort === 'relevance') {
    return { sort, rank: row.rank, createdAt: row.createdAtExact, id: row.product._id };
  }
  if (sort === 'newest') return { sort, createdAt: row.createdAtExact, id: row.product._id };
  if (sort === 'rating') {
    return { sort, ratingKey: row.ratingKey, createdAt: row.createdAtExact, id: row.product._id };
  }
  return { sort, priceCents: row.priceCents, id: row.product._id };
}

/** The filter of a search query (the search page's, or a saved search's). */
function searchFilter(
  query: Omit<SearchQuery, 'sort' | 'limit' | 'cursor'>,
  category: string | undefined,
): ListingFilter {
  return {
    category,
    conditions: query.condition,
    minPriceCents: query.minPrice === undefined ? undefined : minCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : maxCents(query.maxPrice),
    location: query.location?.toLowerCase(),
    areaId: query.area,
    publishedWithinDays:
      query.publishedWithin === undefined ? undefined : Number(query.publishedWithin),
    checkedOnly: query.checked || undefined,
    trustedOnly: query.trusted || undefined,
  };
}

/** Search, a brand's page and a saved search's match: one set of rules for all three. */
export function createListingSearchService(
  repo: Pick<ListingsRepo, 'corrections' | 'closestWords' | 'page'>,
  brands: Pick<BrandsService, 'find' | 'bySlug' | 'filterBrand'>,
) {
  /** The stored category a search's `brand` names; a 400 naming `brand` for an unknown one. */
  const brandCategory = async (slug: string | undefined) =>
    slug === undefined ? undefined : (await brands.filterBrand(slug)).name;

  async function page(
    filter: ListingFilter,
    asked: Sort,
    cursor: string | undefined,
    limit: number,
    words: string[] = [],
  ): Promise<ProductPage> {
    // Without words every listing matches equally: best match is newest first.
    const sort = asked === 'relevance' && words.length === 0 ? 'newest' : asked;
    const after = cursor === undefined ? null : decodeCursor(cursor, sort);
    if (words.length === 0) return onePage(filter, sort, after, limit);
    const { sets, strict } = await spellings(words);
    // A word no listing comes close to: nothing can match all the words.
    if (sets.some((set) => set.length === 0)) {
      return { items: [], total: 0, totalIsEstimate: false, nextCursor: null };
    }
    const exact = { ...filter, exactWords: words };
    const found = await onePage({ ...exact, wordSets: strict }, sort, after, limit);
    if (found.total > 0 || strict.every((set, i) => set.length === sets[i]!.length)) return found;
    return onePage({ ...exact, wordSets: sets }, sort, after, limit);
  }

  /**
   * The listing words each query word stands for: `sets` with every correction, `strict` first
   * tried. Numbers are matched exactly ('13' must not find '130'); words allow small typos. A
   * word some listing has stands only for itself and its longer forms ('iphone' → 'iphones', not
   * 'phone', which would bring in every phone's description); corrections are for words no
   * listing has. Words never leave `search_words`, so when the strict sets find nothing (the
   * word's listings are gone) the corrections are tried after all (decision 033). Where letters
   * meet digits, a word also stands for its parts as a phrase and for its neighbour joined to it
   * ('note8' ↔ 'note 8'); a split word no listing has tries its parts before corrections.
   */
  async function spellings(words: string[]) {
    const spelled = words.filter((w) => /\D/.test(w));
    const joined = joinedWords(words);
    const candidates = [...new Set(joined.flat())];
    const corrected = await repo.corrections([...spelled, ...candidates]);
    const known = candidates.filter((c, k) => corrected[spelled.length + k]!.includes(c));
    const others = words.map((w, i) => {
      const split = splitWord(w);
      return [...(split ? [split] : []), ...joined[i]!.filter((j) => known.includes(j))];
    });
    // A word's digits are exact too: 'note8' may be corrected to 'notte8', never to 'note'
    // or 'note13' (a different model).
    const own = words.map((w) =>
      (corrected[spelled.indexOf(w)] ?? [w]).filter((c) => sameDigits(c, w)),
    );
    const strict = words.map((w, i) => {
      if (own[i]!.includes(w)) return own[i]!.filter((c) => c.startsWith(w));
      return splitWord(w) ? [] : own[i]!;
    });
    const withOthers = (set: string[], i: number) => [...new Set([...set, ...others[i]!])];
    return { sets: own.map(withOthers), strict: strict.map(withOthers) };
  }

  async function onePage(
    filter: ListingFilter,
    sort: Sort,
    after: Position | null,
    limit: number,
  ): Promise<ProductPage> {
    // One more than asked tells whether a next page exists.
    const { rows, total } = await repo.page(filter, sort, after, limit + 1, TOTAL_COUNT_CAP);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor(positionOf(last, sort)) : null;
    // A first page that is also the last one has counted its matches itself: an estimate (the
    // planner's, which can be far off) gives way to it.
    const counted = after === null && nextCursor === null;
    return {
      items: items.map((r) => r.product),
      total: counted ? items.length : total.value,
      totalIsEstimate: counted ? false : !total.exact,
      nextCursor,
    };
  }

  /**
   * Nothing matched `words`: their closest listing words, offered only when that spelling differs
   * and finds phones with the same filters.
   */
  async function suggestSpelling(query: SearchQuery, words: string[]) {
    const spelled = words.filter((w) => /\D/.test(w));
    const closest = await repo.closestWords(spelled);
    const suggested = words.map((w) => {
      const close = closest[spelled.indexOf(w)];
      return close && sameDigits(close, w) ? close : w;
    });
    if (suggested.every((w, i) => w === words[i])) return undefined;
    const filter = searchFilter(query, await brandCategory(query.brand));
    const check = await page(filter, 'newest', undefined, 1, suggested);
    return check.total > 0 ? suggested.join(' ') : undefined;
  }

  return {
    /** One keyset page of a brand's unsold listings, newest first (a 404 for an unknown brand). */
    async byCategory(
      slug: CategorySlug,
      query: CategoryQuery,
    ): Promise<ProductPage & { category: string }> {
      const brand = await brands.bySlug(slug);
      const found = await page(
        {
          category: brand.name,
          checkedOnly: query.checked || undefined,
          trustedOnly: query.trusted || undefined,
          areaId: query.area,
        },
        'newest',
        query.cursor,
        query.limit,
      );
      return { ...found, category: brand.name };
    },

    /** `GET /search`: unsold listings matching the text and filters, one keyset page. */
    async search(query: SearchQuery): Promise<ProductPage & { facets: SearchFacets }> {
      const words = queryWords(query.q);
      const filter = searchFilter(query, await brandCategory(query.brand));
      // What the public cache hangs the answer on (decision 064).
      const facets: SearchFacets = { ...filter, words: words.length > 0 };
      const found = await page(filter, query.sort, query.cursor, query.limit, words);
      if (found.total > 0 || query.cursor !== undefined || words.length === 0)
        return { ...found, facets };
      const suggestion = await suggestSpelling(query, words);
      return suggestion ? { ...found, suggestion, facets } : { ...found, facets };
    },

    /** Whether this listing (on sale) is one the search would find: the same rules as `search`. */
    async matches(
      listingId: string,
      query: Omit<SearchQuery, 'sort' | 'limit' | 'cursor'>,
    ): Promise<boolean> {
      let category: string | undefined;
      if (query.brand !== undefined) {
        // A saved search's brand that is gone since matches nothing.
        const brand = await brands.find(query.brand);
        if (!brand) return false;
        category = brand.name;
      }
      const filter = { ...searchFilter(query, category), onlyId: listingId };
      const found = await page(filter, 'newest', undefined, 1, queryWords(query.q));
      return found.items.length > 0;
    },
  };
}
