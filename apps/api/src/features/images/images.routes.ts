import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageUploadAnswer } from '@resale-zone/contract/images';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import { requireUser, signedInUser } from '../../lib/auth-guards.ts';
import { IMAGE_CACHE_CONTROL, isImageKey, type ImageStore } from './image-store.ts';
import type { ImagesService } from './images.service.ts';
import { readImageUpload, refuseOversizedRequest } from './read-upload.ts';

/** security.md §6: uploads, 30 per 30 minutes per user. */
export function createUploadRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return createRateLimiter(
    db,
    {
      name: 'upload',
      points: 30,
      durationSeconds: 30 * 60,
      message: 'Too many uploads. Try again in a while.',
    },
    { enabled },
  );
}

export interface ImageUploadOptions {
  maxBytes: number;
  /** Counts every upload attempt of a user, before its body is read. */
  uploads: RateLimiter;
}

/** `POST /images` (under the API base): the spec's image host, built in, for signed-in users. */
export function imageUploadRoutes(
  images: ImagesService,
  options: ImageUploadOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin's routes parse multipart bodies.
    await app.register(fastifyMultipart);

    // An upload is in no public answer until a listing names it (that write invalidates).

    app.post(
      '/images',
      {
        config: { publicCache: 'keeps' },
        schema: { response: { 200: ImageUploadAnswer } },
        onRequest: async (req) => refuseOversizedRequest(req, options.maxBytes),
        preHandler: [requireUser, async (req) => options.uploads.consume(signedInUser(req).id)],
      },
      async (req) => {
        const file = await readImageUpload(req, options.maxBytes);
        return { success: true, data: await images.upload(file, signedInUser(req).id) };
      },
    );
  };
}

/**
 * `GET /images/<name>`: stored images, from local disk or the bucket alike, with long-lived
 * caching (a name never changes content) and nosniff.
 */
export function imageFileRoutes(store: ImageStore): FastifyPluginAsync {
  return async (app) => {
    app.setNotFoundHandler((req) => {
      throw notFound(`No image at ${req.url.split('?')[0]}`);
    });

    app.get<{ Params: { name: string } }>('/:name', async (req, reply) => {
      const { name } = req.params;
      const image = isImageKey(name) ? await store.get(name) : null;
      if (!image) throw notFound(`No image at ${req.url.split('?')[0]}`);
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        // Public photos that other sites and clients may show in <img> (every other answer keeps
        // helmet's same-origin).
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(image.contentType);
      if (image.etag) {
        reply.header('etag', image.etag);
        if (matchesEtag(req.headers['if-none-match'], image.etag)) {
          image.body.destroy();
          return reply.code(304).send();
        }
      }
      if (image.size !== undefined) reply.header('content-length', image.size);
      return reply.send(image.body);
    });
  };
}

/** `If-None-Match` may list several validators, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((v) => v.trim() === etag || v.trim() === '*');
}
