import { areaLabel } from '@resale-zone/contract/area-label';
import { CATEGORY_TITLES } from '@resale-zone/contract/listings';
import { formatCents, formatDollars } from '@resale-zone/contract/money';
import {
  MAX_SAVED_SEARCHES,
  SavedSearchQuery,
  type SavedSearch,
  type SaveSearchAnswer,
} from '@resale-zone/contract/saved-searches';
import type { AreasService } from '../areas/areas.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SavedSearchesRepo, SavedSearchRow } from './saved-searches.repo.ts';

export interface Signed {
  id: string;
}

/** The search page's query string of a saved search (`q=pixel&brand=xiaomi&condition=Good`). */
export function queryString(q: SavedSearchQuery): string {
  const params = new URLSearchParams();
  if (q.q) params.set('q', q.q);
  if (q.brand) params.set('brand', q.brand);
  if (q.condition) params.set('condition', q.condition.join(','));
  if (q.minPrice !== undefined) params.set('minPrice', String(q.minPrice));
  if (q.maxPrice !== undefined) params.set('maxPrice', String(q.maxPrice));
  if (q.location) params.set('location', q.location);
  if (q.area) params.set('area', q.area);
  if (q.publishedWithin) params.set('publishedWithin', q.publishedWithin);
  if (q.checked) params.set('checked', '1');
  if (q.trusted) params.set('trusted', '1');
  return params.toString();
}

/**
 * A brand's title from its slug without a query: the spec's four by their titles, a later one
 * from its slug ('google-pixel' → 'Google Pixel').
 */
function brandTitle(slug: string): string {
  const known = (CATEGORY_TITLES as Record<string, string>)[slug];
  return (
    known ??
    slug.replace(
      /(^|-)(\w)/g,
      (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`,
    )
  );
}

/**
 * A saved search in words: “pixel”, Xiaomi, Good or Excellent, $100 to $300, in Dhaka. `areas`
 * names the areas by id ("Dhanmondi, Dhaka"); an area no longer there reads as "in an area".
 */
export function summary(
  q: SavedSearchQuery,
  areas: ReadonlyMap<string, string> = new Map(),
): string {
  const parts: string[] = [];
  if (q.q) parts.push(`“${q.q}”`);
  if (q.brand) parts.push(brandTitle(q.brand));
  if (q.condition) parts.push(q.condition.join(' or '));
  if (q.minPrice !== undefined && q.maxPrice !== undefined) {
    parts.push(`${formatDollars(q.minPrice)} to ${formatDollars(q.maxPrice)}`);
  } else if (q.minPrice !== undefined) parts.push(`from ${formatDollars(q.minPrice)}`);
  else if (q.maxPrice !== undefined) parts.push(`up to ${formatDollars(q.maxPrice)}`);
  if (q.location) parts.push(`in ${q.location}`);
  if (q.area) parts.push(`in ${areas.get(q.area) ?? 'an area'}`);
  if (q.publishedWithin) parts.push(`published within ${q.publishedWithin} days`);
  if (q.checked) parts.push('IMEI checked');
  if (q.trusted) parts.push('Trusted sellers');
  return parts.join(', ');
}

/**
 * A stored query read back through the contract; null when a later version no longer accepts it
 * (it is then left out, never a failure of the list or of the match job). It is stored as read
 * (`checked: true`); the contract reads the search page's words (`checked: '1'`).
 */
const queryOf = (row: SavedSearchRow) => {
  const stored = Object.entries(row.query).map(([name, value]) => [
    name,
    typeof value === 'boolean' ? (value ? '1' : '0') : value,
  ]);
  return SavedSearchQuery.safeParse(Object.fromEntries(stored)).data ?? null;
};

const toSavedSearch =
  (areas: ReadonlyMap<string, string>) =>
  (row: SavedSearchRow): SavedSearch[] => {
    const q = queryOf(row);
    if (!q) return [];
    return [
      {
        id: row.id,
        queryString: queryString(q),
        summary: summary(q, areas),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  };

/**
 * Saved searches and the alerts they and wishlists give (issue 18 part 5): a new listing is
 * matched against saved searches, a price drop told to whoever saved the phone. Each alert is a
 * notification with a dedupe key, so a job that runs twice (or two at once) notifies once.
 */
export function createSavedSearchesService(deps: {
  repo: SavedSearchesRepo;
  listings: Pick<ListingsService, 'matches'>;
  brands: Pick<BrandsService, 'filterBrand'>;
  /** The areas' names for the summaries (a saved search may name one). */
  areas: Pick<AreasService, 'list'>;
  inbox: Pick<NotificationsService, 'notify'>;
  database: { transaction<T>(run: (tx: Db) => Promise<T>): Promise<T> };
  publicUrl: string;
}) {
  const { repo, listings, brands, inbox, publicUrl } = deps;
  /** Every area's name by id, retired ones too (a search saved before still names it). */
  const areaNames = async () =>
    new Map((await deps.areas.list(true)).map((area) => [area.id, areaLabel(area)]));

  return {
    async save(user: Signed, query: SavedSearchQuery): Promise<SaveSearchAnswer> {
      const saved = await repo.save(
        user.id,
        {
          query,
          queryKey: queryString(query),
          category: query.brand ? (await brands.filterBrand(query.brand)).name : null,
        },
        MAX_SAVED_SEARCHES,
      );
      if (saved === 'full') {
        throw conflict(
          `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
        );
      }
      return saved;
    },

    async list(user: Signed): Promise<SavedSearch[]> {
      const rows = await repo.list(user.id);
      const named = rows.some((row) => 'area' in row.query) ? await areaNames() : new Map();
      return rows.flatMap(toSavedSearch(named));
    },

    /** Someone else's search (or an unknown id) is a 404, as if it did not exist. */
    async remove(user: Signed, id: string): Promise<number> {
      const deleted = await repo.remove(user.id, id);
      if (deleted === 0) throw notFound('No such saved search.');
      return deleted;
    },

    /** The match job: notifies each saved search (not the seller's own) this new listing meets. */
    async matchListing(listingId: string): Promise<number> {
      const listing = await repo.listingOnSale(listingId);
      if (!listing) return 0;
      let notified = 0;
      let named: ReadonlyMap<string, string> | null = null;
      for (const search of await repo.candidates(listing.category, listing.sellerId)) {
        const query = queryOf(search);
        if (!query || !(await listings.matches(listingId, query))) continue;
        const link = `/products/${listingId}`;
        if (query.area && !named) named = await areaNames();
        const what = summary(query, named ?? undefined);
        const written = await deps.database.transaction((tx) =>
          inbox.notify(tx, {
            userId: search.userId,
            kind: 'saved-search',
            dedupeKey: `saved-search:${search.id}:${listingId}`,
            title: `New match: ${listing.productName}`,
            body: `${formatCents(listing.priceCents)} in ${listing.location}, for your search ${what}.`,
            link,
            mailKind: 'saved-search-match',
            mail: {
              heading: `New phone for your search: ${listing.productName}`,
              paragraphs: [
                `${listing.productName} was just listed for ${formatCents(listing.priceCents)} in ${listing.location}. It matches your saved search ${what}.`,
              ],
              action: { label: 'See the phone', url: `${publicUrl}${link}` },
            },
          }),
        );
        if (written) notified++;
      }
      return notified;
    },

    /** The price-drop job: each person who saved the phone hears of this change once. */
    async priceDropped(changeId: string): Promise<number> {
      const change = await repo.priceChange(changeId);
      if (!change || change.isSold || change.newCents >= change.oldCents) return 0;
      const link = `/products/${change.listingId}`;
      const now = formatCents(change.newCents);
      const was = formatCents(change.oldCents);
      let notified = 0;
      for (const userId of await repo.wishlisters(change.listingId)) {
        if (userId === change.sellerId) continue;
        const written = await deps.database.transaction((tx) =>
          inbox.notify(tx, {
            userId,
            kind: 'price-drop',
            dedupeKey: `price-drop:${changeId}`,
            title: `Price drop: ${change.productName}`,
            body: `Now ${now}, was ${was}.`,
            link,
            mailKind: 'price-drop',
            mail: {
              heading: `Price drop: ${change.productName}`,
              paragraphs: [
                `${change.productName}, which you saved, is now ${now} (it was ${was}).`,
              ],
              action: { label: 'See the phone', url: `${publicUrl}${link}` },
            },
          }),
        );
        if (written) notified++;
      }
      return notified;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
