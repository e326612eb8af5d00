import { z } from 'zod';
import { pageOf } from './common.ts';
import { Product, SellerRating } from './listings.ts';

/** Reviews open when a sale completes and close this many days later (decision 023). */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_TEXT_MAX = 1000;

/** Which side of the sale wrote a review: the buyer reviews the seller, the seller the buyer. */
export const ReviewRole = z.enum(['buyer', 'seller']);
export type ReviewRole = z.infer<typeof ReviewRole>;

const STARS_MESSAGE = 'Choose 1 to 5 stars';
export const Stars = z
  .number({ error: STARS_MESSAGE })
  .int(STARS_MESSAGE)
  .min(1, STARS_MESSAGE)
  .max(5, STARS_MESSAGE);

const text = (max: number) =>
  z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);

/** `POST /bookings/{id}/review`: 1 to 5 stars and an optional text. */
export const ReviewBody = z.object({
  stars: Stars,
  text: text(REVIEW_TEXT_MAX).default(''),
});
export type ReviewBody = z.input<typeof ReviewBody>;

/** `POST /reviews/{id}/reply`: the reviewed person's one public reply. */
export const ReplyBody = z.object({
  text: text(REVIEW_TEXT_MAX).min(1, 'Write your reply'),
});
export type ReplyBody = z.infer<typeof ReplyBody>;

/** `POST /reviews/{id}/report` (anyone signed in) and `POST /admin/reviews/{id}/hide` (admins). */
export const ReasonBody = z.object({
  reason: text(500).min(3, 'Say why in a few words'),
});
export type ReasonBody = z.infer<typeof ReasonBody>;

/** A review as anyone sees it on a profile (hidden reviews are never public). */
export const Review = z.object({
  _id: z.string(),
  /** The author's profile; null once their account is gone. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  authorRole: ReviewRole,
  stars: z.number().int(),
  text: z.string(),
  productName: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof Review>;
export const ReviewPage = pageOf(Review);
export type ReviewPage = z.infer<typeof ReviewPage>;

/** A review as its author or its subject sees it: hidden ones too, with the admin's reason. */
export const OwnReview = Review.extend({
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof OwnReview>;

/** `GET /bookings/{id}/reviews`: one sale's reviews for one of its two parties. */
export const SaleReviews = z.object({
  bookingId: z.string(),
  productName: z.string(),
  side: ReviewRole,
  counterpart: z.object({ id: z.string().nullable(), name: z.string() }),
  /** When reviews close; null when the sale gives no right to review (not completed). */
  openUntil: z.string().nullable(),
  /** The caller may write their review now. */
  canReview: z.boolean(),
  mine: OwnReview.nullable(),
  theirs: OwnReview.nullable(),
  /** The caller may reply to `theirs` now. */
  canReply: z.boolean(),
});
export type SaleReviews = z.infer<typeof SaleReviews>;

/** `GET /reviews/pending`: completed sales the caller has not reviewed, while reviews are open. */
export const PendingReview = z.object({
  bookingId: z.string(),
  productName: z.string(),
  side: ReviewRole,
  counterpartName: z.string(),
  completedAt: z.string(),
  openUntil: z.string(),
});
export type PendingReview = z.infer<typeof PendingReview>;
export const PendingReviewList = z.array(PendingReview);

/** `GET /reviews/received`: reviews about the caller (hidden ones with the reason), newest first. */
export const OwnReviewList = z.array(OwnReview.extend({ bookingId: z.string() }));
export type OwnReviewList = z.infer<typeof OwnReviewList>;

/** `POST /reviews/{id}/report`. */
export const ReviewReportAnswer = z.object({ reported: z.boolean(), alreadyReported: z.boolean() });

/** `GET /admin/reviews`: reported reviews still visible, most reported first. */
export const ReportedReview = Review.extend({
  subjectId: z.string(),
  subjectName: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
});
export type ReportedReview = z.infer<typeof ReportedReview>;
export const ReportedReviewList = z.array(ReportedReview);

/** A public profile, `GET /sellers/{id}` (decision 023). */
export const Profile = z.object({
  _id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  /** What the member wrote about themselves; null when they wrote nothing. */
  bio: z.string().nullable(),
  /** Where they are, in their words; null when not given. */
  location: z.string().nullable(),
  memberSince: z.string(),
  emailVerified: z.boolean(),
  salesCompleted: z.number().int(),
  purchasesCompleted: z.number().int(),
  rating: SellerRating.extend({
    /** Visible reviews by stars: index 0 is 1 star … index 4 is 5 stars. */
    distribution: z.array(z.number().int()).length(5),
  }),
  /**
   * Holds (paid bookings, as buyer or as seller) and those that expired without a handover: the
   * share shows whether this person turns up.
   */
  reliability: z.object({ holds: z.number().int(), expired: z.number().int() }),
  /**
   * As a seller, the last 90 days: conversations they answered, and the median minutes from a
   * buyer's first message to their first answer (null when none).
   */
  response: z.object({
    answered: z.number().int(),
    medianMinutes: z.number().int().nullable(),
  }),
  /** Their phones on sale, newest first (at most 24). */
  listings: z.array(Product),
});
export type Profile = z.infer<typeof Profile>;
