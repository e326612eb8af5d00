import { z } from 'zod';
import { SearchQuery } from './search.ts';

/** At most this many saved searches per person. */
export const MAX_SAVED_SEARCHES = 20;

/**
 * The filters of a saved search: the search page's own (`SearchQuery`) without sort and paging,
 * which do not change what matches. At least one filter: an empty search matches every phone.
 */
export const SavedSearchQuery = SearchQuery.transform((q) => {
  const kept = {
    q: q.q || undefined,
    brand: q.brand,
    condition: q.condition && q.condition.length > 0 ? [...q.condition].sort() : undefined,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    location: q.location || undefined,
    area: q.area,
    publishedWithin: q.publishedWithin,
    checked: q.checked || undefined,
    trusted: q.trusted || undefined,
  };
  return Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)) as {
    q?: string;
    brand?: NonNullable<typeof q.brand>;
    condition?: NonNullable<typeof q.condition>;
    minPrice?: number;
    maxPrice?: number;
    location?: string;
    area?: string;
    publishedWithin?: NonNullable<typeof q.publishedWithin>;
    checked?: boolean;
    trusted?: boolean;
  };
}).refine((q) => Object.keys(q).length > 0, {
  message: 'query: choose a word or a filter to save',
  path: [],
});
export type SavedSearchQuery = z.infer<typeof SavedSearchQuery>;

/** `POST /saved-searches`: the search page's query string as an object. */
export const SaveSearchBody = z.object({ query: SavedSearchQuery });
export type SaveSearchBody = z.input<typeof SaveSearchBody>;

export const SavedSearch = z.object({
  id: z.string(),
  /** The saved filters, as the search page's query string (`q=pixel&brand=xiaomi`). */
  queryString: z.string(),
  /** The filters in words ("“pixel”, Xiaomi, up to $300"). */
  summary: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;
export const SavedSearchList = z.array(SavedSearch);

export const SaveSearchAnswer = z.object({
  id: z.string(),
  /** False when the same search was saved already (that one's id is given). */
  created: z.boolean(),
});
export type SaveSearchAnswer = z.infer<typeof SaveSearchAnswer>;
