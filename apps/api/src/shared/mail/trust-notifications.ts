import { eq } from 'drizzle-orm';
import {
  bookings,
  conversationReports,
  listings,
  reports,
  reviewReports,
  reviews,
  users,
} from '../../db/schema.ts';
import type { MailContent } from './queue-mail.ts';
import { memberNamed } from './mail-text.ts';
import type { Account } from './recipients.ts';
import type { Tx } from '../../db/client.ts';

interface Parts {
  send(tx: Tx, to: Account | null, kind: string, content: MailContent): Promise<void>;
  publicUrl: string;
}

/**
 * The news of the trust layer, in the bell (and by mail when the person wants it): a review of
 * someone, and the outcome of a report for the person who made it. Queued in the transaction of
 * the event; a report's outcome never names the reported person's answer or the other reporters.
 */
export function trustNotifications({ send, publicUrl }: Parts) {
  const toEach = async (tx: Tx, ids: readonly string[], content: MailContent) => {
    for (const id of new Set(ids)) await send(tx, { id }, 'report-decided', content);
  };

  return {
    /** A review was written: the person reviewed hears of it (stars, never hidden ones). */
    async reviewReceived(tx: Tx, reviewId: string) {
      const [row] = await tx
        .select({
          subjectId: reviews.subjectId,
          stars: reviews.stars,
          authorName: users.name,
          productName: bookings.productName,
        })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .leftJoin(users, eq(users.id, reviews.authorId))
        .where(eq(reviews.id, reviewId));
      if (!row) return;
      await send(tx, { id: row.subjectId }, 'review-received', {
        heading: `New review: ${row.stars} of 5 stars`,
        paragraphs: [
          `${memberNamed('The other party', row.authorName ?? '')} reviewed you after the sale of ${row.productName}: ${row.stars} of 5 stars.`,
          'You can reply once, publicly, on your reviews page.',
        ],
        action: { label: 'See your reviews', url: `${publicUrl}/deshboard/reviews` },
      });
    },

    /** An admin removed a reported listing or dismissed its reports: each reporter is told. */
    async listingReportsDecided(tx: Tx, listingId: string, removed: boolean) {
      const rows = await tx
        .select({ reporterId: reports.reporterId, productName: listings.productName })
        .from(reports)
        .innerJoin(listings, eq(listings.id, reports.listingId))
        .where(eq(reports.listingId, listingId));
      if (rows.length === 0) return;
      const name = rows[0]!.productName;
      await toEach(
        tx,
        rows.map((r) => r.reporterId),
        {
          heading: `Your report was decided: ${name}`,
          paragraphs: [
            removed
              ? `Thank you for reporting “${name}”. An administrator removed the listing.`
              : `Thank you for reporting “${name}”. An administrator looked at it and kept the listing: it did not break the rules.`,
          ],
          action: { label: 'See your notifications', url: `${publicUrl}/deshboard/notifications` },
        },
      );
    },

    /** An admin decided a reported conversation: its reporter learns the outcome. */
    async conversationReportDecided(tx: Tx, reportId: string) {
      const [row] = await tx
        .select({ reporterId: conversationReports.reporterId, status: conversationReports.status })
        .from(conversationReports)
        .where(eq(conversationReports.id, reportId));
      if (!row) return;
      await toEach(tx, [row.reporterId], {
        heading: 'Your report of a conversation was decided',
        paragraphs: [
          row.status === 'banned'
            ? 'Thank you for your report. An administrator read the conversation and barred the other person from sending messages.'
            : 'Thank you for your report. An administrator read the conversation and found nothing against the rules.',
        ],
        action: { label: 'See your messages', url: `${publicUrl}/deshboard/messages` },
      });
    },

    /** An admin hid a reported review: the people who reported it are told. */
    async reviewReportsDecided(tx: Tx, reviewId: string) {
      const rows = await tx
        .select({ reporterId: reviewReports.reporterId })
        .from(reviewReports)
        .where(eq(reviewReports.reviewId, reviewId));
      await toEach(
        tx,
        rows.map((r) => r.reporterId),
        {
          heading: 'Your report of a review was decided',
          paragraphs: ['Thank you for your report. An administrator hid the review you reported.'],
          action: { label: 'See your notifications', url: `${publicUrl}/deshboard/notifications` },
        },
      );
    },
  };
}
