import {
  OFFER_HOURS,
  OFFER_STATE_WORDS,
  minimumOfferCents,
  offerPrice,
  type CreateOfferBody,
  type Offer,
  type OfferSettings,
  type OfferState as ContractOfferState,
  type OfferTerms,
} from '@resale-zone/contract/offers';
import { centsToDollars, dollarsToCents, formatCents } from '@resale-zone/contract/money';
import type { Actor } from '../../domain/actor.ts';
import {
  assertMove,
  LISTING_MOVES,
  listingState,
  OFFER_MOVES,
  type OfferMove,
  type OfferState,
} from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { Notifications, OfferMailKind } from '../../shared/mail/notifications.ts';
import type { Db } from '../../db/client.ts';
import { offerNews } from '../../shared/offers/offer-news.ts';
import type { OfferRow, OffersRepo } from './offers.repo.ts';

export interface OffersHooks {
  /** The clock of offers' 48 hours (tests move it). */
  now?: () => Date;
  /** Runs after the duplicate check, before the insert: tests race two offers with it. */
  beforeInsert?: () => Promise<void>;
  /** Runs inside an accept's transaction after its writes: tests race a sale or an edit with it. */
  afterAcceptWrites?: () => Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

export function toOffer(row: OfferRow): Offer {
  const state = row.state as ContractOfferState;
  return {
    _id: row.id,
    product_id: row.listingId,
    productName: row.productName,
    photo: row.photo,
    askingPrice: centsToDollars(row.askingCents),
    price: centsToDollars(row.amountCents),
    counterPrice: row.counterCents === null ? null : centsToDollars(row.counterCents),
    state,
    status: OFFER_STATE_WORDS[state],
    expiresAt: state === 'open' || state === 'countered' ? row.expiresAt.toISOString() : null,
    bookingId: state === 'accepted' ? row.bookingId : null,
    buyerName: row.buyerName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A price checked by the contract's rule for this asking price: a 400 naming `price`. */
function checkedPrice(price: number, askingCents: number, side: 'offer' | 'counter'): number {
  const parsed = offerPrice(centsToDollars(askingCents), side).safeParse(price);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, 'price');
  return dollarsToCents(price);
}

export function createOffersService(deps: {
  repo: OffersRepo;
  listings: ListingsService;
  notifications?: Notifications;
  hooks?: OffersHooks;
}) {
  const { repo, listings, notifications, hooks = {} } = deps;
  const now = () => hooks.now?.() ?? new Date();
  const later = () => new Date(now().getTime() + OFFER_HOURS * HOUR_MS);
  const tell = async (tx: Db, o: OfferRow, kind: OfferMailKind, to: 'buyer' | 'seller') => {
    const userId = to === 'buyer' ? o.buyerId : o.sellerId;
    if (userId) await notifications?.offerNews(tx, userId, kind, offerNews(kind, o, to));
  };

  /** The offer and the actor's side of it; to anyone else it does not exist. */
  async function sideOf(actor: Actor, id: string) {
    const row = await repo.findById(id);
    if (row?.buyerId === actor.id) return { row, side: 'buyer' as const };
    if (row && row.sellerId === actor.id) return { row, side: 'seller' as const };
    throw notFound('This offer does not exist.');
  }

  async function own(actor: Actor, id: string, side: 'buyer' | 'seller'): Promise<OfferRow> {
    const found = await sideOf(actor, id);
    if (found.side !== side)
      throw forbidden(
        side === 'seller' ? 'Only the seller can do that.' : 'Only the buyer can do that.',
      );
    return found.row;
  }

  async function sellerListing(actor: Actor, listingId: string) {
    const listing = await listings.state(listingId);
    if (!listing) throw notFound('This phone is not listed here.');
    if (listing.sellerId !== actor.id)
      throw forbidden('Only the seller of this phone can do that.');
    return listing;
  }

  /** A move that only changes the offer's state (and tells the other side). */
  async function simpleMove(
    actor: Actor,
    id: string,
    move: OfferMove,
    kind: OfferMailKind,
  ): Promise<Offer> {
    const { side } = await sideOf(actor, id);
    if (move === 'withdraw' && side !== 'buyer') throw forbidden('Only the buyer can do that.');
    const done = await repo.locked(id, async (q, tx, o) => {
      if (side === 'buyer' && move === 'decline' && o.state === 'open')
        throw conflict('Your offer waits for the seller: withdraw it instead.');
      assertMove(OFFER_MOVES, o.state as OfferState, move);
      await q.setState(id, OFFER_MOVES[move].to!);
      await tell(tx, o, kind, side === 'buyer' ? 'seller' : 'buyer');
      return toOffer((await q.findById(id))!);
    });
    if (!done) throw notFound('This offer does not exist.');
    return done;
  }

  return {
    /** Whether the member may offer on this phone, its minimum, and their open offer. */
    async terms(actor: Actor, listingId: string): Promise<OfferTerms> {
      const listing = await listings.state(listingId);
      if (!listing) throw notFound('This phone is not listed here.');
      const { enabled } = await repo.settings(listingId);
      const open = await repo.openOf(actor.id, listingId);
      const forSale = LISTING_MOVES.sell.from.includes(listingState(listing));
      return {
        accepting:
          enabled && forSale && listing.sellerId !== actor.id && actor.accountType !== 'admin',
        askingPrice: centsToDollars(listing.resalePriceCents),
        minimum: centsToDollars(minimumOfferCents(listing.resalePriceCents)),
        openOffer: open ? toOffer(open) : null,
      };
    },

    /** A buyer offers a price; one below the seller's floor is declined at once. */
    async create(buyer: Actor, body: CreateOfferBody): Promise<Offer> {
      if (buyer.accountType === 'admin') throw forbidden('Admin accounts do not buy phones.');
      const listing = await listings.state(body.product_id);
      if (!listing) throw notFound('This phone is not listed here.');
      if (listing.sellerId === buyer.id)
        throw forbidden('You cannot make an offer on your own phone.');
      assertMove(LISTING_MOVES, listingState(listing), 'sell');
      const settings = await repo.settings(listing.id);
      if (!settings.enabled) throw conflict('The seller does not take offers on this phone.');
      const amountCents = checkedPrice(body.price, listing.resalePriceCents, 'offer');
      const duplicate = `You already have an open offer on ${listing.productName}.`;
      if (await repo.openOf(buyer.id, listing.id)) throw conflict(duplicate);
      await hooks.beforeInsert?.();
      const declined = settings.floorCents !== null && amountCents < settings.floorCents;
      const id = await repo.insert(
        {
          listingId: listing.id,
          buyerId: buyer.id,
          askingCents: listing.resalePriceCents,
          amountCents,
          state: declined ? 'declined' : 'open',
          expiresAt: later(),
        },
        async (q, tx, offerId) => {
          const row = (await q.findById(offerId))!;
          if (declined) return tell(tx, row, 'offer-declined', 'buyer');
          await q.queueExpiry(offerId, row.expiresAt);
          await tell(tx, row, 'offer-received', 'seller');
        },
      );
      if (!id) throw conflict(duplicate);
      return toOffer((await repo.findById(id))!);
    },

    async mine(buyer: Actor): Promise<Offer[]> {
      return (await repo.listByBuyer(buyer.id)).map(toOffer);
    },

    async received(seller: Actor): Promise<Offer[]> {
      return (await repo.listBySeller(seller.id)).map(toOffer);
    },

    /** The seller names a price between the buyer's offer and the asking price. */
    async counter(seller: Actor, id: string, price: number): Promise<Offer> {
      const row = await own(seller, id, 'seller');
      const cents = checkedPrice(price, row.askingCents, 'counter');
      if (cents <= row.amountCents)
        throw badRequest(
          `Counter with more than the offer of ${formatCents(row.amountCents)}`,
          'price',
        );
      const done = await repo.locked(id, async (q, tx, o) => {
        assertMove(OFFER_MOVES, o.state as OfferState, 'counter');
        const expiresAt = later();
        await q.setState(id, 'countered', { counterCents: cents, expiresAt });
        await q.queueExpiry(id, expiresAt);
        await tell(tx, { ...o, counterCents: cents }, 'offer-countered', 'buyer');
        return toOffer((await q.findById(id))!);
      });
      if (!done) throw notFound('This offer does not exist.');
      return done;
    },

    /**
     * The seller accepts the offer, or the buyer the counter: a booking at the agreed price,
     * for that buyer. Refused when the phone is no longer for sale, its price changed since the
     * offer, or another accepted offer waits for its payment.
     */
    async accept(actor: Actor, id: string): Promise<Offer> {
      const { side } = await sideOf(actor, id);
      const move = side === 'seller' ? 'accept' : 'accept-counter';
      const done = await repo.locked(id, async (q, tx, o, listing) => {
        assertMove(OFFER_MOVES, o.state as OfferState, move);
        assertMove(LISTING_MOVES, listingState(listing), 'sell');
        if (listing.resalePriceCents !== o.askingCents)
          throw conflict(
            `The seller changed the price of ${o.productName} to ${formatCents(listing.resalePriceCents)} after this offer was made, so it can no longer be accepted. Make a new offer instead.`,
          );
        if (await q.otherAcceptedWaiting(listing.id, id))
          throw conflict(`Another offer on ${o.productName} was accepted and waits for payment.`);
        const price = side === 'seller' ? o.amountCents : o.counterCents!;
        const bookingId = await q.bookAt(o, listing, price, now());
        await q.setState(id, 'accepted', { bookingId });
        await tell(
          tx,
          { ...o, bookingId },
          'offer-accepted',
          side === 'seller' ? 'buyer' : 'seller',
        );
        await hooks.afterAcceptWrites?.();
        return toOffer((await q.findById(id))!);
      });
      if (!done) throw notFound('This offer does not exist.');
      return done;
    },

    /** The seller declines the offer, or the buyer the counter. */
    decline(actor: Actor, id: string) {
      return simpleMove(actor, id, 'decline', 'offer-declined');
    },

    withdraw(buyer: Actor, id: string) {
      return simpleMove(buyer, id, 'withdraw', 'offer-withdrawn');
    },

    /**
     * The expiry job: ends the offer when its 48 hours are up. A job queued for an expiry the
     * offer no longer has (countered since) does nothing; one that runs twice finds it ended.
     */
    async expire(id: string, expiresAt: string): Promise<'expired' | 'moved-on' | 'not-due'> {
      const outcome = await repo.locked(id, async (q, tx, o) => {
        if (!OFFER_MOVES.expire.from.includes(o.state as OfferState)) return 'moved-on' as const;
        if (o.expiresAt.toISOString() !== expiresAt) return 'moved-on' as const;
        if (o.expiresAt.getTime() > now().getTime()) return 'not-due' as const;
        await q.setState(id, 'expired');
        await tell(tx, o, 'offer-expired', 'buyer');
        await tell(tx, o, 'offer-expired', 'seller');
        return 'expired' as const;
      });
      return outcome ?? 'moved-on';
    },

    async settings(seller: Actor, listingId: string): Promise<OfferSettings> {
      await sellerListing(seller, listingId);
      const s = await repo.settings(listingId);
      return {
        enabled: s.enabled,
        floor: s.floorCents === null ? null : centsToDollars(s.floorCents),
      };
    },

    async saveSettings(
      seller: Actor,
      listingId: string,
      body: OfferSettings,
    ): Promise<OfferSettings> {
      const listing = await sellerListing(seller, listingId);
      const floorCents = body.floor === null ? null : dollarsToCents(body.floor);
      if (floorCents !== null && floorCents >= listing.resalePriceCents)
        throw badRequest('The floor must be below the asking price', 'floor');
      await repo.saveSettings(listingId, body.enabled, floorCents);
      return body;
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
