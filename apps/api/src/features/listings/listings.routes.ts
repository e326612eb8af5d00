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
  CreateProductBody,
  ProductDetail,
  ProductList,
  ReportAnswer,
  ReportBody,
} from '@resale-zone/contract/listings';
import {
  CategoryQuery,
  NEXT_CURSOR_HEADER,
  ProductPage,
  SearchQuery,
  TOTAL_COUNT_HEADER,
} from '@resale-zone/contract/search';
import { requireRole, requireUser } from '../auth/auth.guards.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { ListingsService } from './listings.service.ts';

export interface ListingsLimits {
  /** Reports per user. */
  reports: RateLimiter;
}

export function listingsRoutes(
  listings: ListingsService,
  limits: ListingsLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/advertise',
      { config: { publicCache: true }, schema: { response: { 200: ProductList } } },
      () => listings.featured(),
    );

    // The spec's answer (an array) stays; the page's total and next cursor travel as headers.
    app.get(
      '/categories/:brand',
      {
        config: { publicCache: true },
        schema: {
          params: CategoryParams,
          querystring: CategoryQuery,
          response: { 200: ProductList },
        },
      },
      async (req, reply) => {
        const page = await listings.byCategory(req.params.brand, req.query);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items;
      },
    );

    app.get(
      '/search',
      {
        config: { publicCache: true },
        schema: { querystring: SearchQuery, response: { 200: ProductPage } },
      },
      (req) => listings.search(req.query),
    );

    app.get(
      '/products/:id',
      {
        config: { publicCache: true },
        schema: { params: IdParams, response: { 200: ProductDetail } },
      },
      (req) => listings.detail(req.params.id),
    );

    app.post(
      '/addproduct',
      {
        onRequest: requireRole('seller'),
        schema: { body: CreateProductBody, response: { 201: InsertedAnswer } },
      },
      async (req, reply) => {
        const insertedId = await listings.create(req.user!, req.body);
        return reply.code(201).send({ acknowledged: true, insertedId });
      },
    );

    app.get(
      '/addproduct',
      {
        onRequest: requireRole('seller'),
        schema: { querystring: OptionalEmailQuery, response: { 200: ProductList } },
      },
      (req) => listings.mine(req.user!, req.query.email),
    );

    app.put(
      '/addproduct/advertise/:id',
      {
        onRequest: requireRole('seller'),
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        modifiedCount: await listings.advertise(req.user!, req.params.id),
      }),
    );

    app.delete(
      '/products/:id',
      {
        onRequest: requireRole('seller', 'admin'),
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        deletedCount: await listings.remove(req.user!, req.params.id),
      }),
    );

    app.put(
      '/addproduct/report/:id',
      {
        onRequest: requireUser,
        schema: { params: IdParams, body: ReportBody, response: { 200: ReportAnswer } },
      },
      async (req) => {
        await limits.reports.consume(req.user!.id);
        return listings.report(req.user!, req.params.id, req.body?.reason, req.body?.note);
      },
    );
  };
}
