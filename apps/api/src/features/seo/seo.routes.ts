import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SitemapFileParams } from '@resale-zone/contract/seo';
import { notFound } from '../../lib/http-error.ts';
import { tags } from '../../lib/listing-tags.ts';
import type { SeoService } from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep these for a few minutes; the server's own copy goes with any listing write. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * `/robots.txt`, `/sitemap.xml` and the sitemaps it names, outside the API's base path. URLs are
 * on the configured public origin (the same as the pages' canonical links), never on a request's
 * Host header: the answers are cached by path, and a forged host would reach every crawler.
 */
export function seoRoutes(seo: SeoService, origin: string): FastifyPluginAsyncZod {
  const config = { publicCache: { tags: () => [tags.sitemap] } };

  return async (app) => {
    // Only the origin in it, which changes with a restart: no tag, a full flush empties it.
    app.get('/robots.txt', { config: { publicCache: { tags: () => [] } } }, (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(seo.robots(origin)),
    );

    app.get('/sitemap.xml', { config }, async (_req, reply) =>
      reply
        .type(XML)
        .header('cache-control', CACHE_CONTROL)
        .send(await seo.index(origin)),
    );

    app.get(
      '/sitemaps/:file',
      { config, schema: { params: SitemapFileParams } },
      async (req, reply) => {
        const xml = await seo.sitemap(origin, req.params.file);
        if (xml === null) throw notFound(`No sitemap ${req.params.file}`);
        return reply.type(XML).header('cache-control', CACHE_CONTROL).send(xml);
      },
    );
  };
}
