import { SearchQuery } from '@resale-zone/contract/search';
import {
  createImageUploadsRepo,
  createPhotoOwnership,
} from '../src/shared/images/image-uploads.ts';
import { createListingsRepo } from '../src/features/listings/listings.repo.ts';
import { createBrandsRepo } from '../src/features/brands/brands.repo.ts';
import { createBrandsService } from '../src/features/brands/brands.service.ts';
import { createListingsService } from '../src/features/listings/listings.service.ts';
import { createImeiRepo } from '../src/features/imei/imei.repo.ts';
import { createImeiAnswerLimiter, createImeiService } from '../src/features/imei/imei.service.ts';
import type { Captured, SqlClient } from './sql-client.ts';
import { benchAreaId } from './seed.ts';

/**
 * The list and search queries the public pages run, called through the app's own service and
 * repository on the bench's recording drizzle instance, so the SQL is exactly what the server
 * sends (no HTTP, no answer cache). The statements of the measured call are captured for EXPLAIN
 * and timing.
 */
export interface ListQuery {
  name: string;
  /** The HTTP request it serves. */
  route: string;
  /**
   * Gets ready (follows cursors …) and answers the one call to measure, or null when this build
   * has no such query.
   */
  prepare(s: Services): Promise<(() => Promise<unknown>) | null>;
}

/** What a keyset-paged service answers. */
interface Page {
  items: unknown[];
  total: number;
  nextCursor: string | null;
}

/**
 * The listings service as the bench calls it. Typed loosely on purpose: the bench keeps working
 * while the service grows (paging, search, detail) and reports what a build lacks.
 */
interface Services {
  featured(): Promise<unknown>;
  byCategory(
    slug: string,
    query: {
      limit: number;
      cursor?: string;
      trusted?: boolean;
      checked?: boolean;
      area?: string;
    },
  ): Promise<unknown>;
  search?(query: SearchQuery): Promise<Page>;
  detail?(id: string): Promise<unknown>;
}

function services(client: SqlClient): Services {
  const imei = createImeiService(createImeiRepo(client.db), {
    answers: createImeiAnswerLimiter(client.db),
    warn: () => {},
  });
  const brands = createBrandsService(createBrandsRepo(client.db));
  const photos = createPhotoOwnership(createImageUploadsRepo(client.db));
  return createListingsService(
    createListingsRepo(client.db),
    imei,
    brands,
    photos,
  ) as unknown as Services;
}

const isPage = (x: unknown): x is Page =>
  typeof x === 'object' && x !== null && 'items' in x && 'nextCursor' in x;

/** Page `depth + 1` of a category (following `depth` cursors), or null without paging. */
async function categoryPage(s: Services, depth: number) {
  let cursor: string | undefined;
  for (let i = 0; i < depth; i++) {
    const page = await s.byCategory('iphone', { limit: 24, cursor });
    if (!isPage(page) || !page.nextCursor) return null;
    cursor = page.nextCursor;
  }
  return () => s.byCategory('iphone', { limit: 24, cursor });
}

/** The search the HTTP bench also loads (`load.ts`), and two harder shapes. */
export const SEARCHES = {
  'search: words + condition + max price': {
    q: 'iphone 13 pro',
    condition: 'Good,Excellent',
    maxPrice: '900',
  },
  'search: brand + price range, cheapest first': {
    brand: 'xiaomi',
    minPrice: '100',
    maxPrice: '400',
    sort: 'price-asc',
  },
  'search: rare word + location': { q: 'nord ce', location: 'sylhet' },
  // Issue 19: the seller-rating sort and the Trusted sellers filter.
  'search: by seller rating': { sort: 'rating' },
  'search: words, Trusted sellers only': { q: 'iphone 13 pro', trusted: '1' },
  // Issue 22: best match (the default with words) over a word in many listings, and newest.
  'search: common word, best match': { q: 'iphone' },
  'search: common word, newest first': { q: 'iphone', sort: 'newest' },
  // Issue 22's performance target names the checked filter.
  'search: IMEI checked only': { checked: '1' },
  'search: words, IMEI checked only': { q: 'iphone 13 pro', checked: '1' },
  'search: rare word + location, IMEI checked only': {
    q: 'nord ce',
    location: 'sylhet',
    checked: '1',
  },
  // Issue 37: the area filter ("Near me"), newest first and cheapest first, and with words.
  'search: area, newest first': { area: benchAreaId(0) },
  'search: area, cheapest first': { area: benchAreaId(0), sort: 'price-asc' },
  'search: words + area': { q: 'iphone 13 pro', area: benchAreaId(0) },
} as const;

export function listQueries(options: { deepPages: number; productId?: string }): ListQuery[] {
  return [
    { name: 'advertise', route: 'GET /api/advertise', prepare: async (s) => () => s.featured() },
    {
      name: 'category, first page',
      route: 'GET /api/categories/iphone',
      prepare: async (s) => () => s.byCategory('iphone', { limit: 24 }),
    },
    {
      name: 'category, Trusted sellers only',
      route: 'GET /api/categories/iphone?trusted=1',
      prepare: async (s) => () => s.byCategory('iphone', { limit: 24, trusted: true }),
    },
    {
      name: 'category, one area',
      route: `GET /api/categories/iphone?area=…`,
      prepare: async (s) => () => s.byCategory('iphone', { limit: 24, area: benchAreaId(0) }),
    },
    {
      name: 'category, IMEI checked only',
      route: 'GET /api/categories/iphone?checked=1',
      prepare: async (s) => () => s.byCategory('iphone', { limit: 24, checked: true }),
    },
    {
      name: `category, page ${options.deepPages + 1}`,
      route: `GET /api/categories/iphone?cursor=… (${options.deepPages} pages in)`,
      prepare: (s) => categoryPage(s, options.deepPages),
    },
    ...Object.entries(SEARCHES).map(([name, raw]): ListQuery => ({
      name,
      route: `GET /api/search?${new URLSearchParams(raw)}`,
      prepare: async (s) => {
        const search = s.search?.bind(s);
        if (!search) return null;
        const query = SearchQuery.parse(raw);
        return () => search(query);
      },
    })),
    {
      name: 'listing detail',
      route: 'GET /api/products/:id',
      prepare: async (s) => {
        const detail = s.detail?.bind(s);
        const id = options.productId;
        return detail && id ? () => detail(id) : null;
      },
    },
  ];
}

/** Runs one query through the services and answers the statements of the measured call. */
export async function capture(client: SqlClient, query: ListQuery): Promise<Captured[] | null> {
  const call = await query.prepare(services(client));
  if (!call) return null;
  client.captured.length = 0;
  await call();
  return client.captured.splice(0);
}
