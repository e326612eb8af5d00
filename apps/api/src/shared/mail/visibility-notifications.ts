import { formatCents } from '@resale-zone/contract/money';
import type { MailContent } from './queue-mail.ts';
import { greeting } from './mail-text.ts';
import { addressOf, type Account, type Recipient } from './recipients.ts';
import type { Tx } from '../../db/client.ts';

interface Parts {
  send(
    tx: Tx,
    to: Recipient | Account | null | undefined,
    kind: string,
    c: MailContent,
  ): Promise<void>;
  publicUrl: string;
}

/** Why a phone left the public lists (decision 058), as its buyers are told. */
export type OffSaleReason = 'paused' | 'sold-elsewhere' | 'suspended';

const WHY: Record<OffSaleReason, string> = {
  paused: 'its seller paused the listing',
  'sold-elsewhere': 'its seller sold it elsewhere',
  suspended: "its seller's account is suspended",
};

/** A booking or an offer that ended because its phone went off sale. */
export interface EndedDeal {
  buyerId: string;
  productName: string;
  /** The offer's amount (the booking's price for a booking). */
  cents: number;
}

/** "5 December 2026, 14:00 UTC": one wording for the mail and the sign-in refusal. */
export function suspensionEnd(until: Date): string {
  const date = until.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = until.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${date}, ${time} UTC`;
}

/**
 * The news of a phone going off sale and of a suspension (decision 058), queued in the event's
 * transaction: a buyer whose unpaid booking or open offer ended, in the bell (and by mail when
 * they want it); a suspended member by mail, with the reason and the end.
 */
export function visibilityNotifications({ send, publicUrl }: Parts) {
  return {
    async bookingEnded(tx: Tx, deal: EndedDeal, why: OffSaleReason) {
      await send(tx, { id: deal.buyerId }, 'booking-ended', {
        heading: `Booking ended: ${deal.productName}`,
        paragraphs: [
          `Your booking of ${deal.productName} (${formatCents(deal.cents)}) has ended: ${WHY[why]}. Nothing was paid, and nothing is owed.`,
        ],
        action: { label: 'Find another phone', url: `${publicUrl}/search` },
      });
    },

    async offerEnded(tx: Tx, deal: EndedDeal, why: OffSaleReason) {
      await send(tx, { id: deal.buyerId }, 'offer-lost', {
        heading: `Offer ended: ${deal.productName}`,
        paragraphs: [
          `Your offer of ${formatCents(deal.cents)} for ${deal.productName} has ended: ${WHY[why]}.`,
        ],
        action: { label: 'Find another phone', url: `${publicUrl}/search` },
      });
    },

    /** The member learns why and until when; mailed to a verified address only. */
    async accountSuspended(tx: Tx, userId: string, until: Date, reason: string) {
      const row = await addressOf(tx, userId);
      await send(tx, row, 'account-suspended', {
        heading: 'Your Resale Zone account is suspended',
        paragraphs: [
          `Hello${greeting(row?.name)}, an administrator suspended your Resale Zone account until ${suspensionEnd(until)}.`,
          `Reason: ${reason}`,
          'Until then you cannot sign in and your listings are hidden from the public. They come back when the suspension ends.',
        ],
        action: { label: 'Visit Resale Zone', url: publicUrl },
      });
    },
  };
}
