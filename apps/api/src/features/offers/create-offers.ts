import type { Database } from '../../db/client.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { offerExpireJob } from './offer-expire.job.ts';
import { createOffersRepo } from './offers.repo.ts';
import { createOfferRateLimiter, offersRoutes } from './offers.routes.ts';
import { createOffersService, type OffersHooks } from './offers.service.ts';

/** Offers, their expiry job (defined by the app) and their routes. */
export function createOffers(deps: {
  database: Database;
  listings: ListingsService;
  notifications?: Notifications;
  rateLimits: boolean;
  hooks?: OffersHooks;
}) {
  const offers = createOffersService({
    repo: createOffersRepo(deps.database.db),
    listings: deps.listings,
    notifications: deps.notifications,
    hooks: deps.hooks,
  });
  const limit = createOfferRateLimiter(deps.database.db, deps.rateLimits);
  return { offers, routes: offersRoutes(offers, limit), jobs: [offerExpireJob(offers)] };
}
