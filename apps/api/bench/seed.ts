import crypto from 'node:crypto';
import type { SqlClient } from './sql-client.ts';

/**
 * A large, realistic catalogue written by set-based SQL (`insert … select … generate_series`), so
 * that a million listings take seconds, not hours. Every value is a deterministic function of the
 * listing's number, so seeding 1..1000 and then 1001..10000 gives the same rows as 1..10000 at
 * once (the scale mode grows one database level by level) and any level is a uniform sample of
 * the next: same spread of brands, prices, conditions, places and dates.
 */

/** Sellers (and a few buyers) the listings belong to; fixed so that growing keeps them valid. */
export const SELLERS = 1000;
const BUYERS = 100;

const FIRST = [
  'Sam',
  'Nadia',
  'Leo',
  'Priya',
  'Omar',
  'Ayesha',
  'Rafi',
  'Tania',
  'Imran',
  'Mitu',
  'Karim',
  'Sadia',
  'Arif',
  'Lina',
  'Hasan',
  'Rumana',
  'Jamal',
  'Farah',
  'Nabil',
  'Sumi',
];
const LAST = [
  'Rahman',
  'Chowdhury',
  'Martins',
  'Nair',
  'Haque',
  'Islam',
  'Ahmed',
  'Hossain',
  'Khan',
  'Akter',
  'Uddin',
  'Sarkar',
  'Das',
  'Roy',
  'Karim',
  'Mia',
  'Begum',
  'Siddique',
  'Alam',
  'Bhuiyan',
];

/** Ten models per brand with a new price in cents (the 64/128 GB variant). */
const MODELS: Record<string, [string, number][]> = {
  Iphone: [
    ['iPhone SE', 42900],
    ['iPhone 11', 49900],
    ['iPhone 12', 59900],
    ['iPhone 12 Pro', 79900],
    ['iPhone 13', 69900],
    ['iPhone 13 Pro', 89900],
    ['iPhone 13 Pro Max', 99900],
    ['iPhone 14', 79900],
    ['iPhone 14 Plus', 89900],
    ['iPhone 15 Pro', 109900],
  ],
  Xiaomi: [
    ['Redmi Note 11', 19900],
    ['Redmi Note 12 Pro', 29900],
    ['Redmi 12', 15900],
    ['Xiaomi 12', 59900],
    ['Xiaomi 12T Pro', 64900],
    ['Xiaomi 13', 69900],
    ['Xiaomi 13 Ultra', 99900],
    ['Poco F5', 37900],
    ['Poco X5 Pro', 29900],
    ['Mi 11 Lite', 29900],
  ],
  'One plus': [
    ['OnePlus 8T', 54900],
    ['OnePlus 9', 64900],
    ['OnePlus 9 Pro', 79900],
    ['OnePlus 10 Pro', 89900],
    ['OnePlus 11', 69900],
    ['OnePlus Nord 2', 39900],
    ['OnePlus Nord CE 3', 29900],
    ['OnePlus Nord N20', 28900],
    ['OnePlus 10T', 64900],
    ['OnePlus 12', 79900],
  ],
  Huawei: [
    ['Huawei P30 Pro', 79900],
    ['Huawei P40', 69900],
    ['Huawei P40 Pro', 89900],
    ['Huawei Mate 20 Pro', 89900],
    ['Huawei Mate 40 Pro', 109900],
    ['Huawei Nova 9', 39900],
    ['Huawei Nova 10', 44900],
    ['Huawei P50', 79900],
    ['Huawei Y9 Prime', 22900],
    ['Huawei P60 Pro', 99900],
  ],
};

const STORAGE: [string, number][] = [
  ['64GB', 1.0],
  ['128GB', 1.1],
  ['256GB', 1.25],
  ['512GB', 1.45],
];
const COLORS = ['Black', 'White', 'Blue', 'Green', 'Silver', 'Gold', 'Graphite', 'Red'];
const LOCATIONS = [
  'Dhaka, Mirpur',
  'Dhaka, Gulshan',
  'Dhaka, Dhanmondi',
  'Dhaka, Uttara',
  'Dhaka, Mohammadpur',
  'Dhaka, Banani',
  'Chattogram, Agrabad',
  'Chattogram, Nasirabad',
  'Sylhet, Zindabazar',
  'Khulna',
  'Rajshahi',
  'Barishal',
  'Rangpur',
  'Mymensingh',
  'Cumilla',
  'Gazipur',
  'Narayanganj',
  'Bogura',
];
const DURATIONS = ['3 months', '6 months', '1 year', '1.5 years', '2 years', '3 years'];
const OPENERS: Record<string, string[]> = {
  Excellent: [
    'Like new, not a single scratch.',
    'Used with a case and screen guard from day one.',
    'Mint condition, barely used.',
  ],
  Good: [
    'Light marks on the frame, screen is clean.',
    'Works perfectly, small scratch on the back.',
    'Well kept, normal signs of use.',
  ],
  Fair: [
    'Visible scratches on the body, everything works.',
    'Screen has a small crack in the corner, fully working.',
    'Heavily used but reliable.',
  ],
};
const EXTRAS = [
  'Comes with the original box and charger.',
  'Charger included, no box.',
  'Only the phone, no accessories.',
  'Box, charger and a spare case included.',
  'Face unlock and fingerprint work.',
  'Never repaired, original parts.',
];

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (items: string[]) => `array[${items.map(q).join(',')}]`;
/** A non-negative pseudo-random integer for listing `i`, independent per `k`. */
const h = (k: number) => `(hashint4(i * 16 + ${k}) & 2147483647)`;
const sellerName = (expr: string) => {
  const n = `(${expr})`;
  return `(${arr(FIRST)})[1 + ${n} % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (${n} / ${FIRST.length}) % ${LAST.length}]`;
};
export const sellerId = (n: string) => `md5('bench-seller-' || ${n})::uuid::text`;
/** The id of listing number `i` (a UUID, as the app makes them, but reproducible). */
export const listingId = (i: string) => `md5('bench-listing-' || ${i})::uuid::text`;

/** The id of bench area number `k`, LOCATIONS[k] (a UUID, as the app makes them, but reproducible). */
const areaIdSql = (k: string) => `md5('bench-area-' || ${k})::uuid::text`;
export function benchAreaId(k: number): string {
  const h = crypto.createHash('md5').update(`bench-area-${k}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One area per location (decision 056): a listing's area is its location's. */
export function areasSql(): string {
  const rows = LOCATIONS.map((location, k) => {
    const [city, name = 'Centre'] = location.split(', ');
    return `(${areaIdSql(String(k))}, ${q(city!)}, ${q(name)})`;
  });
  return `insert into areas (id, city, name) values ${rows.join(', ')} on conflict do nothing`;
}

export function usersSql(): string {
  return `
insert into users (id, name, email, account_type, email_verified, created_at)
select ${sellerId('n')}, ${sellerName('n')}, 'bench-seller-' || n || '@bench.test', 'seller', true,
       now() - make_interval(days => 400 + n % 300)
from generate_series(0, ${SELLERS - 1}) as n
union all
select md5('bench-buyer-' || n)::uuid::text, ${sellerName('n + 7')}, 'bench-buyer-' || n || '@bench.test',
       'buyer', true, now() - make_interval(days => 400 + n % 300)
from generate_series(0, ${BUYERS - 1}) as n
on conflict do nothing`;
}

/**
 * The sellers' review counters (migration 0013, decision 023), so that every card's rating and
 * badge probe finds a row: 0 to 59 reviews averaging 3.5 to 5 stars, 0 to 39 completed sales;
 * about half of the sellers hold the Trusted seller badge. Written as the counters, not as
 * reviews: the list queries read only the counters.
 */
export function userStatsSql(): string {
  return `
insert into user_stats (user_id, review_count, star_sum, stars_4, stars_5, seller_reviews,
  seller_positive, sales_completed)
select ${sellerId('n')}, r, r * 5 - (r * (n % 4)) / 3, (r * (n % 4)) / 3, r - (r * (n % 4)) / 3,
       r, r - (case when n % 4 = 3 then r / 10 else 0 end), n % 40
from generate_series(0, ${SELLERS - 1}) as n, lateral (select (n * 7) % 60 as r) as counts
on conflict do nothing`;
}

function modelsValues(): string {
  const rows: string[] = [];
  for (const [category, models] of Object.entries(MODELS)) {
    models.forEach(([name, cents], k) => rows.push(`(${q(category)}, ${k}, ${q(name)}, ${cents})`));
  }
  return rows.join(',\n  ');
}

/** Listings number `from` to `to` (inclusive); `withAreas` when the schema has them (0036). */
export function listingsSql(from: number, to: number, withAreas = false): string {
  const storageNames = arr(STORAGE.map(([s]) => s));
  const storageFactors = `array[${STORAGE.map(([, f]) => f).join(',')}]::float8[]`;
  const openers = (c: string) => arr(OPENERS[c]!);
  return `
with models(category, k, name, cents) as (values
  ${modelsValues()}
), r as (
  select i,
    ${h(1)} % 100 as cat_p,
    ${h(2)} % 10 as model_k,
    ${h(3)} % ${STORAGE.length} as storage_k,
    ${h(4)} % 100 as cond_p,
    ${h(5)} % (365 * 86400) as age_s,
    ${h(6)} % 1000 as flag_p,
    ${h(7)} as h_loc,
    ${h(8)} as h_text,
    ${h(9)} % 1000 as price_p,
    ${h(10)} % ${SELLERS} as seller_n,
    ${h(11)} % 100 as color_p,
    ${h(12)} % 100 as imei_p
  from generate_series(${from}::int, ${to}::int) as i
), c as (
  select r.*,
    case when cat_p < 40 then 'Iphone' when cat_p < 65 then 'Xiaomi'
         when cat_p < 85 then 'One plus' else 'Huawei' end as category,
    case when cond_p < 30 then 'Excellent' when cond_p < 80 then 'Good' else 'Fair' end as condition,
    now() - make_interval(secs => age_s) as created
  from r
)
insert into listings (
  id, seller_id, product_name, seller_name, product_photo, resale_price_cents,
  original_price_cents, location, category, condition, use_duration, seller_email, publish_date,
  description, is_advertised, advertised_at, is_sold, sold_at, is_reported, created_at, imei
  ${withAreas ? ', area_id' : ''})
select
  ${listingId('c.i')},
  ${sellerId('c.seller_n')},
  m.name || ' ' || (${storageNames})[1 + c.storage_k]
    || case when c.color_p < 40 then ' ' || (${arr(COLORS)})[1 + c.color_p % ${COLORS.length}] else '' end,
  ${sellerName('c.seller_n')},
  '/images/bench-' || (c.h_text % 24) || '-640.webp',
  greatest(1000, round(p.original * (0.35 + c.price_p / 2000.0)
    * case c.condition when 'Excellent' then 1.15 when 'Good' then 1.0 else 0.8 end / 100) * 100)::int,
  p.original,
  (${arr(LOCATIONS)})[1 + c.h_loc % ${LOCATIONS.length}],
  c.category,
  c.condition,
  (${arr(DURATIONS)})[1 + c.h_text % ${DURATIONS.length}],
  'bench-seller-' || c.seller_n || '@bench.test',
  c.created::date,
  case c.condition
    when 'Excellent' then (${openers('Excellent')})[1 + c.h_text % 3]
    when 'Good' then (${openers('Good')})[1 + c.h_text % 3]
    else (${openers('Fair')})[1 + c.h_text % 3] end
    || ' Battery health ' || (72 + c.h_loc % 28) || '%. '
    || (${arr(EXTRAS)})[1 + (c.h_text / 7) % ${EXTRAS.length}]
    || ' Meet in ' || split_part((${arr(LOCATIONS)})[1 + c.h_loc % ${LOCATIONS.length}], ',', 1) || '.',
  c.flag_p between 100 and 119 or c.flag_p < 5,
  case when c.flag_p between 100 and 119 or c.flag_p < 5
    then least(now(), c.created + make_interval(hours => 1 + c.flag_p % 48)) end,
  c.flag_p < 100,
  case when c.flag_p < 100 then least(now(), c.created + make_interval(days => 1 + c.flag_p % 20)) end,
  c.flag_p between 500 and 504,
  c.created,
  -- A third of the phones are "IMEI checked" (the checked filter); unique per listing.
  case when c.imei_p < 30 then '35' || lpad(c.i::text, 13, '0') end
  ${withAreas ? `, ${areaIdSql(`(c.h_loc % ${LOCATIONS.length})`)}` : ''}
from c
join models m on m.category = c.category and m.k = c.model_k
cross join lateral (
  select (round(m.cents * (${storageFactors})[1 + c.storage_k] / 100) * 100)::int as original
) p
on conflict (id) do nothing`;
}

export interface SeedProgress {
  (done: number, total: number): void;
}

/** Below this many new rows, inserting into the indexes beats rebuilding them. */
const REBUILD_INDEXES_FROM = 50_000;

/**
 * Seeds users (once) and listings `from`..`to` in batches, then refreshes planner statistics.
 * A large batch drops the listings' secondary indexes (the app's own definitions, read from the
 * catalog) and builds them again afterwards, which is several times faster than maintaining
 * trigram indexes row by row; the schema ends up exactly as migrated.
 */
export async function seedCatalogue(
  client: SqlClient,
  from: number,
  to: number,
  onProgress?: SeedProgress,
  batch = 100_000,
): Promise<void> {
  await client.query(usersSql());
  const [stats] = await client.query<{ present: boolean }>(
    `select to_regclass('user_stats') is not null as present`,
  );
  if (stats?.present) await client.query(userStatsSql());
  const [areasTable] = await client.query<{ present: boolean }>(
    `select to_regclass('areas') is not null as present`,
  );
  const withAreas = Boolean(areasTable?.present);
  if (withAreas) await client.query(areasSql());
  const rebuild = to - from + 1 >= REBUILD_INDEXES_FROM;
  const indexes = rebuild
    ? await client.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
         where schemaname = current_schema() and tablename = 'listings'
           and indexdef not like 'CREATE UNIQUE%'`,
      )
    : [];
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  // The search words trigger (migration 0004) runs once per row; for a bulk load it is off and
  // the words are added afterwards by the same statement the migration backfills them with.
  const [wordsTrigger] = rebuild
    ? await client.query<{ n: number }>(
        `select count(*)::int as n from pg_trigger
         where tgrelid = 'listings'::regclass and tgname = 'listings_search_words'`,
      )
    : [];
  const bulkWords = (wordsTrigger?.n ?? 0) > 0;
  if (bulkWords) await client.query('alter table listings disable trigger listings_search_words');
  for (let start = from; start <= to; start += batch) {
    const end = Math.min(to, start + batch - 1);
    await client.query(listingsSql(start, end, withAreas));
    onProgress?.(end - from + 1, to - from + 1);
  }
  if (bulkWords) {
    await client.query(`
      insert into search_words (word)
      select distinct lexeme from listings, unnest(listings.search_tsv)
      where length(lexeme) <= 40 and lexeme ~ '[^0-9]'
      on conflict do nothing`);
    await client.query('alter table listings enable trigger listings_search_words');
  }
  if (indexes.length > 0) {
    await client.query(
      `set maintenance_work_mem = '${client.kind === 'postgres' ? '256MB' : '64MB'}'`,
    );
    for (const index of indexes) await client.query(index.definition);
  }
  await client.query('vacuum analyze listings');
  await client.query('vacuum analyze users');
  await client.query('vacuum analyze user_stats').catch(() => {});
  await client.query('vacuum analyze listing_counts').catch(() => {});
  await client.query('vacuum analyze search_words').catch(() => {});
}
