import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '@resale-zone/contract/api-paths';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { EARLY_ERROR_HEADERS, errorHandler } from './lib/error-handler.ts';
import { installPublicCache, type PublicCache } from './lib/public-cache.ts';
import { notFound } from './lib/http-error.ts';
import { refuseNulCharacters } from './lib/refuse-nul.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createListingsRepo } from './features/listings/listings.repo.ts';
import { createListingsService } from './features/listings/listings.service.ts';
import { listingsRoutes } from './features/listings/listings.routes.ts';
import { installAuth } from './features/auth/auth.install.ts';
import type { AuthHooks } from './features/auth/auth.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { googleRoutes } from './features/auth/google.routes.ts';
import { createUsersRepo } from './features/users/users.repo.ts';
import { createUsersService } from './features/users/users.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createRateLimiter, installRateLimiting } from './lib/rate-limit.ts';
import { createBookingsRepo } from './features/bookings/bookings.repo.ts';
import { createBookingsService, type BookingsHooks } from './features/bookings/bookings.service.ts';
import { bookingsRoutes } from './features/bookings/bookings.routes.ts';
import { createAdminRepo } from './features/admin/admin.repo.ts';
import { createAdminService } from './features/admin/admin.service.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { createPaymentsRepo } from './features/payments/payments.repo.ts';
import { createPaymentsService, type PaymentsHooks } from './features/payments/payments.service.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createTestModeProvider } from './features/payments/test-mode-provider.ts';
import { createWishlistRepo } from './features/wishlist/wishlist.repo.ts';
import { createWishlistService, type WishlistHooks } from './features/wishlist/wishlist.service.ts';
import { wishlistRoutes } from './features/wishlist/wishlist.routes.ts';
import { createImageStore } from './features/images/create-image-store.ts';
import { createImagesService } from './features/images/images.service.ts';
import {
  createUploadRateLimiter,
  imageFileRoutes,
  imageUploadRoutes,
} from './features/images/images.routes.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  /** The process logger (pino); `false` for silence in tests. */
  logger?: FastifyBaseLogger | false;
  /** Test seams that widen race windows (security.md item 23); never set in production. */
  hooks?: AppHooks;
}

export interface AppHooks {
  auth?: AuthHooks;
  bookings?: BookingsHooks;
  payments?: PaymentsHooks;
  wishlist?: WishlistHooks;
  /** Sees each route as it is registered (tests enumerate every endpoint with its schemas). */
  onRoute?: (route: RouteOptions) => void;
  publicCache?: { beforeReconnect?: () => Promise<void> };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answer cache of this instance (tests and benchmarks read its stats). */
    publicCache: PublicCache;
  }
}

/**
 * Writes that cannot change any public answer: they leave the public cache alone. A route belongs
 * here only while no public answer (lists, search, listing detail) shows what it writes.
 */
const KEEPS_PUBLIC_CACHE = [
  '/auth/sign-up',
  '/auth/sign-in',
  '/auth/sign-out',
  '/images',
  '/wishlist/:id',
].map((url) => `${API_BASE}${url}`);

/** Abuse limits per user (numbers in docs; RATE_LIMIT=off disables them). */
const BOOKING_LIMIT = {
  name: 'booking',
  points: 30,
  durationSeconds: 60 * 60,
  message: 'Too many bookings in a short time. Try again later.',
};
const REPORT_LIMIT = {
  name: 'report',
  points: 20,
  durationSeconds: 60 * 60,
  message: 'Too many reports in a short time. Try again later.',
};

const CARD_ATTEMPT_LIMIT = {
  name: 'card-attempt',
  points: 20,
  durationSeconds: 15 * 60,
  message: 'Too many card attempts. Wait a few minutes and try again.',
};

/**
 * Stripe when its three keys are configured, the offline test mode otherwise. Stripe's SDK is
 * loaded only then (a quarter of a second of start-up otherwise).
 */
async function createPayments(
  env: Env,
  database: Database,
  bookings: ReturnType<typeof createBookingsService>,
  hooks?: PaymentsHooks,
) {
  const repo = createPaymentsRepo(database.db);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? (await import('./features/payments/stripe-provider.ts')).createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
        })
      : undefined;
  const testProvider = stripe ? undefined : createTestModeProvider(repo);
  const provider = stripe ?? testProvider!;
  return {
    payments: createPaymentsService({ repo, provider, bookings, hooks }),
    stripe,
    testProvider,
    attempts: createRateLimiter(database.db, CARD_ATTEMPT_LIMIT, {
      enabled: env.RATE_LIMIT === 'on',
    }),
  };
}

/** JSON bodies are small in this API; uploads have their own, larger limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp({
  env,
  database,
  logger,
  hooks = {},
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === false
      ? { logger: false }
      : logger
        ? { loggerInstance: logger }
        : { logger: { level: env.LOG_LEVEL } }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    // Only a configured proxy may tell the client address: rate limits key on it.
    trustProxy: env.TRUST_PROXY,
    // A URL that does not decode is answered like every other error (ErrorAnswer naming `url`).
    frameworkErrors: (err, req, reply) =>
      errorHandler(err, req, reply.headers(EARLY_ERROR_HEADERS)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  if (hooks.onRoute) app.addHook('onRoute', hooks.onRoute);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Stripe.js, its card frames and its API, only when Stripe takes the payments (its guidance).
  const stripeCsp = env.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeCsp.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...stripeCsp.connect],
        frameSrc: ["'self'", ...stripeCsp.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin app; cross-origin isolation headers would only get in the way of image CDNs.
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup must stay connected to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  const imageStore = createImageStore(env);
  app.addHook('onClose', async () => imageStore.close?.());

  // The API, under one base path so that no API path collides with a page route.
  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseNulCharacters);
      // Weak ETags on answers (the bytes differ once compressed), and 304 to If-None-Match.
      await api.register(fastifyEtag, { weak: true });
      // Before identity: a cached public answer is sent before anything loads the caller.
      const publicCache = await installPublicCache(api, {
        enabled: env.PUBLIC_CACHE_MB > 0,
        maxBytes: env.PUBLIC_CACHE_MB * 1024 * 1024,
        maxEntries: 5000,
        database,
        keep: KEEPS_PUBLIC_CACHE,
        log: app.log,
        beforeReconnect: hooks.publicCache?.beforeReconnect,
      });
      app.decorate('publicCache', publicCache);
      // Identity first: its hook sets req.user for every route registered below.
      installRateLimiting(api, database.db, { enabled: env.RATE_LIMIT === 'on' });
      const identity = await installAuth(api, { env, database, hooks: hooks.auth });
      await api.register(authRoutes(identity));
      await api.register(googleRoutes(identity));
      const users = createUsersService({
        repo: createUsersRepo(database.db),
        endSessionsOfUser: identity.auth.endSessionsOfUser,
      });
      await api.register(usersRoutes(users));
      await api.register(healthRoutes(database));
      const limits = { enabled: env.RATE_LIMIT === 'on' };
      const listings = createListingsService(createListingsRepo(database.db));
      await api.register(
        listingsRoutes(listings, {
          reports: createRateLimiter(database.db, REPORT_LIMIT, limits),
        }),
      );
      const bookings = createBookingsService(
        createBookingsRepo(database.db),
        listings,
        hooks.bookings,
      );
      await api.register(
        bookingsRoutes(bookings, {
          bookings: createRateLimiter(database.db, BOOKING_LIMIT, limits),
        }),
      );
      await api.register(
        wishlistRoutes(
          createWishlistService(createWishlistRepo(database.db), listings, hooks.wishlist),
        ),
      );
      await api.register(adminRoutes(createAdminService(createAdminRepo(database.db))));
      await api.register(
        paymentsRoutes(await createPayments(env, database, bookings, hooks.payments)),
      );
      await api.register(
        imageUploadRoutes(createImagesService(imageStore), {
          maxBytes: env.UPLOAD_MAX_BYTES,
          uploads: createUploadRateLimiter(database.db, env.RATE_LIMIT === 'on'),
        }),
      );
      api.setNotFoundHandler((req) => {
        throw notFound(`No API route ${req.method} ${req.url.split('?')[0]}`);
      });
    },
    { prefix: API_BASE },
  );

  // Stored images at /images/<name>, from disk or the bucket (so that instances share uploads).
  await app.register(imageFileRoutes(imageStore), { prefix: '/images' });
  registerSpa(app, env);
  return app;
}

/** Where Vite puts the content-hashed files (their names change with their content). */
const HASHED_ASSETS = '/assets/';

/**
 * The built SPA. Hashed assets are cached for a year and never revalidated (`immutable`); every
 * other file, and the page itself, is `no-cache` (revalidated each time, a 304 when unchanged), so a
 * new release shows on the next load. Files are looked up per request, so a rebuild while the
 * server runs is served at once. Unknown paths get the page (client-side routes); an unknown
 * hashed asset gets a 404, never the page, so that a stale tab's missing chunk fails as a chunk.
 */
function registerSpa(app: FastifyInstance, env: Env) {
  const root = path.resolve(env.WEB_DIST);
  const hasSpa = fs.existsSync(path.join(root, 'index.html'));
  const assetsDir = path.join(root, HASHED_ASSETS);
  if (hasSpa) {
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build's manifest (.vite/) is for tooling, not for visitors.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.startsWith(assetsDir);
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The page, with its ETag and Last-Modified, so that a revalidation is a 304.
  const sendPage = (reply: FastifyReply) => reply.code(200).sendFile('index.html');
  if (hasSpa) app.get('/', (_req, reply) => sendPage(reply));
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? req.url;
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith(`${API_BASE}/`) &&
      !pathname.startsWith(HASHED_ASSETS);
    if (!wantsPage) throw notFound(`No route ${req.method} ${pathname}`);
    if (!hasSpa) throw notFound('The web app is not built: run `npm run build`.');
    return sendPage(reply);
  });
}
