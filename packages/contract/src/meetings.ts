import { z } from 'zod';
import { MeetingPlace } from './bookings.ts';

/** A side of a booking: the buyer or the seller of the phone. */
export const MeetingSide = z.enum(['buyer', 'seller']);
export type MeetingSide = z.infer<typeof MeetingSide>;

/**
 * `PUT /bookings/{id}/meeting`: one side proposes when to meet (ISO date and time, in future) and,
 * optionally, where (the booking dialog's limits); without a place the booking's place is kept.
 */
export const ProposeMeetingBody = z.object({
  at: z.iso.datetime({ offset: true, error: 'Give a date and time' }),
  place: MeetingPlace.optional(),
});
export type ProposeMeetingBody = z.infer<typeof ProposeMeetingBody>;

/**
 * `POST /bookings/{id}/meeting/confirm`: the other side confirms the proposal as they were shown
 * it, the time and (when sent) the place; either changed since is a 409.
 */
export const ConfirmMeetingBody = z.object({
  at: ProposeMeetingBody.shape.at,
  place: z.string().optional(),
});
export type ConfirmMeetingBody = z.infer<typeof ConfirmMeetingBody>;

/**
 * `GET /bookings/{id}/meeting.ics`: the confirmed meeting as an iCalendar file (RFC 5545,
 * `text/calendar`), for the booking's buyer and seller only (404 for anyone else, 409 while no
 * time is confirmed). Its UID stays with the booking; a changed time raises its SEQUENCE.
 */
export const meetingCalendarPath = (bookingId: string) =>
  `/bookings/${encodeURIComponent(bookingId)}/meeting.ics`;
export const MeetingCalendar = z.string().describe('An iCalendar (RFC 5545) file');

/** A no-show claim's state (moves in the API's domain/transitions.ts). */
export const NoShowState = z.enum([
  'asked',
  'agreed',
  'contested',
  'upheld',
  'rejected',
  'withdrawn',
]);
export type NoShowState = z.infer<typeof NoShowState>;

const words = (what: string) =>
  z
    .string({ error: `${what}` })
    .trim()
    .min(3, what)
    .max(1000, 'Keep it under 1000 characters');

/** `POST /bookings/{id}/no-show`: "the other person didn't come", in the claimant's words. */
export const NoShowClaimBody = z.object({ statement: words('Say what happened') });
export type NoShowClaimBody = z.infer<typeof NoShowClaimBody>;

/** `POST /no-show-claims/{id}/answer`: the other side agrees, or says they came. */
export const NoShowAnswerBody = z.object({
  agree: z.boolean({ error: 'Say whether you agree' }),
  text: words('Say what happened'),
});
export type NoShowAnswerBody = z.infer<typeof NoShowAnswerBody>;

/** `POST /admin/no-show-claims/{id}/decide`: an admin settles a contested claim. */
export const DecideNoShowBody = z.object({
  outcome: z.enum(['uphold', 'reject'], { error: 'Choose uphold or reject' }),
  note: words('Write a note both sides will read'),
});
export type DecideNoShowBody = z.infer<typeof DecideNoShowBody>;

/** A no-show claim as both sides and admins see it. */
export const NoShowClaim = z.object({
  id: z.string(),
  bookingId: z.string(),
  productName: z.string(),
  claimantSide: MeetingSide,
  claimantName: z.string(),
  absentName: z.string(),
  meetingAt: z.string(),
  statement: z.string(),
  answer: z.string().nullable(),
  state: NoShowState,
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
});
export type NoShowClaim = z.infer<typeof NoShowClaim>;
export const NoShowClaimList = z.array(NoShowClaim);

/** `GET /bookings/{id}/meeting`: the meeting time of a booking and its no-show claim. */
export const MeetingAnswer = z.object({
  bookingId: z.string(),
  side: MeetingSide,
  /** The meeting place, or null while none is agreed (a booking made from an accepted offer). */
  place: z.string().nullable(),
  /** The phone's area: the card suggests that area's public meeting spots first (decision 056). */
  areaId: z.string().nullable(),
  /** The proposed time, or null when nobody proposed one yet. */
  at: z.string().nullable(),
  proposedBy: MeetingSide.nullable(),
  confirmed: z.boolean(),
  /** Until when the payment is held (the meeting must be before it); null when not held. */
  heldUntil: z.string().nullable(),
  /** Whether a time may be proposed now (the booking is open or held, no claim is open). */
  canPropose: z.boolean(),
  /** Whether this side may say the other did not come (the confirmed time has passed). */
  canClaim: z.boolean(),
  /** The latest claim on this booking, if any. */
  claim: NoShowClaim.nullable(),
  /** Whether this side is the one asked to answer the claim now. */
  canAnswer: z.boolean(),
});
export type MeetingAnswer = z.infer<typeof MeetingAnswer>;
