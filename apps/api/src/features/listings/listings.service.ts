import {
  type CreateProductBody,
  type EditProductBody,
  type OwnProduct,
  type Product,
  type ProductDetail,
  type ReportReason,
} from '@resale-zone/contract/listings';
import { centsToDollars, dollarsToCents, formatCents } from '@resale-zone/contract/money';
import { sameEmail, type Actor } from '../../domain/actor.ts';
import { assertMove, LISTING_MOVES, listingState } from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { ImeiService } from '../imei/imei.service.ts';
import { createListingSearchService } from './listing-search.service.ts';
import type { Db } from '../../db/client.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { NamedPhoto, PhotoOwnership } from '../../shared/images/image-uploads.ts';
import { changeOf, newListingChange } from './listing-changes.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { InTransaction, ListingsRepo } from './listings.repo.ts';

/** How many featured phones the home page shows. */
export const FEATURED_LIMIT = 12;

/** What other features do in a listing write's transaction (queue their jobs). */
export interface ListingEvents {
  /**
   * A new listing is on sale (saved searches are matched against it). `hasImei`: its alerts wait
   * (`IMEI_ALERT_DELAY_SECONDS`), so that a listing made and deleted again at once alerts nobody.
   */
  listed?(tx: Db, listingId: string, hasImei: boolean): Promise<void>;
  /** The seller lowered a price (the people who saved the phone hear of it). */
  priceDropped?(tx: Db, changeId: string): Promise<void>;
}

/** The photos of a listing write with the fields that name them: the cover is `productPhoto`. */
function namedPhotos(photos: string[]): NamedPhoto[] {
  return photos.map((url, i) =>
    i === 0
      ? { url, field: 'productPhoto', label: 'the product photo' }
      : { url, field: 'photos', label: `photo ${i + 1}` },
  );
}

/**
 * The photos an edit leaves on a listing: the list sent, or, when only `productPhoto` is sent, the
 * listing's photos with that one as the cover (and not a second time further on).
 */
function editedPhotos(current: string[], body: EditProductBody): string[] | undefined {
  if (body.photos) return body.photos;
  if (body.productPhoto === undefined) return undefined;
  const cover = body.productPhoto;
  return [cover, ...current.slice(1).filter((p) => p !== cover)];
}

/** Enough for any honest person; the newest count. */
const MAX_REPORTED_IDS = 1000;

export function createListingsService(
  repo: ListingsRepo,
  imei: Pick<ImeiService, 'guardListing'>,
  brands: Pick<BrandsService, 'find' | 'bySlug' | 'filterBrand' | 'assertCategory'>,
  photoOwnership: PhotoOwnership,
  events: ListingEvents = {},
  /** Checks a listing's area against the list (features/areas); without it none is accepted. */
  areas?: { assertOffered(id: string, field: string): Promise<unknown> },
) {
  const searching = createListingSearchService(repo, brands);

  async function ownListing(actor: Actor, id: string, allowAdmin: boolean) {
    const listing = await repo.findState(id);
    if (!listing) throw notFound('This phone is no longer listed.');
    const isOwner = listing.sellerId === actor.id;
    if (!isOwner && !(allowAdmin && actor.accountType === 'admin')) {
      throw forbidden('Only the seller of this phone can do that.');
    }
    return listing;
  }

  /** A listing's new area must be one offered now (a 400 naming `areaId`). */
  async function assertArea(areaId: string) {
    if (!areas) throw badRequest('areaId: choose one of the areas offered', 'areaId');
    await areas.assertOffered(areaId, 'areaId');
  }

  return {
    ...searching,

    /** The listing's facts other features rely on (bookings copy price, name and photo). */
    state(id: string) {
      return repo.findState(id);
    },

    featured(): Promise<Product[]> {
      return repo.listAdvertised(FEATURED_LIMIT);
    },

    /** A listing in any state (sold ones too) with its seller's name, age and unsold count. */
    async detail(id: string): Promise<ProductDetail> {
      const found = await repo.findDetail(id);
      if (!found) throw notFound('This phone is not listed here.');
      // Off the public lists (decision 058): its page is gone for good once sold elsewhere
      // (`isGone`), and not found while paused or while its seller is suspended.
      if (found.hidden) throw notFound('This phone is not for sale right now.');
      const { product, seller } = found;
      const drop = await repo.lastDrop(id);
      return {
        ...product,
        priceDrop: drop
          ? { from: centsToDollars(drop.fromCents), at: drop.at.toISOString() }
          : null,
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
      const state = await repo.findState(id);
      if (state) return state.offSale === 'sold-elsewhere';
      return repo.isDeleted(id);
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
    brandChanges(): Promise<{ slug: string; category: string; lastmod: Date | null }[]> {
      return repo.brandChanges();
    },

    /** These listings as they are now (any state); ids no longer listed are left out. */
    async products(ids: string[]): Promise<Map<string, Product>> {
      const found = await repo.findProducts(ids);
      return new Map(found.map((p) => [p._id, p]));
    },

    /**
     * A seller lists a phone. The listing is theirs by account, under their account's name; the
     * email must be their own.
     * Answers its id and what changed (as every write below does).
     */
    async create(
      seller: Actor,
      body: CreateProductBody,
    ): Promise<{ id: string; changed: ListingChange }> {
      if (!sameEmail(body.sellerEmail, seller.email)) {
        throw badRequest('sellerEmail: must be the email of your account', 'sellerEmail');
      }
      await brands.assertCategory(body.categories);
      if (body.areaId) await assertArea(body.areaId);
      // Without `photos` (the spec's body) the product photo is the only one.
      const photos = body.photos ?? [body.productPhoto];
      await photoOwnership.assertOwn(seller.id, namedPhotos(photos));
      const insert = (imeiDevice: string | null) =>
        repo.insert(
          {
            sellerId: seller.id,
            sellerEmail: seller.email,
            // The account's name, whatever the form says: nobody lists as "Apple Official Store".
            sellerName: seller.name,
            productName: body.productName,
            productPhoto: photos[0]!,
            morePhotos: photos.slice(1),
            resalePriceCents: dollarsToCents(body.resalePrice),
            originalPriceCents: dollarsToCents(body.orginalPrice),
            location: body.location,
            areaId: body.areaId ?? null,
            category: body.categories,
            condition: body.condition,
            useDuration: body.useDuration,
            publishDate: body.publishDat,
            description: body.description,
            imei: body.imei ?? null,
            imeiDevice,
            batteryHealth: body.batteryHealth ?? null,
            activationLockOff: body.activationLockOff ?? false,
            fullyPaid: body.fullyPaid ?? false,
            noCrackedGlass: body.noCrackedGlass ?? false,
          },
          (tx, listingId) =>
            events.listed?.(tx, listingId, Boolean(body.imei)) ?? Promise.resolve(),
        );
      // With an IMEI: the TAC, the blocklist, and another unsold listing holding it (the unique
      // index decides, under any concurrency) are checked, and answered, by the IMEI rules.
      const id = body.imei
        ? await imei.guardListing(seller, body.imei, body.categories, insert)
        : await insert(null);
      if (id === null) throw new Error('a listing without an IMEI cannot be a duplicate');
      const changed = newListingChange(id, seller.email, body);
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
      return { modifiedCount, changed: { ...changeOf(listing, 'shown'), advertised: true } };
    },

    /**
     * The seller changes the price of a phone on sale: more than 0, not above the original price
     * (product.md). The change is recorded; a drop queues the wishlist notifications.
     */
    async changePrice(seller: Actor, id: string, dollars: number) {
      const listing = await ownListing(seller, id, false);
      assertMove(LISTING_MOVES, listingState(listing), 'reprice');
      const cents = dollarsToCents(dollars);
      const result = await repo.changePrice(id, cents, events.priceDropped);
      switch (result.outcome) {
        case 'gone':
          throw notFound('This phone is no longer listed.');
        case 'moved':
          assertMove(LISTING_MOVES, listingState(result.state), 'reprice');
          throw conflict('This phone can no longer change its price.');
        case 'above-original':
          throw badRequest(
            `resalePrice: must not be above the original price (${formatCents(result.originalCents)})`,
            'resalePrice',
          );
        case 'same':
          return { modifiedCount: 0, resalePrice: dollars, changed: null };
        case 'changed':
          return { modifiedCount: 1, resalePrice: dollars, changed: changeOf(listing) };
      }
    },

    /**
     * The seller edits a phone on sale (issue 22): what the body sends changes, in one
     * transaction; a new price is recorded as `changePrice` records it. The IMEI stays: a
     * different one is a 409 (the seller deletes the listing and lists the phone again).
     */
    async edit(seller: Actor, id: string, body: EditProductBody) {
      const listing = await ownListing(seller, id, false);
      assertMove(LISTING_MOVES, listingState(listing), 'edit');
      const { resalePrice, imei: imeiGiven, photos: _list, productPhoto: _cover, ...fields } = body;
      // The listing's own area may stay after it was retired; a new one must be offered.
      if (body.areaId && body.areaId !== (await repo.findProducts([id]))[0]?.area?.id) {
        await assertArea(body.areaId);
      }
      const current = [listing.productPhoto, ...listing.morePhotos];
      const photos = editedPhotos(current, body);
      if (photos) {
        // Photos already on the listing stay; each new one must be the seller's own upload.
        const added = namedPhotos(photos).filter((p) => !current.includes(p.url));
        await photoOwnership.assertOwn(seller.id, added);
      }
      const edit = Object.fromEntries(
        Object.entries({
          ...fields,
          imeiGiven,
          productPhoto: photos?.[0],
          morePhotos: photos?.slice(1),
        }).filter(([, v]) => v !== undefined),
      );
      const cents = resalePrice === undefined ? undefined : dollarsToCents(resalePrice);
      const result = await repo.edit(id, edit, cents, events.priceDropped);
      switch (result.outcome) {
        case 'gone':
          throw notFound('This phone is no longer listed.');
        case 'moved':
          assertMove(LISTING_MOVES, listingState(result.state), 'edit');
          throw conflict('This phone can no longer be edited.');
        case 'imei-fixed':
          throw new HttpError(
            409,
            'imei: the IMEI of a listing cannot change. Delete this listing and list the phone again with the right IMEI.',
            'imei',
          );
        case 'above-original':
          throw badRequest(
            `resalePrice: must not be above the original price (${formatCents(result.originalCents)})`,
            'resalePrice',
          );
        case 'edited':
          return {
            modifiedCount: result.changed ? 1 : 0,
            // Its area, condition or IMEI may have changed: every search may show it now.
            changed: result.changed ? { ...changeOf(listing), facets: undefined } : null,
          };
      }
    },

    async remove(actor: Actor, id: string) {
      const listing = await ownListing(actor, id, true);
      assertMove(LISTING_MOVES, listingState(listing), 'delete');
      const deletedCount = await repo.deleteUnsold(id);
      if (deletedCount === 0)
        throw conflict('This phone was sold in the meantime and cannot be deleted.');
      return { deletedCount, changed: changeOf(listing, 'left') };
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
      // Reserved is not sold (product.md §7): the buyer's money waits for the handover.
      if (listingState(listing) === 'reserved') {
        throw conflict(
          `${listing.productName} is reserved: a buyer's payment is held until the handover, so it cannot be removed now.`,
        );
      }
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
      return {
        deletedCount,
        productName: listing.productName,
        changed: changeOf(listing, 'left'),
      };
    },

    /** Any signed-in user reports a listing once; a repeat is accepted and says so. */
    async report(reporter: Actor, id: string, reason?: ReportReason, note?: string) {
      const listing = await repo.findState(id);
      if (!listing) throw notFound('This phone is no longer listed.');
      const added = await repo.addReport(id, reporter.id, reason, note);
      return {
        answer: { acknowledged: true, modifiedCount: added ? 1 : 0, alreadyReported: !added },
        // A first report shows a flag on the listing; a repeat changes nothing.
        changed: added ? [changeOf(listing, 'shown')] : [],
      };
    },

    /** What `reporter` has reported, so that their Report buttons say Reported after a reload. */
    async reportedBy(reporter: Actor) {
      return { ids: await repo.reportedBy(reporter.id, MAX_REPORTED_IDS) };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
