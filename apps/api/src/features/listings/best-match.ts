import { and, or, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';

/**
 * Best match as tiers (decision 036). A listing's rank (decision 033) is, over the query words,
 * 100 for each word itself (not a correction) in the listing plus 10 for each word with a
 * spelling among the words of the name: 100·e + 10·n, with e exact words and n words in the
 * name. As n is at most 8, the order by rank is the order by (e, n), and each (e, n) is a tier
 * whose listings come newest first.
 *
 * A tier is written as the ways a listing can be in it (which words are exact, which in the
 * name), each one `name_tsv @@ …` and one `search_tsv @@ …` test, so the planner estimates it
 * from the vectors' statistics and serves it by a newest-first index walk that stops after a
 * page, or by a GIN index when it is small. A word in the name is in `search_tsv` too (the name
 * is the start of its text), so such a way does not test it twice: two tests of one fact would
 * make the planner think the tier rare, and read all of it instead of walking.
 */
export interface Tier {
  rank: number;
  /** The matches of this tier (the word test included). */
  where: SQL;
}

/**
 * A word as a tsquery, split as `search_tsv` splits text; words with a space between them
 * (a query word split where letters meet digits, 'note 8') as a phrase: next to each other.
 */
const word = (w: string) =>
  w.includes(' ') ? sql`phraseto_tsquery('simple', ${w})` : sql`plainto_tsquery('simple', ${w})`;
/** A query word's spellings as one tsquery: `(iphone | iphones)`. */
export const anyOf = (set: string[]) => sql`(${sql.join(set.map(word), sql` || `)})`;

/** Beyond this many ways into a tier, the tier is written as counts of the tests instead. */
const MAX_WAYS = 12;

/** Every way to choose `m` of `n` indexes, as flags. */
function choices(n: number, m: number): boolean[][] {
  if (n === 0) return m === 0 ? [[]] : [];
  const without = m <= n - 1 ? choices(n - 1, m).map((c) => [...c, false]) : [];
  const withLast = m >= 1 ? choices(n - 1, m - 1).map((c) => [...c, true]) : [];
  return [...without, ...withLast];
}

function binomial(n: number, m: number): number {
  let result = 1;
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i;
  return result;
}

/** `vector` has every query of `has` and none of `lacks` (undefined: no condition). */
function vectorTest(vector: SQL, has: SQL[], lacks: SQL[]): SQL | undefined {
  if (has.length === 0) {
    return lacks.length === 0 ? undefined : sql`not (${vector} @@ (${sql.join(lacks, sql` || `)}))`;
  }
  const none = lacks.length === 0 ? [] : [sql`(!! (${sql.join(lacks, sql` || `)}))`];
  return sql`${vector} @@ (${sql.join([...has, ...none], sql` && `)})`;
}

interface QueryWord {
  /** Its spellings' tsquery. */
  spellings: SQL;
  /** The word itself. */
  itself: SQL;
  /** Its only spelling is itself: exact in every match. */
  alwaysExact: boolean;
  /** The word itself is one of its spellings. */
  itselfASpelling: boolean;
}

const searchTsv = sql`${listings.searchTsv}`;
const nameTsv = sql`${listings.nameTsv}`;

/**
 * One way into a tier: which varying words are the word itself (`exact`, in the order of the
 * varying words) and which words have a spelling in the name (`inName`).
 */
function wayTest(words: QueryWord[], exact: boolean[], inName: boolean[]): SQL | undefined {
  const nameHas: SQL[] = [];
  const nameLacks: SQL[] = [];
  const textHas: SQL[] = [];
  const textLacks: SQL[] = [];
  let varying = 0;
  words.forEach((w, i) => {
    (inName[i] ? nameHas : nameLacks).push(w.spellings);
    if (w.alwaysExact) {
      if (!inName[i]) textHas.push(w.spellings);
      return;
    }
    if (exact[varying++]) {
      textHas.push(w.itself);
      if (!w.itselfASpelling && !inName[i]) textHas.push(w.spellings);
    } else {
      textLacks.push(w.itself);
      if (!inName[i]) textHas.push(w.spellings);
    }
  });
  return and(vectorTest(nameTsv, nameHas, nameLacks), vectorTest(searchTsv, textHas, textLacks));
}

/** Exactly `m` of these tests hold, counted per row (for tiers with too many ways). */
function countIs(vector: SQL, queries: SQL[], m: number): SQL | undefined {
  if (queries.length === 0) return undefined;
  const count = sql.join(
    queries.map((q) => sql`case when ${vector} @@ ${q} then 1 else 0 end`),
    sql` + `,
  );
  return sql`(${count}) = ${m}::integer`;
}

/**
 * The tiers of a query's matches, best first. `sets` are the listing words each query word
 * stands for (a match has one of each set, decision 033), `exactWords` the query words
 * themselves. A word whose only spelling is itself is exact in every match, so it adds 100 to
 * every tier; the others (with longer forms or corrections) split the tiers by whether the
 * listing has the word itself.
 */
export function bestMatchTiers(sets: string[][], exactWords: string[]): Tier[] {
  const words: QueryWord[] = sets.map((set, i) => {
    const itself = exactWords[i] ?? '';
    return {
      spellings: anyOf(set),
      itself: word(itself),
      alwaysExact: set.length === 1 && set[0] === itself,
      itselfASpelling: set.includes(itself),
    };
  });
  const varying = words.filter((w) => !w.alwaysExact);
  const alwaysExact = words.length - varying.length;
  const allWords = sql`${searchTsv} @@ (${sql.join(
    words.map((w) => w.spellings),
    sql` && `,
  )})`;
  const tiers: Tier[] = [];
  for (let e = varying.length; e >= 0; e--) {
    for (let n = words.length; n >= 0; n--) {
      const rank = 100 * (alwaysExact + e) + 10 * n;
      if (binomial(varying.length, e) * binomial(words.length, n) > MAX_WAYS) {
        const where = and(
          allWords,
          countIs(
            searchTsv,
            varying.map((w) => w.itself),
            e,
          ),
          countIs(
            nameTsv,
            words.map((w) => w.spellings),
            n,
          ),
        )!;
        tiers.push({ rank, where });
        continue;
      }
      const ways: SQL[] = [];
      for (const exact of choices(varying.length, e)) {
        for (const inName of choices(words.length, n)) {
          ways.push(wayTest(words, exact, inName) ?? sql`true`);
        }
      }
      tiers.push({ rank, where: ways.length === 1 ? ways[0]! : sql`(${or(...ways)})` });
    }
  }
  return tiers;
}

/**
 * Beyond this many tiers (words with corrections or longer forms multiply them: up to 81 for 8
 * words), a result that does not fill a page would read every tier, each through its own index
 * scan; such a query ranks all its matches in one pass instead (decision 033's way, cost growing
 * with the matches, which so many words keep few).
 */
export const MAX_TIERS = 16;

/**
 * The rank of each match as one expression (decision 033): per word, 100 when the word itself
 * is in the listing, plus 10 when one of its spellings is in the name.
 */
export function rankOf(sets: string[][], exactWords: string[]): SQL<number> {
  return sql<number>`(${sql.join(
    sets.map((set, i) => {
      const itself = exactWords[i] ?? '';
      const exact =
        set.length === 1 && set[0] === itself
          ? sql`100`
          : sql`case when ${searchTsv} @@ ${word(itself)} then 100 else 0 end`;
      return sql`(${exact} + case when ${nameTsv} @@ ${anyOf(set)} then 10 else 0 end)`;
    }),
    sql` + `,
  )})`;
}
