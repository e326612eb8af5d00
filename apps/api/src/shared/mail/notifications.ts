import { eq } from 'drizzle-orm';
import { formatCents } from '@resale-zone/contract/money';
import type { Tx } from '../../db/client.ts';
import { tallyReasons } from '@resale-zone/contract/report-reasons';
import { bookings, listings, reports, users } from '../../db/schema.ts';
import { queueMail, renderMail, type MailContent } from './queue-mail.ts';
import { greeting, memberNamed } from './mail-text.ts';
import { MEETING_KINDS, meetingNotifications } from './meeting-notifications.ts';
import { saleNotifications } from './sale-notifications.ts';
import { trustNotifications } from './trust-notifications.ts';
import { visibilityNotifications } from './visibility-notifications.ts';
import { accountNotifications } from './account-notifications.ts';
import type { NotificationKind } from '@resale-zone/contract/notifications';
import {
  addressColumns,
  addressOf,
  recipientColumns,
  type Account,
  type Recipient,
} from './recipients.ts';

/**
 * The bell (features/notifications): writes a notification in the event's transaction and names
 * the address to mail it to, when its person wants that kind by email (or none).
 */
export interface Bell {
  deliver(
    tx: Tx,
    n: { userId: string; kind: NotificationKind; title: string; body: string; link: string },
  ): Promise<{ mailTo: { email: string } | null }>;
}

export type { Account, Recipient } from './recipients.ts';

/** What the seller is told of a new booking. */
export interface BookingNews {
  /** Null for a phone listed before listings had accounts (nobody to tell). */
  sellerId: string | null;
  productName: string;
  /** The buyer's name. */
  name: string;
  priceCents: number;
  place: string;
}

/** The mail kinds that are also in the bell, with the bell's kind (the person's choice is per it). */
const IN_APP: Record<string, NotificationKind> = {
  'booking-received': 'booking',
  'booking-ended': 'booking',
  'payment-received': 'payment',
  'sale-completed': 'handover',
  'hold-released': 'hold',
  ...Object.fromEntries(MEETING_KINDS.map((kind) => [kind, 'booking' as const])),
  'offer-received': 'offer',
  'offer-countered': 'offer',
  'offer-accepted': 'offer',
  'offer-declined': 'offer',
  'offer-withdrawn': 'offer',
  'offer-expired': 'offer',
  'offer-lost': 'offer',
  'dispute-opened': 'dispute',
  'dispute-answered': 'dispute',
  'dispute-decided': 'dispute',
  'dispute-reopened': 'dispute',
  'review-received': 'review',
  'report-decided': 'report',
};

/** The mail kinds of an offer's steps (features/offers words them). */
export type OfferMailKind =
  | 'offer-received'
  | 'offer-countered'
  | 'offer-accepted'
  | 'offer-declined'
  | 'offer-withdrawn'
  | 'offer-expired'
  | 'offer-lost';

/**
 * The mail people expect after something happened to them, queued in the transaction of that
 * event (so a rolled-back event mails nothing) and only to verified addresses: an address nobody
 * has proven may belong to someone else. The kinds in `IN_APP` are also written to the bell
 * (`inbox`), and mailed only when the person chose email for that kind.
 */
export function createNotifications(publicUrl: string, inbox: Bell) {
  const send = async (
    tx: Tx,
    to: Recipient | Account | undefined | null,
    kind: string,
    content: MailContent,
  ) => {
    const inAppKind = IN_APP[kind];
    if (to?.id && inAppKind) {
      const link = content.action?.url.startsWith(publicUrl)
        ? content.action.url.slice(publicUrl.length) || '/'
        : '/deshboard';
      // The bell reads the person's address, whether it is verified and their choice for this
      // kind: it names the address to mail, or none.
      const { mailTo } = await inbox.deliver(tx, {
        userId: to.id,
        kind: inAppKind,
        title: content.heading,
        body: content.paragraphs[0] ?? '',
        link,
      });
      if (mailTo) await queueMail(tx, mail(mailTo.email, kind, content));
      return;
    }
    if (!to || !('email' in to) || !to.emailVerified) return;
    await queueMail(tx, mail(to.email, kind, content));
  };
  const mail = (address: string, kind: string, content: MailContent) => ({
    to: address,
    kind,
    subject: content.heading,
    ...renderMail(content, publicUrl),
  });
  const seller = (tx: Tx, listingId: string | null) =>
    listingId
      ? tx
          .select(recipientColumns)
          .from(listings)
          .innerJoin(users, eq(users.id, listings.sellerId))
          .where(eq(listings.id, listingId))
          .then((rows) => rows[0])
      : undefined;
  const buyer = (tx: Tx, buyerId: string | null) =>
    buyerId
      ? tx
          .select(recipientColumns)
          .from(users)
          .where(eq(users.id, buyerId))
          .then((rows) => rows[0])
      : undefined;
  const booking = (tx: Tx, id: string) =>
    tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, id))
      .then((rows) => rows[0]);

  return {
    /**
     * A buyer booked a phone: its seller hears of it. The booking's transaction hands over what it
     * just wrote and the phone's seller, so nothing is read again.
     */
    async bookingReceived(tx: Tx, b: BookingNews) {
      await send(tx, b.sellerId ? { id: b.sellerId } : null, 'booking-received', {
        heading: `New booking: ${b.productName}`,
        paragraphs: [
          `${memberNamed('A buyer', b.name)} booked your ${b.productName} for ${formatCents(b.priceCents)}.`,
          `They would like to meet at: ${b.place}. Their phone number is on your orders page.`,
        ],
        action: { label: 'See your orders', url: `${publicUrl}/deshboard/order` },
      });
    },

    /** A booking was paid: the buyer gets a receipt, the seller the news. */
    async paymentReceived(tx: Tx, bookingId: string) {
      const b = await booking(tx, bookingId);
      if (!b) return;
      const price = formatCents(b.priceCents);
      await send(tx, await buyer(tx, b.buyerId), 'payment-received', {
        heading: `Payment held: ${b.productName}`,
        paragraphs: [
          `Your payment of ${price} for ${b.productName} is held. Nothing is taken until the handover.`,
          `Meet the seller at: ${b.place}. Check the phone with the checklist on your booking's page; then give the seller your handover code, and only then is the payment taken.`,
        ],
        action: { label: 'Meet the seller', url: `${publicUrl}/deshboard/booking/${b.id}` },
      });
      await send(tx, await seller(tx, b.listingId), 'payment-received', {
        heading: `Paid: ${b.productName}`,
        paragraphs: [
          `${memberNamed('Your buyer', b.name)} paid ${price} for your ${b.productName}. The payment is held and the phone is reserved for them.`,
          `You agreed to meet at: ${b.place}. At the meetup the buyer checks the phone and gives you a 6-digit handover code: enter it on your orders page and the money is yours.`,
        ],
        action: { label: 'See your orders', url: `${publicUrl}/deshboard/order` },
      });
    },

    ...saleNotifications({ send, booking, buyer, seller, publicUrl }),
    ...meetingNotifications({ send, booking, buyer, seller, publicUrl }),

    /**
     * A step of an offer reaches the other side: in the bell, live, and by mail if they chose it.
     * The action's url is a path on this site.
     */
    async offerNews(tx: Tx, userId: string, kind: OfferMailKind, content: MailContent) {
      const action = content.action && { ...content.action, url: publicUrl + content.action.url };
      await send(tx, { id: userId }, kind, { ...content, action });
    },
    ...trustNotifications({ send, publicUrl }),
    ...visibilityNotifications({ send, publicUrl }),
    ...accountNotifications({ send, publicUrl }),

    /**
     * An admin removed a reported listing: its seller learns which one and why, from the reports
     * (reasons counted, never who reported or their notes), read before the delete.
     */
    async listingRemoved(tx: Tx, listingId: string) {
      const [row] = await tx
        .select({ productName: listings.productName, ...addressColumns })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(eq(listings.id, listingId))
        // Two admins removing it at once: the second waits here, then finds nothing to tell.
        .for('update', { of: listings });
      if (!row) return;
      const reported = await tx
        .select({ reason: reports.reason })
        .from(reports)
        .where(eq(reports.listingId, listingId));
      const why = tallyReasons(reported.map((r) => r.reason ?? 'unspecified'))
        .map(({ label, count }) => `${label} (${count})`)
        .join(', ');
      await send(tx, row, 'listing-removed', {
        heading: `Your listing was removed: ${row.productName}`,
        paragraphs: [
          `An administrator removed your listing “${row.productName}” from Resale Zone after people reported it.`,
          reported.length === 0
            ? 'Why: it broke the marketplace rules.'
            : `Why: it was reported ${reported.length === 1 ? 'once' : `${reported.length} times`}. Reasons: ${why}.`,
          'Listings must show a phone you own, as it is, at an honest price. Your other listings are not affected.',
        ],
        action: { label: 'See your products', url: `${publicUrl}/deshboard/showproduct` },
      });
    },

    /** An admin deleted an account: its owner is told (the address is read before the delete). */
    async accountDeleted(tx: Tx, userId: string) {
      const row = await addressOf(tx, userId);
      await send(tx, row, 'account-deleted', {
        heading: 'Your Resale Zone account was deleted',
        paragraphs: [
          `Hello${greeting(row?.name)}, an administrator deleted your Resale Zone account. You can no longer sign in, and your unsold listings and open bookings are gone.`,
          'Paid bookings and sales are kept for the records.',
        ],
        action: { label: 'Visit Resale Zone', url: publicUrl },
      });
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
