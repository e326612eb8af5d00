import {
  CATEGORY_BY_SLUG,
  type CategorySlug,
  type CreateProductBody,
  type OwnProduct,
  type Product,
  type ProductDetail,
  type ReportReason,
} from '@resale-zone/contract/listings';
import { dollarsToCents } from '@resale-zone/contract/money';
import {
  TOTAL_COUNT_CAP,
  type CategoryQuery,
  type ProductPage,
  type SearchQuery,
  type Sort,
} from '@resale-zone/contract/search';
import { sameEmail, type Actor } from '../../domain/actor.ts';
import { assertMove, LISTING_MOVES, listingState } from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { duplicateImei, type ImeiService } from '../imei/imei.service.ts';
import { decodeCursor, encodeCursor, type Position } from './keyset.ts';
import type { ListingChange } from './listing-tags.ts';
import type {
  InTransaction,
  ListingFilter,
  ListingState,
  ListingsRepo,
  PagedProduct,
} from './listings.repo.ts';

/** How many featured phones the home page shows. */
export const FEATURED_LIMIT = 12;
/** At most this many words of a search query count; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of a search query that can match: lower-cased, split at anything that is not a
 * letter or digit (as pg_trgm splits the text), duplicates dropped.
 */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Inclusive dollar bounds as cents: $10.005 as a minimum starts at 1001 cents. */
const minCents = (dollars: number) => Math.ceil(dollars * 100 - 1e-6);
const maxCents = (dollars: number) => Math.floor(dollars * 100 + 1e-6);

function positionOf(row: PagedProduct, sort: Sort): Position {
  return sort === 'newest'
    ? { sort, createdAt: row.createdAtExact, id: row.product._id }
    : { sort, priceCents: row.priceCents, id: row.product._id };
}

/** A listing as a write found it, for the public cache (decision 020). */
const changeOf = (listing: ListingState & { id: string }): ListingChange => ({
  id: listing.id,
  category: listing.category,
  sellerEmail: listing.sellerEmail,
  advertised: listing.isAdvertised,
});

export function createListingsService(
  repo: ListingsRepo,
  imei: Pick<ImeiService, 'checkForListing'>,
) {
  async function page(
    filter: ListingFilter,
    sort: Sort,
    cursor: string | undefined,
    limit: number,
    words: string[] = [],
  ): Promise<ProductPage> {
    const after = cursor === undefined ? null : decodeCursor(cursor, sort);
    if (words.length > 0) {
      // Numbers are matched exactly ('13' must not find '130'); words allow small typos.
      const spelled = words.filter((w) => /\D/.test(w));
      const corrected = await repo.corrections(spelled);
      filter.wordSets = words.map((w) => corrected[spelled.indexOf(w)] ?? [w]);
      // A word no listing comes close to: nothing can match all the words.
      if (filter.wordSets.some((set) => set.length === 0)) {
        return { items: [], total: 0, nextCursor: null };
      }
    }
    // One more than asked tells whether a next page exists.
    const { rows, total } = await repo.page(filter, sort, after, limit + 1, TOTAL_COUNT_CAP);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor(positionOf(last, sort)) : null;
    return { items: items.map((r) => r.product), total, nextCursor };
  }

  async function ownListing(actor: Actor, id: string, allowAdmin: boolean) {
    const listing = await repo.findState(id);
    if (!listing) throw notFound('This phone is no longer listed.');
    const isOwner = listing.sellerId === actor.id;
    if (!isOwner && !(allowAdmin && actor.accountType === 'admin')) {
      throw forbidden('Only the seller of this phone can do that.');
    }
    return listing;
  }

  return {
    /** The listing's facts other features rely on (bookings copy price, name and photo). */
    state(id: string) {
      return repo.findState(id);
    },

    featured(): Promise<Product[]> {
      return repo.listAdvertised(FEATURED_LIMIT);
    },

    /** One keyset page of a category's unsold listings, newest first. */
    byCategory(slug: CategorySlug, query: CategoryQuery): Promise<ProductPage> {
      return page(
        { category: CATEGORY_BY_SLUG[slug], checkedOnly: query.checked || undefined },
        'newest',
        query.cursor,
        query.limit,
      );
    },

    /** `GET /search`: unsold listings matching the text and filters, one keyset page. */
    search(query: SearchQuery): Promise<ProductPage> {
      const filter: ListingFilter = {
        category: query.brand ? CATEGORY_BY_SLUG[query.brand] : undefined,
        conditions: query.condition,
        minPriceCents: query.minPrice === undefined ? undefined : minCents(query.minPrice),
        maxPriceCents: query.maxPrice === undefined ? undefined : maxCents(query.maxPrice),
        location: query.location?.toLowerCase(),
        publishedWithinDays:
          query.publishedWithin === undefined ? undefined : Number(query.publishedWithin),
        checkedOnly: query.checked || undefined,
      };
      return page(filter, query.sort, query.cursor, query.limit, queryWords(query.q));
    },

    /** A listing in any state (sold ones too) with its seller's name, age and unsold count. */
    async detail(id: string): Promise<ProductDetail> {
      const found = await repo.findDetail(id);
      if (!found) throw notFound('This phone is not listed here.');
      const { product, seller } = found;
      return {
        ...product,
        seller: seller
          ? {
              name: seller.name,
              memberSince: seller.since.toISOString(),
              listingCount: seller.unsold,
            }
          : { name: product.sellerName, memberSince: null, listingCount: 0 },
      };
    },

    /**
     * Whether this listing was listed once and deleted since: its page answers 410 Gone, where an
     * id that never existed answers 404 (`GET /products/{id}` answers 404 for both).
     */
    async isGone(id: string): Promise<boolean> {
      return (await repo.findState(id)) === null && (await repo.isDeleted(id));
    },

    /** Where each sitemap page of listings on sale starts (a listing id), `size` per page. */
    sitemapStarts(size: number): Promise<string[]> {
      return repo.sitemapStarts(size);
    },

    /** One sitemap page: listings on sale from `fromId` on, in id order, with their last change. */
    sitemapPage(fromId: string, size: number): Promise<{ id: string; lastmod: Date }[]> {
      return repo.sitemapPage(fromId, size);
    },

    /** When each brand's list last changed (null: it never had a listing). */
    brandChanges(): Promise<{ category: string; lastmod: Date | null }[]> {
      return repo.brandChanges();
    },

    /** These listings as they are now (any state); ids no longer listed are left out. */
    async products(ids: string[]): Promise<Map<string, Product>> {
      const found = await repo.findProducts(ids);
      return new Map(found.map((p) => [p._id, p]));
    },

    /**
     * A seller lists a phone. The listing is theirs by account; the email must be their own.
     * Answers its id and what changed (as every write below does).
     */
    async create(
      seller: Actor,
      body: CreateProductBody,
    ): Promise<{ id: string; changed: ListingChange }> {
      if (!sameEmail(body.sellerEmail, seller.email)) {
        throw badRequest('sellerEmail: must be the email of your account', 'sellerEmail');
      }
      if (body.imei) await imei.checkForListing(body.imei, body.categories);
      const id = await repo.insert({
        sellerId: seller.id,
        sellerEmail: seller.email,
        sellerName: body.sellerName,
        productName: body.productName,
        productPhoto: body.productPhoto,
        resalePriceCents: dollarsToCents(body.resalePrice),
        originalPriceCents: dollarsToCents(body.orginalPrice),
        location: body.location,
        category: body.categories,
        condition: body.condition,
        useDuration: body.useDuration,
        publishDate: body.publishDat,
        description: body.description,
        imei: body.imei ?? null,
      });
      // Another unsold listing has this IMEI (the unique index decides, under any concurrency).
      if (id === null) throw duplicateImei();
      const changed = {
        id,
        category: body.categories,
        sellerEmail: seller.email,
        advertised: false,
      };
      return { id, changed };
    },

    /** The seller's own listings; asking for another seller's email is refused. */
    mine(seller: Actor, email?: string): Promise<OwnProduct[]> {
      if (email !== undefined && !sameEmail(email, seller.email)) {
        throw forbidden('You can only see your own products.');
      }
      return repo.listBySeller(seller.id);
    },

    async advertise(seller: Actor, id: string) {
      const listing = await ownListing(seller, id, false);
      assertMove(LISTING_MOVES, listingState(listing), 'advertise', listing.productName);
      const modifiedCount = await repo.markAdvertised(id);
      // Lost a race with a sale or a second click: say what happened instead of a silent 0.
      if (modifiedCount === 0) throw conflict('This phone can no longer be advertised.');
      return { modifiedCount, changed: { ...changeOf(listing), advertised: true } };
    },

    async remove(actor: Actor, id: string) {
      const listing = await ownListing(actor, id, true);
      assertMove(LISTING_MOVES, listingState(listing), 'delete');
      const deletedCount = await repo.deleteUnsold(id);
      if (deletedCount === 0)
        throw conflict('This phone was sold in the meantime and cannot be deleted.');
      return { deletedCount, changed: changeOf(listing) };
    },

    /**
     * An admin removes a phone from the reported-listings queue: only a reported, unsold one (a
     * sale stays in the buyer's and seller's records; any other listing is not this queue's).
     * `alongside` writes what the admin feature records, in the deletion's transaction.
     */
    async removeReported(admin: Actor, id: string, alongside: InTransaction) {
      if (admin.accountType !== 'admin') throw forbidden('Only an admin can do that.');
      const listing = await repo.findState(id);
      if (!listing) throw notFound('This phone is no longer listed.');
      if (listing.isSold)
        throw conflict(`${listing.productName} is sold; a sold phone stays listed.`);
      if (!listing.isReported) {
        throw conflict(
          `${listing.productName} has no open reports; only reported phones are removed here.`,
        );
      }
      const deletedCount = await repo.deleteUnsold(id, { reportedOnly: true, alongside });
      if (deletedCount === 0)
        throw conflict(`${listing.productName} changed in the meantime; reload and try again.`);
      return { deletedCount, productName: listing.productName, changed: changeOf(listing) };
    },

    /** Any signed-in user reports a listing once; a repeat is accepted and says so. */
    async report(reporter: Actor, id: string, reason?: ReportReason, note?: string) {
      const listing = await repo.findState(id);
      if (!listing) throw notFound('This phone is no longer listed.');
      const added = await repo.addReport(id, reporter.id, reason, note);
      return {
        answer: { acknowledged: true, modifiedCount: added ? 1 : 0, alreadyReported: !added },
        // A first report shows a flag on the listing; a repeat changes nothing.
        changed: added ? [changeOf(listing)] : [],
      };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
