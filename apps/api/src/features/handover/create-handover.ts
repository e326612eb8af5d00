import type { Database } from '../../db/client.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import type { PaymentProvider } from '../../shared/payments/payment-provider.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { PhotoOwnership } from '../../shared/images/image-uploads.ts';
import { createDisputesRepo } from './disputes.repo.ts';
import { createDisputesService } from './disputes.service.ts';
import { createHandoverService } from './handover.service.ts';
import { handoverRoutes } from './handover.routes.ts';
import { holdExpireJob } from './hold-expire.job.ts';
import { createSaleRepo, type SaleHooks } from './sale.repo.ts';

export interface HandoverHooks extends SaleHooks {
  /** The clock of holds, codes and the 48-hour window; tests move it. */
  now?: () => Date;
}

/** The handover, its expiry job (defined by the app) and disputes, on the payment provider the payments use. */
export function createHandover(deps: {
  database: Database;
  provider: PaymentProvider;
  bookings: BookingsService;
  notifications?: Notifications;
  /** Tells this and the other instances' public caches what a background change touched. */
  changed: (tags: string[]) => Promise<void>;
  /** Disputes take only photos their sender uploaded. */
  photoOwnership: PhotoOwnership;
  hooks?: HandoverHooks;
}) {
  const { database, provider, notifications, hooks = {} } = deps;
  const sales = createSaleRepo(database.db, notifications, hooks);
  const disputes = createDisputesService({
    repo: createDisputesRepo(database.db),
    sales,
    provider,
    notifications,
    photoOwnership: deps.photoOwnership,
    now: hooks.now,
  });
  const handover = createHandoverService({
    repo: sales,
    provider,
    now: hooks.now,
    settleDispute: disputes.settledAtProvider,
  });
  return {
    handover,
    /** The sale's locks: meeting times and no-show claims take them too (decision 052). */
    sales,
    routes: handoverRoutes({ handover, disputes, bookings: deps.bookings }),
    /** For the app to define on the job queue. */
    jobs: [holdExpireJob(handover, deps.changed)],
  };
}
