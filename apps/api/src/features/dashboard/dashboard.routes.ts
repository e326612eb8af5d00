import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@resale-zone/contract/common';
import {
  AdminDashboard,
  DashboardQuery,
  SellerDashboard,
  SellerListingStats,
  ViewAnswer,
} from '@resale-zone/contract/dashboard';
import { requireRole } from '../../lib/auth-guards.ts';
import type { DashboardService } from './dashboard.service.ts';
import type { ViewCounter } from './view-counter.ts';

/**
 * The view beacon and the dashboards' figures (decision 027). The beacon is what the listing page
 * calls after hydration, so the page itself stays cached for everyone; it answers 202 at once and
 * the view is written with others a moment later. A seller sees only their own listings' figures.
 */
const CSV = 'text/csv; charset=utf-8';

export function dashboardRoutes(deps: {
  dashboard: DashboardService;
  views: ViewCounter;
}): FastifyPluginAsyncZod {
  const { dashboard, views } = deps;
  return async (app) => {
    app.post(
      '/products/:id/views',
      {
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 202: ViewAnswer } },
      },
      async (req, reply) => {
        views.take({
          listingId: req.params.id,
          userAgent: req.headers['user-agent'],
          address: req.ip,
          viewerId: req.user?.id ?? null,
        });
        return reply.code(202).send({ acknowledged: true });
      },
    );

    app.get(
      '/dashboard/seller',
      {
        onRequest: requireRole('seller'),
        schema: { querystring: DashboardQuery, response: { 200: SellerDashboard } },
      },
      (req) => dashboard.seller(req.user!.id, req.query.days),
    );

    app.get(
      '/dashboard/seller/listings',
      { onRequest: requireRole('seller'), schema: { response: { 200: SellerListingStats } } },
      (req) => dashboard.listingStats(req.user!.id),
    );

    // Exports: CSV made to open safely in a spreadsheet (lib/csv.ts).
    app.get(
      '/dashboard/seller/sales.csv',
      { onRequest: requireRole('seller') },
      async (req, reply) =>
        reply
          .type(CSV)
          .header('content-disposition', 'attachment; filename="resale-zone-sales.csv"')
          .send(await dashboard.salesCsv(req.user!.id)),
    );

    app.get(
      '/dashboard/admin/daily.csv',
      { onRequest: requireRole('admin'), schema: { querystring: DashboardQuery } },
      async (req, reply) =>
        reply
          .type(CSV)
          .header(
            'content-disposition',
            `attachment; filename="resale-zone-daily-${req.query.days}-days.csv"`,
          )
          .send(await dashboard.adminCsv(req.query.days)),
    );

    app.get(
      '/dashboard/admin',
      {
        onRequest: requireRole('admin'),
        schema: { querystring: DashboardQuery, response: { 200: AdminDashboard } },
      },
      (req) => dashboard.admin(req.query.days),
    );
  };
}
