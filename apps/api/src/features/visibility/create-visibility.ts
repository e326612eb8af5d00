import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { createOffSaleRepo, type OffSaleHooks } from './off-sale.repo.ts';
import { suspensionEndJob } from './suspension-end.job.ts';
import { createSuspensionsRepo, type SuspensionHooks } from './suspensions.repo.ts';
import { createVisibilityService } from './visibility.service.ts';
import { visibilityRoutes } from './visibility.routes.ts';

export interface VisibilityHooks extends OffSaleHooks, SuspensionHooks {
  /** The clock of suspensions (tests move it). */
  now?: () => Date;
}

/** Pausing listings and suspending members (decision 058): service, routes and the end job. */
export function createVisibility(deps: {
  db: Db;
  listings: ListingsService;
  jobs: JobQueue;
  notifications: Notifications;
  /** Drops every cached public answer (a suspension's end shows listings on any list). */
  flush: () => Promise<void>;
  hooks?: VisibilityHooks;
}) {
  const { db, notifications, hooks = {} } = deps;
  const visibility = createVisibilityService(
    createOffSaleRepo(db, notifications, hooks),
    createSuspensionsRepo(db, notifications, hooks),
    deps.listings,
    hooks.now,
  );
  deps.jobs.define(suspensionEndJob(visibility, deps.flush));
  return { visibility, routes: visibilityRoutes(visibility) };
}
