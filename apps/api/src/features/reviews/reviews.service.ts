import {
  REVIEW_WINDOW_DAYS,
  type OwnReview,
  type OwnReviewList,
  type PendingReview,
  type Profile,
  type ReviewBody,
  type ReviewPage,
  type ReviewRole,
  type ReportedReview,
  type SaleReviews,
} from '@resale-zone/contract/reviews';
import type { z } from 'zod';
import type { Actor } from '../../domain/actor.ts';
import type { TrustSettings } from '../../domain/trust.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { validTimestamp } from '../../lib/keyset.ts';
import { toSellerRating } from '../../shared/listings/listing-rows.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import { toReview, type ReviewRow, type ReviewsRepo, type SaleFacts } from './reviews.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Phones on sale a profile shows. */
export const PROFILE_LISTINGS = 24;
export const REVIEW_PAGE_SIZE = 10;

type WrittenReview = z.output<typeof ReviewBody>;

const toOwnReview = (row: ReviewRow): OwnReview => ({
  ...toReview(row),
  hidden: row.hiddenAt !== null,
  hiddenReason: row.hiddenReason,
});

const cursorRefused = () => badRequest('cursor: is not one this server gave', 'cursor');

function decodeReviewCursor(cursor: string): { createdAt: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorRefused();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw cursorRefused();
  const [createdAt, id] = parsed as unknown[];
  if (typeof id !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(id)) throw cursorRefused();
  // An impossible date or a year PostgreSQL refuses is the same 400, never a database error.
  return { createdAt: validTimestamp(createdAt), id };
}

/**
 * Reviews after a completed sale, public profiles and moderation (decision 023). The rules live
 * here; the counters behind ratings and the badge are kept by the database in the same
 * transaction as each write (migration 0013).
 */
export function createReviewsService(deps: {
  repo: ReviewsRepo;
  writes: RateLimiter;
  reports: RateLimiter;
  now: () => Date;
  /** The Trusted seller thresholds this server is configured with. */
  settings: TrustSettings;
}) {
  const { repo, writes, reports, now } = deps;

  const sideOf = (actor: Actor, sale: SaleFacts): ReviewRole | null => {
    if (sale.buyerId !== null && sale.buyerId === actor.id) return 'buyer';
    if (sale.sellerId !== null && sale.sellerId === actor.id) return 'seller';
    return null;
  };
  const openUntil = (sale: SaleFacts): Date | null =>
    sale.state === 'completed' && sale.completedAt
      ? new Date(sale.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)
      : null;

  /** The sale, for one of its two parties; anyone else learns nothing of it (404). */
  async function ownSale(actor: Actor, bookingId: string) {
    const sale = await repo.sale(bookingId);
    const side = sale && sideOf(actor, sale);
    if (!sale || !side) throw notFound('This sale does not exist.');
    return { sale, side };
  }

  return {
    /** The badge's thresholds, for its public page (the configured figures, not copies). */
    trustSettings: (): TrustSettings => ({ ...deps.settings }),

    async forSale(actor: Actor, bookingId: string): Promise<SaleReviews> {
      const { sale, side } = await ownSale(actor, bookingId);
      const rows = await repo.ofSale(bookingId);
      const mine = rows.find((r) => r.authorRole === side) ?? null;
      const theirs = rows.find((r) => r.authorRole !== side) ?? null;
      const until = openUntil(sale);
      const counterpart =
        side === 'buyer'
          ? { id: sale.sellerId, name: sale.sellerName ?? 'The seller' }
          : { id: sale.buyerId, name: sale.buyerName ?? 'The buyer' };
      return {
        bookingId,
        productName: sale.productName,
        side,
        counterpart,
        openUntil: until?.toISOString() ?? null,
        canReview: !mine && until !== null && until > now() && counterpart.id !== null,
        mine: mine && toOwnReview(mine),
        theirs: theirs && toOwnReview(theirs),
        canReply: Boolean(theirs && !theirs.hiddenAt && theirs.reply === null),
      };
    },

    /** Writes the caller's review of the other party: answers it and the listings it rates. */
    async write(
      actor: Actor,
      bookingId: string,
      body: WrittenReview,
    ): Promise<{ review: OwnReview; changed: ListingChange[] }> {
      await writes.consume(actor.id);
      const { sale, side } = await ownSale(actor, bookingId);
      const until = openUntil(sale);
      if (!until) {
        throw conflict('Only a completed sale can be reviewed: this one was not completed.');
      }
      if (until <= now()) {
        throw conflict(
          `Reviews for this sale closed on ${until.toUTCString()}, ${REVIEW_WINDOW_DAYS} days after the handover.`,
        );
      }
      const subjectId = side === 'buyer' ? sale.sellerId : sale.buyerId;
      if (!subjectId) throw conflict('The other party has deleted their account.');
      const id = await repo.insert({
        bookingId,
        authorId: actor.id,
        subjectId,
        authorRole: side,
        stars: body.stars,
        body: body.text,
        createdAt: now(),
      });
      if (!id) throw conflict('You have already reviewed this sale.');
      const row = await repo.find(id);
      return { review: toOwnReview(row!), changed: await repo.listingChanges(subjectId) };
    },

    /** The reviewed person's one public reply. */
    async reply(actor: Actor, reviewId: string, text: string): Promise<OwnReview> {
      await writes.consume(actor.id);
      const row = await repo.find(reviewId);
      const mayKnow = row && (!row.hiddenAt || [row.subjectId, row.authorId].includes(actor.id));
      if (!row || !mayKnow) throw notFound('This review does not exist.');
      if (row.subjectId !== actor.id) throw forbidden('Only the person reviewed can reply.');
      if (row.hiddenAt) throw conflict('This review was hidden by an administrator.');
      if (!(await repo.reply(reviewId, actor.id, text, now()))) {
        throw conflict('You have already replied to this review.');
      }
      return toOwnReview((await repo.find(reviewId))!);
    },

    /** Anyone signed in reports a visible review to the admins. */
    async report(actor: Actor, reviewId: string, reason: string) {
      await reports.consume(actor.id);
      const row = await repo.find(reviewId);
      if (!row || row.hiddenAt) throw notFound('This review does not exist.');
      const reported = await repo.report(reviewId, actor.id, reason);
      return { reported: true, alreadyReported: !reported };
    },

    async reported(): Promise<ReportedReview[]> {
      const rows = await repo.reported();
      return rows.map((r) => ({
        ...toReview(r),
        subjectId: r.subjectId,
        subjectName: r.subjectName,
        reportCount: Number(r.reportCount),
        reasons: r.reasons,
      }));
    },

    /** An admin hides a review (audited); it stops counting. Answers the listings it rated. */
    async hide(admin: Actor, reviewId: string, reason: string): Promise<ListingChange[]> {
      const row = await repo.find(reviewId);
      if (!row) throw notFound('This review does not exist.');
      if (!(await repo.hide(reviewId, admin.id, reason, now()))) {
        throw conflict('This review is already hidden.');
      }
      return repo.listingChanges(row.subjectId);
    },

    /** The dashboard's reminders: completed sales the caller has not reviewed, while open. */
    async pending(actor: Actor): Promise<PendingReview[]> {
      const rows = await repo.pending(
        actor.id,
        new Date(now().getTime() - REVIEW_WINDOW_DAYS * DAY_MS),
      );
      return rows.map((r) => ({
        bookingId: r.bookingId,
        productName: r.productName,
        side: r.side,
        counterpartName:
          (r.side === 'buyer' ? r.sellerName : r.buyerName) ??
          (r.side === 'buyer' ? 'The seller' : 'The buyer'),
        completedAt: r.completedAt!.toISOString(),
        openUntil: new Date(r.completedAt!.getTime() + REVIEW_WINDOW_DAYS * DAY_MS).toISOString(),
      }));
    },

    async received(actor: Actor): Promise<OwnReviewList> {
      const rows = await repo.received(actor.id);
      return rows.map((r) => ({ ...toOwnReview(r), bookingId: r.bookingId! }));
    },

    async written(actor: Actor): Promise<OwnReviewList> {
      const rows = await repo.written(actor.id);
      return rows.map((r) => ({ ...toOwnReview(r), bookingId: r.bookingId! }));
    },

    async profile(userId: string): Promise<Profile> {
      const row = await repo.profile(userId);
      if (!row) throw notFound('There is no member with this id.');
      // A deleted account's profile shows nothing of them (decision 057).
      if (row.deletedAt) throw notFound('This member deleted their account.');
      const s = row.stats;
      const summary = s ? `${s.reviewCount},${s.starSum},${row.trusted ? 1 : 0}` : null;
      return {
        _id: row.id,
        name: row.name,
        photo: row.image,
        bio: row.bio,
        location: row.location,
        memberSince: row.createdAt.toISOString(),
        emailVerified: row.emailVerified,
        salesCompleted: s?.salesCompleted ?? 0,
        purchasesCompleted: s?.purchasesCompleted ?? 0,
        rating: {
          ...toSellerRating(summary),
          distribution: s ? [s.stars1, s.stars2, s.stars3, s.stars4, s.stars5] : [0, 0, 0, 0, 0],
        },
        reliability: {
          holds: Number(row.holds),
          noShows: {
            asBuyer: Number(row.noShows?.asBuyer ?? 0),
            asSeller: Number(row.noShows?.asSeller ?? 0),
          },
        },
        response: {
          answered: Number(row.response?.answered ?? 0),
          medianMinutes:
            row.response?.medianSeconds == null
              ? null
              : Math.max(1, Math.ceil(Number(row.response.medianSeconds) / 60)),
        },
        listings: await repo.listingsOnSale(userId, PROFILE_LISTINGS),
      };
    },

    async reviews(userId: string, cursor: string | undefined, limit: number): Promise<ReviewPage> {
      const after = cursor === undefined ? null : decodeReviewCursor(cursor);
      const rows = await repo.page(userId, after, limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? Buffer.from(JSON.stringify([last.createdAtExact, last.id])).toString('base64url')
          : null;
      return { items: items.map(toReview), nextCursor };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
