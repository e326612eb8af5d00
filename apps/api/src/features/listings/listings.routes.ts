import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedAnswer,
  IdParams,
  InsertedAnswer,
  ModifiedAnswer,
  OptionalEmailQuery,
} from '@resale-zone/contract/common';
import {
  CategoryParams,
  ChangePriceAnswer,
  ChangePriceBody,
  CreateProductBody,
  EditProductAnswer,
  EditProductBody,
  OwnProductList,
  ProductDetail,
  ProductList,
  ReportAnswer,
  ReportBody,
  ReportedIds,
} from '@resale-zone/contract/listings';
import {
  CategoryQuery,
  NEXT_CURSOR_HEADER,
  ProductPage,
  SearchQuery,
  TOTAL_COUNT_HEADER,
  TOTAL_ESTIMATE_HEADER,
} from '@resale-zone/contract/search';
import { requireRole } from '../../lib/auth-guards.ts';
import type { Db } from '../../db/client.ts';
import { reportChanges, tagAnswer } from '../../lib/public-cache.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import { changeTags, searchAnswerTags, shownTags, tags } from '../../lib/listing-tags.ts';
import type { ListingsService } from './listings.service.ts';
import { forUser } from '../../lib/route-options.ts';

export interface ListingsLimits {
  /** Reports per user. */
  reports: RateLimiter;
}

/** Reports per user (numbers in docs; RATE_LIMIT=off disables them). */
export function createReportRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return createRateLimiter(
    db,
    {
      name: 'report',
      points: 20,
      durationSeconds: 60 * 60,
      message: 'Too many reports in a short time. Try again later.',
    },
    { enabled },
  );
}

export function listingsRoutes(
  listings: ListingsService,
  limits: ListingsLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/advertise',
      {
        // Twelve rows from an index, changed by every advertisement: refreshed again at once
        // rather than served stale for a second after a refresh an advertisement overtook.
        config: { publicCache: { tags: () => [tags.featured], refreshMs: 0 } },
        schema: { response: { 200: ProductList } },
      },
      async (_req, reply) => {
        const featured = await listings.featured();
        tagAnswer(reply, shownTags(featured));
        return featured;
      },
    );

    // The spec's answer (an array) stays; the page's total and next cursor travel as headers.
    app.get(
      '/categories/:brand',
      {
        config: {
          // Tagged with the brand's stored name, which the answer learns (tagAnswer below).
          publicCache: { tags: () => [] },
        },
        schema: {
          params: CategoryParams,
          querystring: CategoryQuery,
          response: { 200: ProductList },
        },
      },
      async (req, reply) => {
        const page = await listings.byCategory(req.params.brand, req.query);
        tagAnswer(reply, [tags.brand(page.category), ...shownTags(page.items)]);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        if (page.totalIsEstimate) reply.header(TOTAL_ESTIMATE_HEADER, '1');
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items;
      },
    );

    app.get(
      '/search',
      {
        // Tagged with the facets its filters narrow it to, which the service names (decision 064).
        config: { publicCache: { tags: () => [] } },
        schema: { querystring: SearchQuery, response: { 200: ProductPage } },
      },
      async (req, reply) => {
        const { facets, ...found } = await listings.search(req.query);
        tagAnswer(reply, [...searchAnswerTags(facets), ...shownTags(found.items)]);
        return found;
      },
    );

    app.get(
      '/products/:id',
      {
        config: {
          publicCache: { tags: (req) => [tags.listing((req.params as { id: string }).id)] },
        },
        schema: { params: IdParams, response: { 200: ProductDetail } },
      },
      async (req, reply) => {
        const detail = await listings.detail(req.params.id);
        // The page shows the seller's count of unsold phones, which their other listings change.
        tagAnswer(reply, [tags.seller(detail.sellerEmail)]);
        return detail;
      },
    );

    app.post(
      '/addproduct',
      {
        onRequest: requireRole('seller'),
        config: { publicCache: 'reports' },
        schema: { body: CreateProductBody, response: { 201: InsertedAnswer } },
      },
      async (req, reply) => {
        const { id, changed } = await listings.create(req.user!, req.body);
        reportChanges(reply, changeTags([changed]));
        return reply.code(201).send({ acknowledged: true, insertedId: id });
      },
    );

    app.get(
      '/addproduct',
      {
        onRequest: requireRole('seller'),
        schema: { querystring: OptionalEmailQuery, response: { 200: OwnProductList } },
      },
      (req) => listings.mine(req.user!, req.query.email),
    );

    app.put(
      '/addproduct/advertise/:id',
      {
        onRequest: requireRole('seller'),
        config: { publicCache: 'reports' },
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req, reply) => {
        const { modifiedCount, changed } = await listings.advertise(req.user!, req.params.id);
        reportChanges(reply, changeTags([changed]));
        return { acknowledged: true, modifiedCount };
      },
    );

    app.put(
      '/products/:id/price',
      {
        onRequest: requireRole('seller'),
        config: { publicCache: 'reports' },
        schema: { params: IdParams, body: ChangePriceBody, response: { 200: ChangePriceAnswer } },
      },
      async (req, reply) => {
        const { modifiedCount, resalePrice, changed } = await listings.changePrice(
          req.user!,
          req.params.id,
          req.body.resalePrice,
        );
        // The listing's page, its brand's list, search, featured: all show the price.
        reportChanges(reply, changeTags(changed ? [changed] : []));
        return { acknowledged: true, modifiedCount, resalePrice };
      },
    );

    app.patch(
      '/products/:id',
      {
        onRequest: requireRole('seller'),
        config: { publicCache: 'reports' },
        schema: { params: IdParams, body: EditProductBody, response: { 200: EditProductAnswer } },
      },
      async (req, reply) => {
        const { modifiedCount, changed } = await listings.edit(req.user!, req.params.id, req.body);
        reportChanges(reply, changeTags(changed ? [changed] : []));
        return { acknowledged: true, modifiedCount };
      },
    );

    app.delete(
      '/products/:id',
      {
        onRequest: requireRole('seller', 'admin'),
        config: { publicCache: 'reports' },
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req, reply) => {
        const { deletedCount, changed } = await listings.remove(req.user!, req.params.id);
        reportChanges(reply, changeTags([changed]));
        return { acknowledged: true, deletedCount };
      },
    );

    app.put(
      '/addproduct/report/:id',
      forUser({ params: IdParams, body: ReportBody, response: { 200: ReportAnswer } }, 'reports'),
      async (req, reply) => {
        await limits.reports.consume(req.user!.id);
        const { answer, changed } = await listings.report(
          req.user!,
          req.params.id,
          req.body?.reason,
          req.body?.note,
        );
        reportChanges(reply, changeTags(changed));
        return answer;
      },
    );

    // The caller's own reports (not cached: a per-person answer).
    app.get('/reports/mine', forUser({ response: { 200: ReportedIds } }), (req) =>
      listings.reportedBy(req.user!),
    );
  };
}
