import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { API_BASE } from '@resale-zone/contract/api-paths';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { installPublicCache } from '../lib/public-cache.ts';
import { installAbsolutePhotoUrls } from '../lib/absolute-photos.ts';
import { notFound } from '../lib/http-error.ts';
import { refuseNulCharacters } from '../lib/refuse-nul.ts';
import { installNoStore } from '../lib/no-store.ts';
import { installRateLimiting } from '../lib/rate-limit.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import type { ListingsService } from '../features/listings/listings.service.ts';
import { createReportRateLimiter, listingsRoutes } from '../features/listings/listings.routes.ts';
import { installAuth } from '../features/auth/auth.install.ts';
import { authRoutes } from '../features/auth/auth.routes.ts';
import { googleRoutes } from '../features/auth/google.routes.ts';
import { createUsersRepo } from '../features/users/users.repo.ts';
import { createUsersService } from '../features/users/users.service.ts';
import { usersRoutes } from '../features/users/users.routes.ts';
import { createBookingsRepo } from '../features/bookings/bookings.repo.ts';
import { createBookingsService } from '../features/bookings/bookings.service.ts';
import { bookingsRoutes, createBookingRateLimiter } from '../features/bookings/bookings.routes.ts';
import { createAdminRepo } from '../features/admin/admin.repo.ts';
import { createAdminService } from '../features/admin/admin.service.ts';
import { adminRoutes } from '../features/admin/admin.routes.ts';
import { createPayments } from '../features/payments/create-payments.ts';
import { createHandover } from '../features/handover/create-handover.ts';
import { paymentsRoutes } from '../features/payments/payments.routes.ts';
import { createWishlistRepo } from '../features/wishlist/wishlist.repo.ts';
import { createWishlistService } from '../features/wishlist/wishlist.service.ts';
import { wishlistRoutes } from '../features/wishlist/wishlist.routes.ts';
import type { ImeiService } from '../features/imei/imei.service.ts';
import { createStolenReportRateLimiter, imeiRoutes } from '../features/imei/imei.routes.ts';
import type { installJobs } from '../features/jobs/jobs.install.ts';
import type { ImageStore } from '../features/images/image-store.ts';
import { createImagesService } from '../features/images/images.service.ts';
import { createUploadRateLimiter, imageUploadRoutes } from '../features/images/images.routes.ts';
import type { AppHooks } from './app-types.ts';

export interface ApiDeps {
  env: Env;
  database: Database;
  hooks: AppHooks;
  listings: ListingsService;
  imei: ImeiService;
  jobs: Awaited<ReturnType<typeof installJobs>>;
  imageStore: ImageStore;
}

/**
 * The API under one base path (so that no API path collides with a page route). Order matters:
 * the public cache answers before identity loads the caller, and identity's hook sets `req.user`
 * for every route registered after it.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps) {
  const { env, database, hooks, listings, imei, jobs, imageStore } = deps;
  const limits = env.RATE_LIMIT === 'on';
  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseNulCharacters);
      // Every answer but the public cache's routes may depend on who asks: no-store.
      installNoStore(api);
      // Weak ETags on answers (the bytes differ once compressed), and 304 to If-None-Match.
      await api.register(fastifyEtag, { weak: true });
      // Before identity: a cached public answer is sent before anything loads the caller. Each
      // route declares its rule in its own options (`config.publicCache`, decision 020).
      const publicCache = await installPublicCache(api, {
        enabled: env.PUBLIC_CACHE_MB > 0,
        maxBytes: env.PUBLIC_CACHE_MB * 1024 * 1024,
        maxEntries: 5000,
        database,
        log: app.log,
        beforeReconnect: hooks.publicCache?.beforeReconnect,
      });
      app.decorate('publicCache', publicCache);
      // After the cache: it keeps photo paths, each answer gets its origin as it leaves.
      installAbsolutePhotoUrls(api, env.PUBLIC_URL);
      installRateLimiting(api, database.db, { enabled: limits });
      const identity = await installAuth(api, { env, database, hooks: hooks.auth });
      for (const job of identity.jobs) app.jobs.define(job);
      await api.register(authRoutes(identity));
      await api.register(googleRoutes(identity));
      const users = createUsersService({
        repo: createUsersRepo(database.db),
        endSessionsOfUser: identity.auth.endSessionsOfUser,
      });
      await api.register(usersRoutes(users));
      await api.register(healthRoutes(database));
      await api.register(
        listingsRoutes(listings, { reports: createReportRateLimiter(database.db, limits) }),
      );
      const bookings = createBookingsService(
        createBookingsRepo(database.db, jobs.notifications),
        listings,
        hooks.bookings,
      );
      await api.register(
        bookingsRoutes(bookings, { bookings: createBookingRateLimiter(database.db, limits) }),
      );
      await api.register(
        wishlistRoutes(
          createWishlistService(createWishlistRepo(database.db), listings, hooks.wishlist),
        ),
      );
      await api.register(
        adminRoutes(createAdminService(createAdminRepo(database.db, jobs.notifications), listings)),
      );
      await api.register(
        imeiRoutes(imei, { stolen: createStolenReportRateLimiter(database.db, limits) }),
      );
      await api.register(jobs.routes);
      const payments = await createPayments(
        env,
        database,
        bookings,
        { ...hooks.payments, now: hooks.handover?.now },
        jobs.notifications,
      );
      const sale = createHandover({
        database,
        provider: payments.provider,
        bookings,
        jobs: app.jobs,
        notifications: jobs.notifications,
        changed: (tags) => publicCache.changed(tags),
        hooks: hooks.handover,
      });
      await api.register(paymentsRoutes({ ...payments, handover: sale.handover }));
      await api.register(sale.routes);
      await api.register(
        imageUploadRoutes(createImagesService(imageStore), {
          maxBytes: env.UPLOAD_MAX_BYTES,
          uploads: createUploadRateLimiter(database.db, limits),
        }),
      );
      api.setNotFoundHandler((req) => {
        throw notFound(`No API route ${req.method} ${req.url.split('?')[0]}`);
      });
    },
    { prefix: API_BASE },
  );
}
