import { formatCents } from '@resale-zone/contract/money';
import type { MailContent } from '../mail/queue-mail.ts';
import type { OfferMailKind } from '../mail/notifications.ts';

/** Where each side follows its offers (paths on this site). */
export const BUYER_OFFERS = '/deshboard/my-offers';
export const SELLER_OFFERS = '/deshboard/offers';

export interface OfferFacts {
  productName: string;
  amountCents: number;
  counterCents: number | null;
  bookingId?: string | null;
}

/** What one step of an offer says to the side that did not take it. */
export function offerNews(kind: OfferMailKind, o: OfferFacts, to: 'buyer' | 'seller'): MailContent {
  const offer = formatCents(o.amountCents);
  const counter = o.counterCents === null ? '' : formatCents(o.counterCents);
  const list =
    to === 'buyer'
      ? { label: 'See your offers', url: BUYER_OFFERS }
      : { label: 'See offers on your phones', url: SELLER_OFFERS };
  const pay = { label: 'Pay for it', url: `/deshboard/payment/${o.bookingId ?? ''}` };
  const words: Record<OfferMailKind, [string, string]> = {
    'offer-received': [
      `New offer: ${offer} for ${o.productName}`,
      `A buyer offered ${offer} for your ${o.productName}. Accept, decline or counter it within 48 hours.`,
    ],
    'offer-countered': [
      `Counter-offer: ${counter} for ${o.productName}`,
      `The seller answered your offer of ${offer} for ${o.productName} with ${counter}. Accept or decline it within 48 hours.`,
    ],
    'offer-accepted':
      to === 'buyer'
        ? [
            `Offer accepted: ${o.productName}`,
            `The seller accepted ${offer} for ${o.productName}. It is booked for you at that price: pay on your booking to reserve the phone.`,
          ]
        : [
            `Counter-offer accepted: ${o.productName}`,
            `The buyer accepted your price of ${counter} for ${o.productName}. It is booked for them; the phone is reserved once they pay.`,
          ],
    'offer-declined':
      to === 'buyer'
        ? [
            `Offer declined: ${o.productName}`,
            `Your offer of ${offer} for ${o.productName} was declined. You can still book it at the asking price.`,
          ]
        : [
            `Counter-offer declined: ${o.productName}`,
            `The buyer declined your price of ${counter} for ${o.productName}.`,
          ],
    'offer-withdrawn': [
      `Offer withdrawn: ${o.productName}`,
      `The buyer withdrew their offer of ${offer} for ${o.productName}.`,
    ],
    'offer-expired': [
      `Offer expired: ${o.productName}`,
      `The offer of ${offer} for ${o.productName} got no answer within 48 hours and has expired.`,
    ],
    'offer-lost': [
      `Offer ended: ${o.productName}`,
      `${o.productName} was paid for on another booking and is reserved now, so your offer of ${offer} has ended.`,
    ],
  };
  const [heading, paragraph] = words[kind];
  const action = kind === 'offer-accepted' && to === 'buyer' && o.bookingId ? pay : list;
  return { heading, paragraphs: [paragraph], action };
}
