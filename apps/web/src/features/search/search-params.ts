import { CONDITIONS, CategorySlug, type Condition } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';
import { MAX_PRICE_DOLLARS } from '@resale-zone/contract/money';
import type { PublishedWithin, Sort } from '@resale-zone/contract/search';
import { defaultSort, PUBLISHED_WITHIN, SORTS } from '@resale-zone/contract/search';

/** A search as the URL holds it: `/search?q=iphone+13&condition=Excellent,Good&sort=price-asc`. */
export type PublishedWithin = (typeof PUBLISHED_WITHIN)[number];

export interface SearchFilters {
  q: string;
  brand: CategorySlug | null;
  condition: Condition[];
  minPrice: number | null;
  maxPrice: number | null;
  location: string;
  /** An area of the list (`area=<id>`, decision 056). */
  area: string | null;
  publishedWithin: PublishedWithin | null;
  /** Only phones with a checked IMEI (`checked=1`). */
  checked: boolean;
  /** Only phones of Trusted sellers (`trusted=1`). */
  trusted: boolean;
  sort: Sort;
}

export type FilterName = Exclude<keyof SearchFilters, 'sort'>;

export const NO_FILTERS: SearchFilters = {
  q: '',
  brand: null,
  condition: [],
  minPrice: null,
  maxPrice: null,
  location: '',
  area: null,
  publishedWithin: null,
  checked: false,
  trusted: false,
  sort: 'newest',
};

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Seller rating',
};

export const PUBLISHED_LABELS: Record<PublishedWithin, string> = {
  '1': 'Last 24 hours',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
};

const text = (value: string | null) => (value ?? '').trim().slice(0, 100);

/** Words to search by: none when they hold no letter or digit (`%`, `!!!`), as the server reads them. */
function words(value: string | null): string {
  const q = text(value);
  return /[\p{L}\p{N}]/u.test(q) ? q : '';
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE_DOLLARS ? n : null;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

/**
 * Reads a search from the URL. A value that is not one the page offers (an edited or old link) is
 * dropped rather than failing the page; the server checks everything again anyway.
 */
export function readFilters(params: URLSearchParams): SearchFilters {
  const condition = params
    .getAll('condition')
    .flatMap((value) => value.split(','))
    .map((value) => oneOf(CONDITIONS, value.trim()))
    .filter((value): value is Condition => value !== null);
  // A range given upside down (a link, or the form sent without JavaScript) is read the right way.
  const [minPrice, maxPrice] = [price(params.get('minPrice')), price(params.get('maxPrice'))];
  const upsideDown = minPrice !== null && maxPrice !== null && maxPrice < minPrice;
  return {
    q: words(params.get('q')),
    // Brands are data: any well-formed slug; the server answers 400 for one it does not know.
    brand: CategorySlug.safeParse(params.get('brand')).data ?? null,
    // In the page's order, once each.
    condition: CONDITIONS.filter((c) => condition.includes(c)),
    minPrice: upsideDown ? maxPrice : minPrice,
    maxPrice: upsideDown ? minPrice : maxPrice,
    location: text(params.get('location')),
    // An area id as the API takes it (the server checks it again).
    area: /^[A-Za-z0-9-]{1,64}$/.test(params.get('area') ?? '') ? params.get('area') : null,
    publishedWithin: oneOf(PUBLISHED_WITHIN, params.get('publishedWithin')),
    checked: params.get('checked') === '1',
    trusted: params.get('trusted') === '1',
    sort: sortOf(params),
  };
}

/** The chosen order, else the default; best match only when there are words to match. */
function sortOf(params: URLSearchParams): Sort {
  const q = words(params.get('q'));
  const sort = oneOf(SORTS, params.get('sort')) ?? defaultSort(q);
  return sort === 'relevance' && defaultSort(q) !== 'relevance' ? 'newest' : sort;
}

/** The orders offered for these words: 'Best match' only with words. */
export const sortsFor = (q: string): readonly Sort[] =>
  defaultSort(q) === 'relevance' ? SORTS : SORTS.filter((sort) => sort !== 'relevance');

/** The URL form of a search; empty filters and the default sort are left out. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.condition.length > 0) params.set('condition', filters.condition.join(','));
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.location) params.set('location', filters.location);
  if (filters.area) params.set('area', filters.area);
  if (filters.publishedWithin) params.set('publishedWithin', filters.publishedWithin);
  if (filters.checked) params.set('checked', '1');
  if (filters.trusted) params.set('trusted', '1');
  // The default order is left out, and so is 'best match' once there are no words.
  const usual = defaultSort(filters.q);
  if (filters.sort !== usual && !(filters.sort === 'relevance' && usual === 'newest')) {
    params.set('sort', filters.sort);
  }
  return params;
}

/** The link to a search, e.g. for the navbar's search box. */
export function searchPath(filters: Partial<SearchFilters>): string {
  const sort = filters.sort ?? defaultSort(filters.q);
  const query = filtersToParams({ ...NO_FILTERS, ...filters, sort }).toString();
  return query ? `/search?${query}` : '/search';
}

/** The query the API is asked (`GET /search`), in the contract's field names. */
export function apiQuery(filters: SearchFilters, cursor: string | null): string {
  const params = filtersToParams(filters);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export interface ActiveFilter {
  name: FilterName;
  /** Says what the filter is, e.g. 'Brand: Iphone'. */
  label: string;
}

/** The filters in effect, each with a label for a 'remove this filter' button. */
export function activeFilters(
  filters: SearchFilters,
  brandTitle: (slug: string) => string = (slug) => slug,
  areaName: (id: string) => string = () => 'chosen',
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.q) active.push({ name: 'q', label: `Search: “${filters.q}”` });
  if (filters.brand) active.push({ name: 'brand', label: `Brand: ${brandTitle(filters.brand)}` });
  if (filters.condition.length > 0) {
    active.push({ name: 'condition', label: `Condition: ${filters.condition.join(', ')}` });
  }
  if (filters.minPrice !== null) {
    active.push({ name: 'minPrice', label: `From ${formatDollars(filters.minPrice)}` });
  }
  if (filters.maxPrice !== null) {
    active.push({ name: 'maxPrice', label: `Up to ${formatDollars(filters.maxPrice)}` });
  }
  if (filters.location) active.push({ name: 'location', label: `Location: ${filters.location}` });
  if (filters.area) active.push({ name: 'area', label: `Area: ${areaName(filters.area)}` });
  if (filters.publishedWithin) {
    active.push({
      name: 'publishedWithin',
      label: `Published: ${PUBLISHED_LABELS[filters.publishedWithin]}`,
    });
  }
  if (filters.checked) active.push({ name: 'checked', label: 'IMEI checked only' });
  if (filters.trusted) active.push({ name: 'trusted', label: 'Trusted sellers only' });
  return active;
}

/** The same words and order without any filter. */
export function clearedFilters(filters: SearchFilters): SearchFilters {
  return { ...NO_FILTERS, q: filters.q, sort: filters.sort };
}

/** The same search without one filter. */
export function withoutFilter(filters: SearchFilters, name: FilterName): SearchFilters {
  return { ...filters, [name]: NO_FILTERS[name] };
}
