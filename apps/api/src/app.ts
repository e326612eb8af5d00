import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { publicUrl } from './env.ts';
import { EARLY_ERROR_HEADERS, errorHandler } from './lib/error-handler.ts';
import { installCors } from './lib/cors.ts';
import { trackInFlight } from './lib/in-flight.ts';
import { redactingDestination } from './lib/logger.ts';
import { closeUnusedConnectionsOnClose } from './lib/unused-connections.ts';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from './lib/compressed-hits.ts';
import { registerPages } from './web/pages.ts';
import { installApiDocs } from './features/docs/docs.install.ts';
import { installMetrics } from './features/metrics/metrics.install.ts';
import { createSeoService } from './features/seo/seo.service.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { installJobsAndMail } from './app/jobs.ts';
import { createImageStore } from './features/images/create-image-store.ts';
import { imageFileRoutes } from './features/images/images.routes.ts';
import { installSecurityHeaders } from './app/security-headers.ts';
import { registerApi } from './app/api.ts';
import { createCoreServices } from './app/core-services.ts';
import type { AppDeps } from './app/app-types.ts';

export type { AppDeps, AppHooks } from './app/app-types.ts';

/** JSON bodies are small in this API; uploads have their own, larger limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The whole server on one origin: security headers, compression and CORS, then the API
 * (`app/api.ts`), robots.txt and the sitemaps, stored images, and the server-rendered pages.
 */
export async function buildApp({
  env,
  database,
  logger,
  hooks = {},
  jobs: jobsOptions,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === false
      ? { logger: false }
      : logger
        ? { loggerInstance: logger }
        : { logger: { level: env.LOG_LEVEL, stream: redactingDestination(process.stdout) } }),
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
  // First: graceful shutdown waits for every write's work, also after its client has left.
  trackInFlight(app);
  closeUnusedConnectionsOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  if (hooks.onRoute) app.addHook('onRoute', hooks.onRoute);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  installSecurityHeaders(app, env);
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
  });
  // Other web clients listed in CORS_ORIGINS (bearer tokens, no credentials).
  installCors(app, env.CORS_ORIGINS);

  // Before every route: the OpenAPI document is collected as routes register.
  await installApiDocs(app);
  // Before every route too: it times them all (off unless METRICS_TOKEN is set).
  installMetrics(app, { token: env.METRICS_TOKEN, database });

  const imageStore = createImageStore(env);
  app.addHook('onClose', async () => imageStore.close?.());
  // The listing rules, shared by the API, the sitemaps and the listing pages.
  const core = createCoreServices(env, database, hooks, app.log);
  // Jobs and mail: the services below queue mail in their transactions.
  const jobs = await installJobsAndMail(app, { env, database, options: jobsOptions });

  await registerApi(app, { ...core, env, database, hooks, jobs, imageStore });

  // robots.txt and the sitemaps, from the public cache like the API's public lists.
  await app.register(async (site) => {
    app.publicCache.serve(site);
    await site.register(fastifyEtag, { weak: true });
    await site.register(seoRoutes(createSeoService({ listings: core.listings }), publicUrl(env)));
  });

  // Stored images at /images/<name>, from disk or the bucket (so that instances share uploads).
  await app.register(imageFileRoutes(imageStore), { prefix: '/images' });
  registerPages(app, { env, store: app.publicCache.store, isDeletedListing: core.listings.isGone });
  return app;
}
