import type { Offer } from '@resale-zone/contract/offers';
import { formatDollars } from '../../lib/format.ts';
import type { OfferMove } from './offers.api.ts';

/** A move a member asked for, waiting for their confirmation. */
export interface AskedMove {
  offer: Offer;
  move: OfferMove;
}

/** The confirmation of each move, from the side that makes it. */
export function confirmation({ offer, move }: AskedMove, side: 'buyer' | 'seller') {
  const price = formatDollars(offer.counterPrice ?? offer.price);
  if (move === 'accept')
    return side === 'seller'
      ? {
          title: 'Accept this offer?',
          label: 'Accept',
          text: `${offer.productName} is booked for ${offer.buyerName} at ${formatDollars(offer.price)}. The phone is reserved once they pay.`,
        }
      : {
          title: 'Accept the counter-offer?',
          label: 'Accept',
          text: `${offer.productName} is booked for you at ${price}; pay for it on your bookings to reserve it.`,
        };
  if (move === 'decline')
    return {
      title: side === 'seller' ? 'Decline this offer?' : 'Decline the counter-offer?',
      label: 'Decline',
      text:
        side === 'seller'
          ? `${offer.buyerName} is told that you declined ${formatDollars(offer.price)}.`
          : `The seller is told that you declined ${price}. You can still book the phone at its asking price.`,
    };
  return {
    title: 'Withdraw your offer?',
    label: 'Withdraw',
    text: `Your offer of ${price} for ${offer.productName} ends, and the seller is told.`,
  };
}

/** What a toast says once a move is done. */
export const DONE: Record<OfferMove, string> = {
  accept: 'Offer accepted',
  decline: 'Offer declined',
  withdraw: 'Offer withdrawn',
};
