import { z } from 'zod';
import { BookingState } from './handover.ts';

/**
 * `GET /bookings/{id}/timeline`: a booking's moves with their times, recorded as they happened
 * (the server's transition table), the next step and who takes it, where to meet, and the other
 * person's contact. For the booking's buyer, the seller of its phone and admins.
 */
export const TimelineStep = z.enum([
  'booked',
  'held',
  'checked',
  'handed-over',
  'completed',
  'cancelled',
  'declined',
  'expired',
  'released',
  'disputed',
  'refunded',
]);
export type TimelineStep = z.infer<typeof TimelineStep>;

export const TimelineEntry = z.object({
  step: TimelineStep,
  /** The step in the server's words ("Payment held", "Cancelled by the buyer – payment released"). */
  label: z.string(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** Who takes a step: one of the two people, an admin, or nobody (it happens at a time). */
export const TimelineParty = z.enum(['buyer', 'seller', 'admin']);
export type TimelineParty = z.infer<typeof TimelineParty>;

export const NextStep = z.object({
  by: TimelineParty,
  /** What they do, in the server's words. */
  text: z.string(),
  /** When the chance ends (the hold expires, the time to report a problem ends); null: none. */
  until: z.string().nullable(),
});
export type NextStep = z.infer<typeof NextStep>;

export const TimelineContact = z.object({
  /** Whose contact it is: the seller for the buyer, the buyer for the seller. */
  role: z.enum(['buyer', 'seller']),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TimelineContact = z.infer<typeof TimelineContact>;

export const BookingTimeline = z.object({
  bookingId: z.string(),
  productName: z.string(),
  price: z.number(),
  state: BookingState,
  /** The state in the words the bookings and orders tables show. */
  status: z.string(),
  /** How the caller is related to the booking. */
  viewer: TimelineParty,
  entries: z.array(TimelineEntry),
  /** Null once the booking has ended. */
  next: NextStep.nullable(),
  place: z.string(),
  /** Only for the buyer and the seller; null for an admin or once the other account is gone. */
  contact: TimelineContact.nullable(),
});
export type BookingTimeline = z.infer<typeof BookingTimeline>;
