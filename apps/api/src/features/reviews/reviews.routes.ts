import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@resale-zone/contract/common';
import {
  OwnReview,
  OwnReviewList,
  PendingReviewList,
  Profile,
  ReasonBody,
  ReplyBody,
  ReportedReviewList,
  ReviewBody,
  ReviewPage,
  ReviewReportAnswer,
  SaleReviews,
  TrustSettingsAnswer,
} from '@resale-zone/contract/reviews';
import { Cursor } from '@resale-zone/contract/search';
import type { Db } from '../../db/client.ts';
import { reportChanges } from '../../lib/public-cache.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import { changeTags } from '../../lib/listing-tags.ts';
import { REVIEW_PAGE_SIZE, type ReviewsService } from './reviews.service.ts';
import { forAdmin, forUser } from '../../lib/route-options.ts';

/** Reviews and replies a person may write in an hour (security.md). */
export function createReviewRateLimiters(db: Db, enabled: boolean) {
  return {
    writes: createRateLimiter(
      db,
      {
        name: 'review-write',
        points: 10,
        durationSeconds: 60 * 60,
        message: 'Too many reviews in a short time. Try again later.',
      },
      { enabled },
    ),
    reports: createRateLimiter(
      db,
      {
        name: 'review-report',
        points: 20,
        durationSeconds: 60 * 60,
        message: 'Too many reports in a short time. Try again later.',
      },
      { enabled },
    ),
  } satisfies Record<string, RateLimiter>;
}

const ReviewPageQuery = z.object({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
});

/**
 * Reviews, profiles and their moderation (decision 023). A profile is public but not in the
 * public cache: it changes with every sale, review and listing of its person, and is read far
 * less than the lists. Writes that change a rating report the reviewed person's listings, whose
 * cards and pages show it.
 */
export function reviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/trust/settings', { schema: { response: { 200: TrustSettingsAnswer } } }, () =>
      reviews.trustSettings(),
    );

    app.get('/sellers/:id', { schema: { params: IdParams, response: { 200: Profile } } }, (req) =>
      reviews.profile(req.params.id),
    );

    app.get(
      '/sellers/:id/reviews',
      { schema: { params: IdParams, querystring: ReviewPageQuery, response: { 200: ReviewPage } } },
      (req) => reviews.reviews(req.params.id, req.query.cursor, req.query.limit),
    );

    app.get(
      '/bookings/:id/reviews',
      forUser({ params: IdParams, response: { 200: SaleReviews } }),
      (req) => reviews.forSale(req.user!, req.params.id),
    );

    app.post(
      '/bookings/:id/review',
      forUser({ params: IdParams, body: ReviewBody, response: { 201: OwnReview } }, 'reports'),
      async (req, reply) => {
        const { review, changed } = await reviews.write(req.user!, req.params.id, req.body);
        reportChanges(reply, changeTags(changed));
        return reply.code(201).send(review);
      },
    );

    app.post(
      '/reviews/:id/reply',
      forUser({ params: IdParams, body: ReplyBody, response: { 200: OwnReview } }, 'keeps'),
      (req) => reviews.reply(req.user!, req.params.id, req.body.text),
    );

    app.post(
      '/reviews/:id/report',
      forUser(
        { params: IdParams, body: ReasonBody, response: { 200: ReviewReportAnswer } },
        'keeps',
      ),
      (req) => reviews.report(req.user!, req.params.id, req.body.reason),
    );

    app.get('/reviews/pending', forUser({ response: { 200: PendingReviewList } }), (req) =>
      reviews.pending(req.user!),
    );

    app.get('/reviews/received', forUser({ response: { 200: OwnReviewList } }), (req) =>
      reviews.received(req.user!),
    );

    app.get('/reviews/written', forUser({ response: { 200: OwnReviewList } }), (req) =>
      reviews.written(req.user!),
    );

    app.get('/admin/reviews', forAdmin({ response: { 200: ReportedReviewList } }), () =>
      reviews.reported(),
    );

    app.post(
      '/admin/reviews/:id/hide',
      forAdmin(
        {
          params: IdParams,
          body: ReasonBody,
          response: { 200: z.object({ hidden: z.boolean() }) },
        },
        'reports',
      ),
      async (req, reply) => {
        const changed = await reviews.hide(req.user!, req.params.id, req.body.reason);
        reportChanges(reply, changeTags(changed));
        return { hidden: true };
      },
    );
  };
}
