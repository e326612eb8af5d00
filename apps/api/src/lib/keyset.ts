import { DATE_YEARS } from '@resale-zone/contract/listings';
import type { Sort } from '@resale-zone/contract/search';
import { badRequest } from './http-error.ts';

/**
 * Where a keyset page starts: just after this listing in the sort order. `createdAt` is the
 * database's timestamp to the microsecond (a JavaScript Date would round it to milliseconds and
 * skip or repeat listings created within the same millisecond).
 */
export type Position =
  | { sort: 'newest'; createdAt: string; id: string }
  | { sort: 'price-asc' | 'price-desc'; priceCents: number; id: string }
  /** `ratingKey`: the seller's average × 1000, rounded down (0 without reviews). */
  | { sort: 'rating'; ratingKey: number; createdAt: string; id: string }
  /** `rank`: how well the listing matches the query's words (`RANK_MAX` at most, decision 033). */
  | { sort: 'relevance'; rank: number; createdAt: string; id: string };

/** The highest match rank: every one of MAX_QUERY_WORDS words exact and in the name. */
export const RANK_MAX = 8 * 110;

const SORT_CODES: Record<Sort, string> = {
  relevance: 'm',
  newest: 'n',
  'price-asc': 'pa',
  'price-desc': 'pd',
  rating: 'r',
};
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_CENTS = 100_000_000;

/** The opaque cursor handed to the client: base64url of `[sort, key, id]`. */
export function encodeCursor(position: Position): string {
  const key =
    position.sort === 'newest'
      ? position.createdAt
      : position.sort === 'rating'
        ? [position.ratingKey, position.createdAt]
        : position.sort === 'relevance'
          ? [position.rank, position.createdAt]
          : position.priceCents;
  return Buffer.from(JSON.stringify([SORT_CODES[position.sort], key, position.id])).toString(
    'base64url',
  );
}

const refused = () => badRequest('cursor: is not one this server gave for this sort', 'cursor');

/**
 * The position a cursor names, for the sort the request asks for. Anything this server could not
 * have given (garbage, another sort's cursor, an impossible date or price) is a 400 naming
 * `cursor`, never a database error.
 */
export function decodeCursor(cursor: string, sort: Sort): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw refused();
  const [code, key, id] = parsed as unknown[];
  if (code !== SORT_CODES[sort] || typeof id !== 'string' || !ID.test(id)) throw refused();
  if (sort === 'rating' || sort === 'relevance') {
    if (!Array.isArray(key) || key.length !== 2) throw refused();
    const [first, createdAt] = key as unknown[];
    if (typeof first !== 'number' || !Number.isInteger(first)) throw refused();
    if (first < 0 || first > (sort === 'rating' ? 5000 : RANK_MAX)) throw refused();
    return sort === 'rating'
      ? { sort, ratingKey: first, createdAt: validTimestamp(createdAt), id }
      : { sort, rank: first, createdAt: validTimestamp(createdAt), id };
  }
  if (sort === 'newest') return { sort, createdAt: validTimestamp(key), id };
  if (typeof key !== 'number' || !Number.isSafeInteger(key) || key < 0 || key > MAX_CENTS) {
    throw refused();
  }
  return { sort, priceCents: key, id };
}

/** A cursor's timestamp, to the microsecond, in the years listings can have; else a 400. */
export function validTimestamp(key: unknown): string {
  if (typeof key !== 'string' || !TIMESTAMP.test(key)) throw refused();
  // Rejects 2026-13-45 and the like, which the regular expression lets through.
  const ms = Date.parse(`${key.slice(0, 23)}Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 23) !== key.slice(0, 23)) {
    throw refused();
  }
  // Year 0 parses in JavaScript but not in PostgreSQL; no listing is dated outside these years.
  const year = Number(key.slice(0, 4));
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) throw refused();
  return key;
}
