import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { API_BASE } from '@resale-zone/contract/api-paths';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { installPublicCache } from '../lib/public-cache.ts';
import { installAbsolutePhotoUrls } from '../lib/absolute-photos.ts';
import { COMPRESS_THRESHOLD, installCompressedHits } from '../lib/compressed-hits.ts';
import { notFound } from '../lib/http-error.ts';
import { refuseNulCharacters } from '../lib/refuse-nul.ts';
import { installNoStore } from '../lib/no-store.ts';
import { installRateLimiting } from '../shared/rate-limit.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import { createReportRateLimiter, listingsRoutes } from '../features/listings/listings.routes.ts';
import { installAuth } from '../features/auth/auth.install.ts';
import { authRoutes } from '../features/auth/auth.routes.ts';
import { googleRoutes } from '../features/auth/google.routes.ts';
import { createUsersRepo } from '../features/users/users.repo.ts';
import { createUsersService } from '../features/users/users.service.ts';
import { usersRoutes } from '../features/users/users.routes.ts';
import { installAccount } from '../features/auth/account.install.ts';
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
import { brandsRoutes } from '../features/brands/brands.routes.ts';
import { areasRoutes } from '../features/areas/areas.routes.ts';
import { createStolenReportRateLimiter, imeiRoutes } from '../features/imei/imei.routes.ts';
import type { installJobsAndMail } from './jobs.ts';
import type { ImageStore } from '../features/images/image-store.ts';
import { createImagesService } from '../features/images/images.service.ts';
import { createPhotoOwnership } from '../shared/images/image-uploads.ts';
import { createUploadRateLimiter, imageUploadRoutes } from '../features/images/images.routes.ts';
import { notificationsRoutes } from '../features/notifications/notifications.routes.ts';
import { createSavedSearchesRepo } from '../features/saved-searches/saved-searches.repo.ts';
import { createSavedSearchesService } from '../features/saved-searches/saved-searches.service.ts';
import { savedSearchesRoutes } from '../features/saved-searches/saved-searches.routes.ts';
import { savedSearchJobs } from '../features/saved-searches/saved-searches.jobs.ts';
import { publicUrl } from '../env.ts';
import { createConversations } from '../features/conversations/create-conversations.ts';
import fastifySse from '@fastify/sse';
import { createLiveService } from '../features/live/live.service.ts';
import { liveRoutes } from '../features/live/live.routes.ts';
import { createDashboard } from '../features/dashboard/create-dashboard.ts';
import { priceGuideRoutes } from '../features/price-guide/price-guide.routes.ts';
import { createPriceGuideRepo } from '../features/price-guide/price-guide.repo.ts';
import { createPriceGuideService } from '../features/price-guide/price-guide.service.ts';
import type { AppHooks } from './app-types.ts';
import type { CoreServices } from './core-services.ts';
import { createOffers } from '../features/offers/create-offers.ts';
import { createVisibility } from '../features/visibility/create-visibility.ts';
import { createMeetingsRepo } from '../features/meetings/meetings.repo.ts';
import { meetingsRoutes } from '../features/meetings/meetings.routes.ts';
import { createMeetingsService } from '../features/meetings/meetings.service.ts';
import { meetingRemindJob } from '../features/meetings/meeting-remind.job.ts';
import { createReviewsRepo } from '../features/reviews/reviews.repo.ts';
import { createReviewsService } from '../features/reviews/reviews.service.ts';
import { createReviewRateLimiters, reviewsRoutes } from '../features/reviews/reviews.routes.ts';

export interface ApiDeps extends CoreServices {
  env: Env;
  database: Database;
  hooks: AppHooks;
  jobs: Awaited<ReturnType<typeof installJobsAndMail>>;
  imageStore: ImageStore;
}

/**
 * The API under one base path (so that no API path collides with a page route). Order matters:
 * the public cache answers before identity loads the caller, and identity's hook sets `req.user`
 * for every route registered after it.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps) {
  const { env, database, hooks, jobs, imageStore } = deps;
  const { listings, brands, areas, imei, imageUploads, trust } = deps;
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
        flightWaitMs: env.DB_CONNECT_TIMEOUT_MS,
        database,
        log: app.log,
        beforeReconnect: hooks.publicCache?.beforeReconnect,
      });
      app.decorate('publicCache', publicCache);
      // After the cache: it keeps photo paths, each answer gets its origin as it leaves.
      installAbsolutePhotoUrls(api, env.PUBLIC_URL);
      // After the photo rewrite: a hit goes compressed as it is sent, compressed once per answer.
      installCompressedHits(api, {
        threshold: COMPRESS_THRESHOLD,
        compressed: () => publicCache.store.note('compressions'),
      });
      installRateLimiting(api, database.db, { enabled: limits });
      const identity = await installAuth(api, { env, database, hooks: hooks.auth });
      for (const job of identity.jobs) app.jobs.define(job);
      await api.register(authRoutes(identity));
      await api.register(googleRoutes(identity));
      const users = createUsersService({
        repo: createUsersRepo(database.db),
        endSessionsOfUser: identity.auth.endSessionsOfUser,
        photos: createPhotoOwnership(imageUploads),
        areas,
      });
      await api.register(usersRoutes(users));
      await api.register(
        installAccount({
          db: database.db,
          identity,
          notifications: jobs.notifications,
          publicUrl: publicUrl(env),
          adminEmails: env.ADMIN_EMAILS,
          rateLimits: limits,
          hooks: hooks.account,
        }),
      );
      const live = createLiveService({
        database,
        log: app.log,
        maxPerUser: env.LIVE_MAX_PER_USER,
        maxConnections: env.LIVE_MAX_CONNECTIONS,
        beforeReconnect: hooks.live?.beforeReconnect,
        beforeCatchUp: hooks.live?.beforeCatchUp,
      });
      await live.start();
      app.decorate('live', live);
      // The bell's notifications are live events too (written in their event's transaction).
      jobs.inbox.publishWith((on, userIds, type, refId) => live.publish(on, userIds, type, refId));
      // Open streams end first, or closing would wait for them.
      app.addHook('preClose', () => live.close());
      await api.register(fastifySse);
      await api.register(liveRoutes({ live }));
      await api.register(healthRoutes(database));
      await api.register(brandsRoutes(brands));
      await api.register(areasRoutes(areas));
      await api.register(
        listingsRoutes(listings, { reports: createReportRateLimiter(database.db, limits) }),
      );
      const bookings = createBookingsService(
        createBookingsRepo(database.db, jobs.notifications),
        listings,
        // The timeline's next step reads the handover's clock.
        { ...hooks.bookings, now: hooks.handover?.now },
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
        adminRoutes(
          createAdminService(
            createAdminRepo(database.db, jobs.notifications, trust, hooks.admin),
            listings,
          ),
        ),
      );
      await api.register(
        imeiRoutes(imei, { stolen: createStolenReportRateLimiter(database.db, limits) }),
      );
      await api.register(jobs.routes);
      // The bell, saved searches and their alerts (issue 18 parts 4 and 5).
      await api.register(notificationsRoutes(jobs.inbox));
      const savedSearches = createSavedSearchesService({
        repo: createSavedSearchesRepo(database.db),
        listings,
        brands,
        areas,
        inbox: jobs.inbox,
        database: database.db,
        publicUrl: publicUrl(env),
      });
      for (const job of savedSearchJobs(savedSearches)) app.jobs.define(job);
      await api.register(savedSearchesRoutes(savedSearches));
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
        notifications: jobs.notifications,
        changed: (tags) => publicCache.changed(tags),
        photoOwnership: createPhotoOwnership(imageUploads),
        hooks: hooks.handover,
      });
      for (const job of sale.jobs) app.jobs.define(job);
      // Meeting times and no-show claims lock the sale as the handover does (decision 052).
      const meetings = createMeetingsService({
        repo: createMeetingsRepo(database.db),
        sales: sale.sales,
        notifications: jobs.notifications,
        publicUrl: publicUrl(env),
        now: hooks.handover?.now,
      });
      app.jobs.define(meetingRemindJob(meetings));
      await api.register(paymentsRoutes({ ...payments, handover: sale.handover }));
      await api.register(sale.routes);
      await api.register(
        // The calendar file's plain link is signed in by the session cookie (decision 055).
        meetingsRoutes(meetings, (req) =>
          identity.auth.sessionUserId(req.cookies[identity.cookie.name]),
        ),
      );
      const offers = createOffers({
        database,
        listings,
        notifications: jobs.notifications,
        rateLimits: limits,
        // The offers' 48 hours run on the handover's clock unless a test gives them their own.
        hooks: { now: hooks.handover?.now, ...hooks.offers },
      });
      for (const job of offers.jobs) app.jobs.define(job);
      await api.register(offers.routes);
      // Pausing listings and suspending members (decision 058).
      const visibility = createVisibility({
        db: database.db,
        listings,
        jobs: app.jobs,
        notifications: jobs.notifications,
        flush: () => publicCache.changed(),
        hooks: hooks.visibility,
      });
      await api.register(visibility.routes);
      const chat = createConversations({
        database,
        rateLimits: limits,
        publish: (on, userIds, type, refId) => live.publish(on, userIds, type, refId),
        // The bell and the hourly email of a new message are the notifications feature's.
        notifyNewMessage: (on, message) => jobs.inbox.notifyNewMessage(on, message),
        notifications: jobs.notifications,
        hooks: hooks.conversations,
      });
      await api.register(chat.routes);
      await api.register(
        reviewsRoutes(
          createReviewsService({
            repo: createReviewsRepo(database.db, trust, jobs.notifications),
            ...createReviewRateLimiters(database.db, limits),
            now: trust.now,
            settings: trust.settings,
          }),
        ),
      );
      await api.register(
        imageUploadRoutes(createImagesService(imageStore, { records: imageUploads }), {
          maxBytes: env.UPLOAD_MAX_BYTES,
          uploads: createUploadRateLimiter(database.db, limits),
        }),
      );
      const dashboard = createDashboard(database.db, app.log, hooks.dashboard);
      app.decorate('views', dashboard.views);
      dashboard.views.start();
      // The views taken last are written before the database closes.
      app.addHook('onClose', () => dashboard.views.close());
      await api.register(dashboard.routes);
      // The price guide reads the dashboards' clock (tests move it).
      await api.register(
        priceGuideRoutes(
          createPriceGuideService(createPriceGuideRepo(database.db), hooks.dashboard?.now),
        ),
      );
      api.setNotFoundHandler((req) => {
        throw notFound(`No API route ${req.method} ${req.url.split('?')[0]}`);
      });
    },
    { prefix: API_BASE },
  );
}
