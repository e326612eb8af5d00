import { formatCents } from '@resale-zone/contract/money';
import type { bookings } from '../../db/schema.ts';
import type { MailContent } from './queue-mail.ts';
import { memberNamed } from './mail-text.ts';
import type { BookingMailParts } from './recipients.ts';
import type { Tx } from '../../db/client.ts';

type BookingRow = typeof bookings.$inferSelect;

type Parts = BookingMailParts;

/** What a released hold says, to each side. */
const RELEASED: Record<string, string> = {
  expired: 'The handover did not happen in time, so the hold expired',
  cancelled: 'The buyer cancelled the booking',
  declined: 'The seller declined the booking',
  'lost-race': 'Another buyer paid for the phone a moment earlier',
  provider: 'The card provider ended the hold',
};

/**
 * The mail of a held sale (decision 022): the handover locked, the sale completed (a receipt for
 * both), the hold released, a problem reported and decided. Queued in the event's transaction.
 */
export function saleNotifications({ send, booking, buyer, seller, publicUrl }: Parts) {
  const receiptUrl = (id: string) => `${publicUrl}/deshboard/receipt/${id}`;
  const both = async (
    tx: Tx,
    b: BookingRow,
    kind: string,
    content: (side: 'buyer' | 'seller') => MailContent,
  ) => {
    await send(tx, await buyer(tx, b.buyerId), kind, content('buyer'));
    await send(tx, await seller(tx, b.listingId), kind, content('seller'));
  };

  return {
    /** Five wrong codes: the buyer hears that someone is guessing their code. */
    async handoverLocked(tx: Tx, bookingId: string, until: Date) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      await send(tx, await buyer(tx, b.buyerId), 'handover-locked', {
        heading: `Handover paused: ${b.productName}`,
        paragraphs: [
          `Five wrong handover codes were entered for ${b.productName}. To protect your payment, codes are refused until ${until.toUTCString()}.`,
          'Your payment is still held. Only give your code to the seller once you have checked the phone in your hands.',
        ],
        action: { label: 'See your booking', url: `${publicUrl}/deshboard/booking/${b.id}` },
      });
    },

    /** The seller entered the right code: a receipt for both sides. */
    async saleCompleted(tx: Tx, bookingId: string) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      const price = formatCents(b.priceCents);
      await both(tx, b, 'sale-completed', (side) => ({
        heading: `Receipt: ${b.productName}`,
        paragraphs: [
          side === 'buyer'
            ? `You bought ${b.productName} for ${price}. The payment has been taken.`
            : `You sold ${b.productName} to ${memberNamed('your buyer', b.name)} for ${price}. The payment has been taken.`,
          `Transaction ${b.transactionId ?? ''}. The receipt is your bill of sale: it names both parties, the phone, the checks made at the handover and the price.`,
          side === 'buyer'
            ? 'If something is wrong with the phone, you can report a problem within 48 hours.'
            : 'The buyer can report a problem within 48 hours; an administrator then decides.',
        ],
        action: { label: 'See the receipt', url: receiptUrl(b.id) },
      }));
      // The one review reminder per sale and side (decision 023), queued with the receipt: the
      // dashboard keeps reminding until the review is written or the 30 days are over.
      await both(tx, b, 'review-invite', (side) => ({
        heading: `How did it go? Review your ${side === 'buyer' ? 'seller' : 'buyer'}`,
        paragraphs: [
          side === 'buyer'
            ? `You bought ${b.productName}. A review of the seller helps the next buyer decide whom they are meeting.`
            : `${memberNamed('Your buyer', b.name)} bought your ${b.productName}. A review of the buyer helps other sellers decide whom they are meeting.`,
          'Reviews are open for 30 days after the handover: 1 to 5 stars and a few words if you like.',
        ],
        action: { label: 'Write your review', url: `${publicUrl}/deshboard/reviews` },
      }));
    },

    /** A hold ended without a sale: both sides learn why, and that nothing was charged. */
    async holdReleased(tx: Tx, bookingId: string) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      const why = RELEASED[b.releaseReason ?? ''] ?? 'The booking ended';
      const note = b.releaseNote ? [`Their words: “${b.releaseNote}”`] : [];
      await both(tx, b, 'hold-released', (side) => ({
        heading: `Payment released: ${b.productName}`,
        paragraphs: [
          `${why}. The held payment of ${formatCents(b.priceCents)} has been released: nothing was charged.`,
          ...note,
          side === 'seller'
            ? 'Your phone is back on sale.'
            : 'Your bank may take a few days to show the held amount as available again.',
        ],
        action: {
          label: side === 'seller' ? 'See your orders' : 'See your bookings',
          url: `${publicUrl}/deshboard/${side === 'seller' ? 'order' : 'booking'}`,
        },
      }));
    },

    /** The buyer reported a problem: the seller is told an admin will decide. */
    async disputeOpened(tx: Tx, bookingId: string) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      await send(tx, await seller(tx, b.listingId), 'dispute-opened', {
        heading: `Problem reported: ${b.productName}`,
        paragraphs: [
          `${memberNamed('Your buyer', b.name)} reported a problem with the ${b.productName} they bought from you. An administrator will look at it and decide; you will hear the outcome.`,
          'You can answer with your side of it, and photos, on the receipt page while the report is open.',
        ],
        action: { label: 'Answer the report', url: receiptUrl(b.id) },
      });
    },

    /** The seller answered the buyer's report: the buyer can read their side. */
    async disputeAnswered(tx: Tx, bookingId: string) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      await send(tx, await buyer(tx, b.buyerId), 'dispute-answered', {
        heading: `The seller answered: ${b.productName}`,
        paragraphs: [
          `The seller of ${b.productName} answered the problem you reported. An administrator reads both sides and decides; you will hear the outcome.`,
        ],
        action: { label: 'Read their answer', url: `${publicUrl}/deshboard/booking/${b.id}` },
      });
    },

    /** An admin reopened a closed dispute: both sides read that it is decided again, and why. */
    async disputeReopened(tx: Tx, bookingId: string, note: string) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      await both(tx, b, 'dispute-reopened', () => ({
        heading: `Problem report reopened: ${b.productName}`,
        paragraphs: [
          'An administrator reopened the problem report on this sale: it will be decided again, and you will hear the outcome.',
          `The administrator's note: “${note}”`,
        ],
        action: { label: 'See the receipt', url: receiptUrl(b.id) },
      }));
    },

    /** An admin decided: both sides read the outcome and the admin's note. */
    /** `note`: the administrator's; null when the provider decided (a refund made there). */
    async disputeDecided(tx: Tx, bookingId: string, outcome: string, note: string | null) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      await both(tx, b, 'dispute-decided', () => ({
        heading: `Decision on ${b.productName}`,
        paragraphs: note === null ? [outcome] : [outcome, `The administrator's note: “${note}”`],
        action: { label: 'See the receipt', url: receiptUrl(b.id) },
      }));
    },
  };
}
