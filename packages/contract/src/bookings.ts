import { z } from 'zod';
import { Id } from './common.ts';
import { BookingState, ReleaseReason } from './handover.ts';
import { ListingAvailability } from './listings.ts';

/** Beside the spec's `paid`: where the money is, in states and in words (decision 022). */
const moneyState = {
  state: BookingState,
  /** The state in words, e.g. "Payment held until the handover". */
  status: z.string(),
  /** While held: when the hold is released if the handover has not happened. */
  heldUntil: z.string().nullable(),
  releaseReason: ReleaseReason.nullable(),
  /** The words given by whoever cancelled or declined. */
  releaseNote: z.string().nullable(),
  /** Completed: a problem can be reported until then. */
  disputeUntil: z.string().nullable(),
  /** The meeting time one side proposed, and whether the other confirmed it (decision 052). */
  meeting: z.object({ at: z.string(), confirmed: z.boolean() }).nullable(),
};

/** A booking as the API shows it (spec section 3). `price` is dollars. */
export const Booking = z.object({
  _id: z.string(),
  name: z.string(),
  productName: z.string(),
  email: z.string(),
  price: z.number(),
  number: z.string(),
  place: z.string(),
  photo: z.string(),
  product_id: z.string().nullable(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  /** The phone was sold to someone else: this booking can no longer be paid. */
  soldToOther: z.boolean(),
  /** What the booked phone is now (null once the listing is gone). */
  listingAvailability: ListingAvailability.nullable(),
  createdAt: z.string(),
  ...moneyState,
});
export type Booking = z.infer<typeof Booking>;
export const BookingList = z.array(Booking);

/** Where the two sides meet: the booking dialog's field and a meeting proposal's (decision 052). */
export const MeetingPlace = z
  .string({ error: 'Meeting location is required' })
  .trim()
  .min(1, 'Meeting location is required')
  .max(200);

/**
 * What a booking made from an accepted offer holds as its place until the two sides agree one on
 * the meeting card (decision 054); the card reads it as "Place not agreed yet".
 */
export const PLACE_NOT_AGREED = 'Agreed with the seller in messages';

/**
 * `POST /booking`. The spec's client also sends name, productName, email, price and photo; the
 * server takes those from its own records, so they are accepted and ignored.
 */
export const CreateBookingBody = z.object({
  product_id: Id,
  number: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a valid phone number'),
  place: MeetingPlace,
});
export type CreateBookingBody = z.infer<typeof CreateBookingBody>;

/** A seller's view of a booking on one of their listings (spec "Order"). */
export const Order = z.object({
  _id: z.string(),
  photo: z.string(),
  productName: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  place: z.string(),
  price: z.number(),
  paid: z.boolean(),
  product_id: z.string().nullable(),
  createdAt: z.string(),
  ...moneyState,
});
export type Order = z.infer<typeof Order>;
export const OrderList = z.array(Order);
