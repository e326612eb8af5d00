import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { PublicCache } from '../lib/public-cache.ts';
import type { LiveService } from '../features/live/live.service.ts';
import type { AuthHooks } from '../features/auth/auth.service.ts';
import type { BookingsHooks } from '../features/bookings/bookings.service.ts';
import type { PaymentsHooks } from '../features/payments/payments.service.ts';
import type { HandoverHooks } from '../features/handover/create-handover.ts';
import type { OffersHooks } from '../features/offers/offers.service.ts';
import type { WishlistHooks } from '../features/wishlist/wishlist.service.ts';
import type { AdminHooks } from '../features/admin/admin.repo.ts';
import type { VisibilityHooks } from '../features/visibility/create-visibility.ts';
import type { AccountDeletionHooks } from '../features/auth/account-deletion.repo.ts';
import type { ConversationsHooks } from '../features/conversations/conversations.service.ts';
import type { JobsOptions } from '../features/jobs/jobs.install.ts';
import type { DashboardHooks } from '../features/dashboard/create-dashboard.ts';
import type { ViewCounter } from '../features/dashboard/view-counter.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  /** The process logger (pino); `false` for silence in tests. */
  logger?: FastifyBaseLogger | false;
  /** Test seams that widen race windows (security.md item 23); never set in production. */
  hooks?: AppHooks;
  /** Background jobs: worked in this process unless `work: false` (tests drain the queue). */
  jobs?: JobsOptions;
}

export interface AppHooks {
  auth?: AuthHooks;
  bookings?: BookingsHooks;
  payments?: PaymentsHooks;
  handover?: HandoverHooks;
  wishlist?: WishlistHooks;
  offers?: OffersHooks;
  admin?: AdminHooks;
  visibility?: VisibilityHooks;
  account?: AccountDeletionHooks;
  conversations?: ConversationsHooks;
  /** The clock of review windows and of the Trusted seller badge (tests move it). */
  reviews?: { now?: () => Date };
  dashboard?: DashboardHooks;
  /** Sees each route as it is registered (tests enumerate every endpoint with its schemas). */
  onRoute?: (route: RouteOptions) => void;
  publicCache?: { beforeReconnect?: () => Promise<void> };
  live?: { beforeReconnect?: () => Promise<void>; beforeCatchUp?: () => Promise<void> };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answer cache of this instance (tests and benchmarks read its stats). */
    publicCache: PublicCache;
    /** The live channel of this instance (features publish on it; tests count its streams). */
    live: LiveService;
    /** The listing view counter of this instance (tests flush it). */
    views: ViewCounter;
  }
}
