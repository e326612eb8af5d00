import {
  CATEGORY_BY_SLUG,
  type CategorySlug,
  type CreateProductBody,
  type Product,
  type ReportReason,
} from '@resale-zone/contract/listings';
import { dollarsToCents } from '@resale-zone/contract/money';
import { assertMove, LISTING_MOVES, listingState } from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ListingsRepo } from './listings.repo.ts';

/** How many featured phones the home page shows. */
export const FEATURED_LIMIT = 12;
/** Upper bound of one category answer until paging arrives. */
export const CATEGORY_LIMIT = 500;

/** The signed-in user acting on listings (the identity feature's AuthenticatedUser fits). */
export interface Actor {
  id: string;
  email: string;
  accountType: 'buyer' | 'seller' | 'admin';
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createListingsService(repo: ListingsRepo) {
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

    byCategory(slug: CategorySlug): Promise<Product[]> {
      return repo.listByCategory(CATEGORY_BY_SLUG[slug], CATEGORY_LIMIT);
    },

    /** A seller lists a phone. The listing is theirs by account; the email must be their own. */
    async create(seller: Actor, body: CreateProductBody): Promise<string> {
      if (!sameEmail(body.sellerEmail, seller.email)) {
        throw badRequest('sellerEmail: must be the email of your account', 'sellerEmail');
      }
      return repo.insert({
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
      });
    },

    /** The seller's own listings; asking for another seller's email is refused. */
    mine(seller: Actor, email?: string): Promise<Product[]> {
      if (email !== undefined && !sameEmail(email, seller.email)) {
        throw forbidden('You can only see your own products.');
      }
      return repo.listBySeller(seller.id);
    },

    async advertise(seller: Actor, id: string): Promise<number> {
      const listing = await ownListing(seller, id, false);
      assertMove(LISTING_MOVES, listingState(listing), 'advertise', listing.productName);
      const changed = await repo.markAdvertised(id);
      // Lost a race with a sale or a second click: say what happened instead of a silent 0.
      if (changed === 0) throw conflict('This phone can no longer be advertised.');
      return changed;
    },

    async remove(actor: Actor, id: string): Promise<number> {
      const listing = await ownListing(actor, id, true);
      assertMove(LISTING_MOVES, listingState(listing), 'delete');
      const deleted = await repo.deleteUnsold(id);
      if (deleted === 0)
        throw conflict('This phone was sold in the meantime and cannot be deleted.');
      return deleted;
    },

    /** Any signed-in user reports a listing once; a repeat is accepted and says so. */
    async report(reporter: Actor, id: string, reason?: ReportReason, note?: string) {
      const listing = await repo.findState(id);
      if (!listing) throw notFound('This phone is no longer listed.');
      const added = await repo.addReport(id, reporter.id, reason, note);
      return { acknowledged: true, modifiedCount: added ? 1 : 0, alreadyReported: !added };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
