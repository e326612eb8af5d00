import type { MailContent } from './queue-mail.ts';
import type { Account } from './recipients.ts';
import type { Tx } from '../../db/client.ts';

interface Parts {
  send(tx: Tx, to: Account | null, kind: string, content: MailContent): Promise<void>;
  publicUrl: string;
}

/**
 * What the other side hears when a member deletes their account (features/account): a booking or
 * an offer between them ended. In the bell, and by mail when the person chose it; the deleted
 * member is never named (their name is gone with the account).
 */
export function accountNotifications({ send, publicUrl }: Parts) {
  return {
    /** `side`: which side deleted their account. */
    async bookingEndedByDeletion(
      tx: Tx,
      to: string,
      productName: string,
      side: 'buyer' | 'seller',
    ) {
      await send(tx, { id: to }, 'booking-ended', {
        heading: `Booking ended: ${productName}`,
        paragraphs: [
          side === 'buyer'
            ? `The buyer who booked your ${productName} deleted their account, so the booking ended. Nothing was paid.`
            : `The seller of ${productName} deleted their account, so your booking ended and the phone is no longer for sale. Nothing was paid.`,
        ],
        action:
          side === 'buyer'
            ? { label: 'See your orders', url: `${publicUrl}/deshboard/order` }
            : { label: 'Find another phone', url: `${publicUrl}/search` },
      });
    },

    async offerEndedByDeletion(tx: Tx, to: string, productName: string, side: 'buyer' | 'seller') {
      await send(tx, { id: to }, side === 'buyer' ? 'offer-withdrawn' : 'offer-lost', {
        heading: `Offer ended: ${productName}`,
        paragraphs: [
          side === 'buyer'
            ? `The buyer who made an offer on your ${productName} deleted their account, so the offer ended.`
            : `The seller of ${productName} deleted their account, so your offer ended and the phone is no longer for sale.`,
        ],
        action:
          side === 'buyer'
            ? { label: 'See your offers', url: `${publicUrl}/deshboard/offers` }
            : { label: 'Find another phone', url: `${publicUrl}/search` },
      });
    },
  };
}
