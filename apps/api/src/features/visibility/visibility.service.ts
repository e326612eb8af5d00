import type { Actor } from '../../domain/actor.ts';
import {
  assertMove,
  ACCOUNT_MOVES,
  LISTING_MOVES,
  listingState,
} from '../../domain/transitions.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import { suspensionEnd } from '../../shared/mail/visibility-notifications.ts';
import type { OffSaleMove, OffSaleRepo } from './off-sale.repo.ts';
import type { SuspensionsRepo } from './suspensions.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who sees a listing (decision 058): its seller pauses, resumes or marks it sold elsewhere; an
 * admin suspends a member for a while (their listings hidden, no sign-in) or lifts it early.
 * Every move goes through the transition tables; a refused one is a 409.
 */
export function createVisibilityService(
  offSale: OffSaleRepo,
  suspensions: SuspensionsRepo,
  listings: Pick<ListingsService, 'state'>,
  now: () => Date = () => new Date(),
) {
  async function moveListing(
    seller: Actor,
    id: string,
    move: OffSaleMove,
  ): Promise<{ modifiedCount: number; changed: ListingChange }> {
    const listing = await listings.state(id);
    if (!listing) throw notFound('This phone is no longer listed.');
    if (listing.sellerId !== seller.id)
      throw forbidden('Only the seller of this phone can do that.');
    assertMove(LISTING_MOVES, listingState(listing), move, listing.productName);
    const result = await offSale.move(id, move);
    if (result.outcome === 'gone') throw notFound('This phone is no longer listed.');
    if (result.outcome === 'moved') {
      // A payment (or another click) got there first: the table says what it is now.
      assertMove(LISTING_MOVES, result.state, move, listing.productName);
      throw conflict(`${listing.productName} changed in the meantime; reload and try again.`);
    }
    const changed = {
      id,
      category: listing.category,
      sellerEmail: listing.sellerEmail,
      advertised: result.advertised,
    };
    return { modifiedCount: 1, changed };
  }

  return {
    pause: (seller: Actor, id: string) => moveListing(seller, id, 'pause'),
    resume: (seller: Actor, id: string) => moveListing(seller, id, 'resume'),
    sellElsewhere: (seller: Actor, id: string) => moveListing(seller, id, 'sell-elsewhere'),

    async suspend(admin: Actor, id: string, days: number, reason: string) {
      if (id === admin.id) throw forbidden('You cannot suspend your own account.');
      const at = now();
      const until = new Date(at.getTime() + days * DAY_MS);
      const result = await suspensions.suspend(
        id,
        until,
        reason,
        {
          actorId: admin.id,
          action: 'suspend-member',
          detail: `until ${suspensionEnd(until)}: ${reason}`,
        },
        at,
      );
      if (result.outcome === 'gone') throw notFound('This account does not exist.');
      if (result.outcome === 'moved')
        assertMove(ACCOUNT_MOVES, result.state, 'suspend', 'This member');
      if (result.outcome === 'last-admin') {
        throw conflict('This is the last admin: the marketplace needs one.');
      }
      return { modifiedCount: 1, suspendedUntil: until.toISOString() };
    },

    async lift(admin: Actor, id: string) {
      const result = await suspensions.lift(
        id,
        { actorId: admin.id, action: 'lift-suspension', detail: 'lifted early' },
        now(),
      );
      if (result.outcome === 'gone') throw notFound('This account does not exist.');
      if (result.outcome === 'moved')
        assertMove(ACCOUNT_MOVES, result.state, 'lift', 'This member');
      return { modifiedCount: 1 };
    },

    /** The end job's work: 'not-due' makes the queue try again later. */
    endSuspension(userId: string, until: Date) {
      return suspensions.endIfDue(userId, until, now());
    },

    /** Until when this account is suspended (sign-in refuses it until then), or null. */
    suspendedUntil(userId: string) {
      return suspensions.suspendedUntil(userId, now());
    },
  };
}

export type VisibilityService = ReturnType<typeof createVisibilityService>;
