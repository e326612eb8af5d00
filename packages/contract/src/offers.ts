import { z } from 'zod';
import { Id } from './common.ts';
import { dollars, typedDollars } from './money-schema.ts';
import { centsToDollars, dollarsToCents, formatCents } from './money.ts';

/** Where an offer stands (moves in the API's domain/transitions.ts). */
export const OFFER_STATES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'lost',
] as const;
export const OfferState = z.enum(OFFER_STATES);
export type OfferState = z.infer<typeof OfferState>;

/** An offer's state in words, for both sides. */
export const OFFER_STATE_WORDS: Record<OfferState, string> = {
  open: 'Waiting for the seller',
  countered: 'Countered by the seller',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  lost: 'Ended: the phone went off sale',
};

/** An offer lasts this long after its last move (the offer, or the seller's counter). */
export const OFFER_HOURS = 48;

/** The lowest offer a phone at `askingCents` takes: half its price, rounded up to the cent. */
export function minimumOfferCents(askingCents: number): number {
  return Math.ceil(askingCents / 2);
}

/**
 * The offered (or countered) price in dollars, checked against the asking price: below it and at
 * least half of it. The form and the server use the same schema, so both say the same sentence;
 * `counter` words it for the seller, whose own price the asking price is.
 */
export function offerPrice(askingDollars: number, side: 'offer' | 'counter' = 'offer') {
  const asking = dollarsToCents(askingDollars);
  const minimum = minimumOfferCents(asking);
  const verb = side === 'offer' ? 'Offer' : 'Counter with';
  return typedDollars('Price is required')
    .refine((n) => dollarsToCents(n) >= minimum, {
      message: `${verb} at least ${formatCents(minimum)} (half the asking price)`,
    })
    .refine((n) => dollarsToCents(n) < asking, {
      message:
        side === 'offer'
          ? `Offer less than the asking price of ${formatCents(asking)}, or book the phone`
          : `Counter with less than your asking price of ${formatCents(asking)}`,
    });
}

/** `POST /offers`: the buyer's price (checked against the listing's price by the server). */
export const CreateOfferBody = z.object({
  product_id: Id,
  price: dollars('Price is required'),
});
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;

/** `POST /offers/{id}/counter`: the seller's price, between the offer and the asking price. */
export const CounterOfferBody = z.object({ price: dollars('Price is required') });
export type CounterOfferBody = z.infer<typeof CounterOfferBody>;

/** An offer as both sides see it; prices in dollars. */
export const Offer = z.object({
  _id: z.string(),
  product_id: z.string(),
  productName: z.string(),
  photo: z.string(),
  /** The listing's price when the offer was made. */
  askingPrice: z.number(),
  price: z.number(),
  counterPrice: z.number().nullable(),
  state: OfferState,
  status: z.string(),
  /** Open or countered: when it expires. */
  expiresAt: z.string().nullable(),
  /** Accepted: the booking to pay (the buyer's payment page). */
  bookingId: z.string().nullable(),
  buyerName: z.string(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof Offer>;
export const OfferList = z.array(Offer);

/** `GET /offer-terms/{productId}`: whether the signed-in member may make an offer on a phone. */
export const OfferTerms = z.object({
  /** Offers are on, the phone is for sale and the member is not its seller. */
  accepting: z.boolean(),
  askingPrice: z.number(),
  minimum: z.number(),
  /** The member's offer on this phone that is still open or countered. */
  openOffer: Offer.nullable(),
});
export type OfferTerms = z.infer<typeof OfferTerms>;

/** `GET|PUT /offer-settings/{productId}`: the seller's settings (the floor is never shown to buyers). */
export const OfferSettings = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** Offers below this price (dollars) are declined at once; null: no floor. */
  floor: dollars('Floor must be a price').nullable(),
});
export type OfferSettings = z.infer<typeof OfferSettings>;

/** An offer's minimum in dollars, for the form's hint. */
export const minimumOfferDollars = (askingDollars: number) =>
  centsToDollars(minimumOfferCents(dollarsToCents(askingDollars)));
