import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminListQuery, TOTAL_COUNT_HEADER } from '@resale-zone/contract/admin';
import { DeletedAnswer, IdParams, InsertedAnswer } from '@resale-zone/contract/common';
import {
  BlockedImeiList,
  BlockImeiBody,
  StolenReportAnswer,
  StolenReportBody,
  StolenReportDecision,
  StolenReportRequestList,
} from '@resale-zone/contract/imei';
import type { Db } from '../../db/client.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import { requireRole, requireUser } from '../../lib/auth-guards.ts';
import type { ImeiService } from './imei.service.ts';

/** Stolen-phone reports per user (numbers in docs/security.md; RATE_LIMIT=off disables them). */
export function createStolenReportRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return createRateLimiter(
    db,
    {
      name: 'stolen-report',
      points: 10,
      durationSeconds: 24 * 60 * 60,
      message: 'Too many stolen-phone reports in a short time. Try again tomorrow.',
    },
    { enabled },
  );
}

/**
 * The IMEI blocklist: admins manage it; a signed-in member reports a phone stolen (blocked at once
 * with proof, else a request admins approve or decline). No public answer shows the blocklist, so
 * none of these changes a cached answer.
 */
export function imeiRoutes(
  imei: ImeiService,
  limits: { stolen: RateLimiter },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/blocked-imeis',
      {
        onRequest: requireRole('admin'),
        schema: { querystring: AdminListQuery, response: { 200: BlockedImeiList } },
      },
      async (req, reply) => {
        const { rows, total } = await imei.list(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );

    app.post(
      '/admin/blocked-imeis',
      {
        onRequest: requireRole('admin'),
        config: { publicCache: 'keeps' },
        schema: { body: BlockImeiBody, response: { 201: InsertedAnswer } },
      },
      async (req, reply) => {
        const id = await imei.block(req.user!, req.body);
        return reply.code(201).send({ acknowledged: true, insertedId: id });
      },
    );

    app.delete(
      '/admin/blocked-imeis/:id',
      {
        onRequest: requireRole('admin'),
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        deletedCount: await imei.unblock(req.user!, req.params.id),
      }),
    );

    app.post(
      '/stolen-phones',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { body: StolenReportBody, response: { 200: StolenReportAnswer } },
      },
      async (req) => {
        await limits.stolen.consume(req.user!.id);
        return imei.reportStolen(req.user!, req.body);
      },
    );

    app.get(
      '/admin/stolen-reports',
      {
        onRequest: requireRole('admin'),
        schema: { querystring: AdminListQuery, response: { 200: StolenReportRequestList } },
      },
      async (req, reply) => {
        const { rows, total } = await imei.listRequests(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );

    for (const move of ['approve', 'decline'] as const) {
      app.post(
        `/admin/stolen-reports/:id/${move}`,
        {
          onRequest: requireRole('admin'),
          config: { publicCache: 'keeps' },
          schema: { params: IdParams, response: { 200: StolenReportDecision } },
        },
        async (req) => imei.decideRequest(req.user!, req.params.id, move),
      );
    }
  };
}
