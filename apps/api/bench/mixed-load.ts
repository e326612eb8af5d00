import autocannon, { type RequestSpec } from 'autocannon';
import { CATEGORIES } from '@resale-zone/contract/listings';
import type { Account, ReadPaths } from './mixed-setup.ts';

/** One slot in twenty is a write (5 %); the other nineteen are reads in these proportions. */
const READ_PATTERN: (keyof ReadPaths)[] = [
  'category',
  'detail',
  'featured',
  'category',
  'detail',
  'search',
  'category',
  'detail',
  'category',
  'featured',
  'detail',
  'search',
  'category',
  'detail',
  'category',
  'featured',
  'detail',
  'search',
  'category',
];
export const SLOTS = READ_PATTERN.length + 1;
export const WRITE_KINDS = ['new listing', 'advertise', 'booking', 'delete listing'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];
export type Kind = keyof ReadPaths | WriteKind;
export const isWrite = (kind: Kind) => (WRITE_KINDS as readonly string[]).includes(kind);

export interface Counts {
  /** Latency in ms of each answer, by kind. */
  latencies: Map<Kind, number[]>;
  /** Answers by kind and status. */
  statuses: Map<Kind, Map<number, number>>;
  /** Reads answered by kind, and how many were `x-cache: HIT`, `STALE` and `SHARED`. */
  cache: Map<Kind, CacheCounts>;
}

export interface CacheCounts {
  hits: number;
  stale: number;
  shared: number;
  all: number;
}

export const emptyCounts = (): Counts => ({
  latencies: new Map(),
  statuses: new Map(),
  cache: new Map(),
});

export interface MixedState {
  paths: ReadPaths;
  sellers: Account[];
  buyers: Account[];
  /** Listings for bookings, each booked once. */
  bookable: string[];
  /** Listings the bench's sellers made, waiting to be advertised, then to be deleted. */
  created: { seller: number; id: string }[];
  advertised: { seller: number; id: string }[];
  turn: number;
  /** All reads or all writes instead of the 95/5 mix (`--mixed-only`). */
  only?: 'reads' | 'writes';
  /** Every write of this kind instead of the four in turn (`--mixed-write`). */
  writeKind?: WriteKind;
  reads: Map<keyof ReadPaths, number>;
  writes: number;
  bookings: number;
}

export function mixedState(
  paths: ReadPaths,
  sellers: Account[],
  buyers: Account[],
  bookable: string[],
  variant: Pick<MixedState, 'only' | 'writeKind'> = {},
): MixedState {
  return {
    ...variant,
    paths,
    sellers,
    buyers,
    bookable,
    created: [],
    advertised: [],
    turn: 0,
    reads: new Map(),
    writes: 0,
    bookings: 0,
  };
}

const json = (authorization: string) => ({ 'content-type': 'application/json', authorization });

/** The next write in turn (a listing to advertise or delete must exist; else one is made). */
function nextWrite(s: MixedState, req: RequestSpec, context: Record<string, unknown>): RequestSpec {
  let kind = s.writeKind ?? WRITE_KINDS[s.writes % WRITE_KINDS.length]!;
  s.writes++;
  if (kind === 'delete listing' && s.advertised.length === 0) kind = 'advertise';
  if (kind === 'advertise' && s.created.length === 0) kind = 'new listing';
  context.kind = kind;
  if (kind === 'booking') {
    const n = s.bookings++;
    const buyer = s.buyers[n % s.buyers.length]!;
    const body = {
      product_id: s.bookable[n % s.bookable.length],
      number: '01711000000',
      place: 'Banani',
    };
    return {
      ...req,
      method: 'POST',
      path: '/api/booking',
      headers: json(buyer.authorization),
      body: JSON.stringify(body),
    };
  }
  if (kind === 'new listing') {
    const seller = s.writes % s.sellers.length;
    const account = s.sellers[seller]!;
    context.seller = seller;
    const body = {
      productName: `Bench phone ${s.writes}`,
      sellerName: `Mixed seller ${seller}`,
      productPhoto: `/images/bench-${s.writes % 24}-640.webp`,
      resalePrice: 150 + (s.writes % 300),
      orginalPrice: 700,
      location: 'Dhaka',
      categories: CATEGORIES[s.writes % CATEGORIES.length],
      condition: 'Good',
      useDuration: '1 year',
      sellerEmail: account.email,
      publishDat: new Date().toISOString().slice(0, 10),
      description: 'A phone listed by the mixed-workload bench.',
    };
    return {
      ...req,
      method: 'POST',
      path: '/api/addproduct',
      headers: json(account.authorization),
      body: JSON.stringify(body),
    };
  }
  const listing = (kind === 'advertise' ? s.created : s.advertised).shift()!;
  context.listing = listing;
  const authorization = s.sellers[listing.seller]!.authorization;
  return kind === 'advertise'
    ? {
        ...req,
        method: 'PUT',
        path: `/api/addproduct/advertise/${listing.id}`,
        headers: { authorization },
        body: undefined,
      }
    : {
        ...req,
        method: 'DELETE',
        path: `/api/products/${listing.id}`,
        headers: { authorization },
        body: undefined,
      };
}

function nextRead(
  s: MixedState,
  req: RequestSpec,
  context: Record<string, unknown>,
  slot: number,
): RequestSpec {
  const kind = READ_PATTERN[slot]!;
  const n = s.reads.get(kind) ?? 0;
  s.reads.set(kind, n + 1);
  const list = s.paths[kind];
  context.kind = kind;
  return { ...req, method: 'GET', path: list[n % list.length]!, headers: {}, body: undefined };
}

function record(
  s: MixedState,
  counts: Counts,
  status: number,
  body: string,
  context: Record<string, unknown>,
  headers: Record<string, unknown>,
) {
  const kind = context.kind as Kind;
  const ms = Number(process.hrtime.bigint() - (context.sentAt as bigint)) / 1e6;
  if (!counts.latencies.has(kind)) counts.latencies.set(kind, []);
  counts.latencies.get(kind)!.push(ms);
  const byStatus = counts.statuses.get(kind) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  counts.statuses.set(kind, byStatus);
  if (!isWrite(kind)) {
    const cache = counts.cache.get(kind) ?? { hits: 0, stale: 0, shared: 0, all: 0 };
    cache.all += 1;
    const state = headers['x-cache'];
    if (state === 'HIT') cache.hits += 1;
    else if (state === 'STALE') cache.stale += 1;
    else if (state === 'SHARED') cache.shared += 1;
    counts.cache.set(kind, cache);
    return;
  }
  const listing = context.listing as MixedState['created'][number] | undefined;
  if (kind === 'new listing' && status === 201) {
    const { insertedId } = JSON.parse(body) as { insertedId: string };
    s.created.push({ seller: context.seller as number, id: insertedId });
  } else if (kind === 'advertise' && status === 200 && listing) s.advertised.push(listing);
}

/**
 * One autocannon instance whose every connection takes the next slot of a shared turn: slot 20
 * of each twenty is a write, so the requests sent are 95 % reads and 5 % writes exactly; the
 * answers counted may differ a little (writes take longer), and the report says by how much.
 * With `only`, every slot is a read, or every slot a write.
 */
export function runMixed(
  base: string,
  s: MixedState,
  counts: Counts,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) {
  return autocannon({
    url: `${base}/api/health/live`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req, context) => {
          const slot = s.turn++ % SLOTS;
          const write = s.only ? s.only === 'writes' : slot === SLOTS - 1;
          const next = write
            ? nextWrite(s, req, context)
            : nextRead(s, req, context, slot % READ_PATTERN.length);
          context.sentAt = process.hrtime.bigint();
          return { ...next, headers: { ...next.headers, ...headers } };
        },
        onResponse: (status, body, context, headers) =>
          record(s, counts, status, body, context, headers),
      },
    ],
  });
}
