import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createDashboardRepo } from './dashboard.repo.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createViewCounter } from './view-counter.ts';
import { createViewsRepo } from './views.repo.ts';

export interface DashboardHooks {
  /** The clock of the figures and of the view counter (tests move it). */
  now?: () => Date;
  /** How often the view counter writes (ms). */
  flushMs?: number;
}

/** The dashboards feature: the view counter (started here, flushed on close) and the routes. */
export function createDashboard(db: Db, log: FastifyBaseLogger, hooks: DashboardHooks = {}) {
  const views = createViewCounter({
    repo: createViewsRepo(db),
    log,
    now: hooks.now,
    flushMs: hooks.flushMs,
  });
  const dashboard = createDashboardService(createDashboardRepo(db), hooks.now);
  return { views, dashboard, routes: dashboardRoutes({ dashboard, views }) };
}
