import { PLACE_NOT_AGREED } from '@resale-zone/contract/bookings';
import type { bookings } from '../../db/schema.ts';
import type { MailContent } from './queue-mail.ts';
import type { BookingMailParts } from './recipients.ts';
import type { Tx } from '../../db/client.ts';

type BookingRow = typeof bookings.$inferSelect;
type Side = 'buyer' | 'seller';

type Parts = BookingMailParts;

/** The place as a sentence ends with it; a booking made from an offer has none agreed yet. */
const where = (b: BookingRow) =>
  b.place === PLACE_NOT_AGREED ? 'a place still to agree' : b.place;

/** The mail kinds of meetings and no-show claims; all are in the bell as booking news. */
export const MEETING_KINDS = [
  'meeting-proposed',
  'meeting-confirmed',
  'meeting-reminder',
  'no-show-claimed',
  'no-show-answered',
  'no-show-decided',
] as const;

/**
 * The news of a booking's meeting time and its no-show claims (features/meetings), to one side or
 * both, queued in the event's transaction like the other notifications.
 */
export function meetingNotifications({ send, booking, buyer, seller, publicUrl }: Parts) {
  const page = (id: string) => ({
    label: 'See the meeting',
    url: `${publicUrl}/deshboard/meeting/${id}`,
  });
  const to = async (tx: Tx, b: BookingRow, side: Side) =>
    side === 'buyer' ? buyer(tx, b.buyerId) : seller(tx, b.listingId);
  const one = async (
    tx: Tx,
    bookingId: string,
    side: Side,
    kind: string,
    content: (b: BookingRow) => MailContent,
  ) => {
    const b = await booking(tx, bookingId);
    if (b) await send(tx, await to(tx, b, side), kind, content(b));
  };

  return {
    /** One side proposed a time: the other is asked to confirm it. */
    meetingProposed: (tx: Tx, bookingId: string, side: Side, at: Date) =>
      one(tx, bookingId, side, 'meeting-proposed', (b) => ({
        heading: `Meeting time proposed: ${b.productName}`,
        paragraphs: [
          `The ${side === 'buyer' ? 'seller' : 'buyer'} proposes to meet on ${at.toUTCString()} at ${where(b)}. Confirm it, or propose another time or place.`,
        ],
        action: page(b.id),
      })),

    /** The other side confirmed the time the proposer set. */
    meetingConfirmed: (tx: Tx, bookingId: string, side: Side, at: Date) =>
      one(tx, bookingId, side, 'meeting-confirmed', (b) => ({
        heading: `Meeting confirmed: ${b.productName}`,
        paragraphs: [`You meet on ${at.toUTCString()} at ${where(b)}. Both of you confirmed it.`],
        action: page(b.id),
      })),

    /** An hour before the confirmed time (or at once when confirmed later): both sides. */
    async meetingReminder(tx: Tx, bookingId: string, at: Date) {
      for (const side of ['buyer', 'seller'] as const) {
        await one(tx, bookingId, side, 'meeting-reminder', (b) => ({
          heading: `Meeting soon: ${b.productName}`,
          paragraphs: [
            `You meet the ${side === 'buyer' ? 'seller' : 'buyer'} on ${at.toUTCString()} at ${where(b)}.`,
            side === 'buyer'
              ? 'Check the phone with the checklist on the booking’s page before you give your handover code.'
              : 'The buyer checks the phone, then gives you the handover code to enter on your orders page.',
          ],
          action: page(b.id),
        }));
      }
    },

    /** Someone says the other did not come: the other is asked to answer. */
    noShowClaimed: (tx: Tx, bookingId: string, side: Side, at: Date) =>
      one(tx, bookingId, side, 'no-show-claimed', (b) => ({
        heading: `Did you miss the meeting? ${b.productName}`,
        paragraphs: [
          `The ${side === 'buyer' ? 'seller' : 'buyer'} says you did not come to the meeting on ${at.toUTCString()}. Agree, or tell us you came: an administrator then decides.`,
        ],
        action: page(b.id),
      })),

    /** The claimant learns the answer. */
    noShowAnswered: (tx: Tx, bookingId: string, side: Side, agreed: boolean) =>
      one(tx, bookingId, side, 'no-show-answered', (b) => ({
        heading: `Your no-show claim was answered: ${b.productName}`,
        paragraphs: [
          agreed
            ? 'The other person agreed that they did not come. It counts on their profile.'
            : 'The other person says they came. An administrator will decide.',
        ],
        action: page(b.id),
      })),

    /** An admin settled a contested claim: both sides read the decision. */
    async noShowDecided(tx: Tx, bookingId: string, upheld: boolean, note: string) {
      for (const side of ['buyer', 'seller'] as const) {
        await one(tx, bookingId, side, 'no-show-decided', (b) => ({
          heading: `No-show claim decided: ${b.productName}`,
          paragraphs: [
            upheld
              ? 'An administrator found that the meeting was missed. It counts on the profile of the person who did not come.'
              : 'An administrator did not find that the meeting was missed. Nothing counts on either profile.',
            `Their note: “${note}”`,
          ],
          action: page(b.id),
        }));
      }
    },
  };
}

export type MeetingNotifications = ReturnType<typeof meetingNotifications>;
