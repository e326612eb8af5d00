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
  ProductList,
  ReportAnswer,
  ReportBody,
} from '@resale-zone/contract/listings';
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
    app.get('/advertise', { schema: { response: { 200: ProductList } } }, () =>
      listings.featured(),
    );

    app.get(
      '/categories/:brand',
      { schema: { params: CategoryParams, response: { 200: ProductList } } },
      (req) => listings.byCategory(req.params.brand),
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
