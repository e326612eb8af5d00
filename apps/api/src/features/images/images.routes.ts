import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageUploadAnswer } from '@resale-zone/contract/images';
import { notFound } from '../../lib/http-error.ts';
import { IMAGE_CACHE_CONTROL, isImageKey, type ImageStore } from './image-store.ts';
import type { ImagesService } from './images.service.ts';
import { readImageUpload, refuseOversizedRequest } from './read-upload.ts';

/** `POST /images` (under the API base): the spec's image host, built in. */
export function imageUploadRoutes(
  images: ImagesService,
  options: { maxBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin's routes parse multipart bodies.
    await app.register(fastifyMultipart);

    app.post(
      '/images',
      {
        schema: { response: { 200: ImageUploadAnswer } },
        onRequest: async (req) => refuseOversizedRequest(req, options.maxBytes),
      },
      async (req) => {
        const file = await readImageUpload(req, options.maxBytes);
        return { success: true, data: await images.upload(file) };
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
