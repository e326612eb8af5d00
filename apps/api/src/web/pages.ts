import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@resale-zone/contract/api-paths';
import { publicUrl, type Env } from '../env.ts';
import { notFound } from '../lib/http-error.ts';
import { cacheKey, type AnswerStore } from '../lib/public-cache.ts';
import { createServerRenderer } from './server-render.ts';

/** Where Vite puts the content-hashed files (their names change with their content). */
const HASHED_ASSETS = '/assets/';

export interface PagesOptions {
  env: Env;
  /** The public answer cache's store: a rendered page goes with the answers it shows. */
  store: AnswerStore;
  /** True when a listing existed and was deleted: its page answers 410 Gone instead of 404. */
  isDeletedListing?: (id: string) => Promise<boolean>;
}

/**
 * The built web app. Hashed assets are cached for a year and never revalidated (`immutable`); every
 * other file, and the page itself, is `no-cache` (revalidated each time, a 304 when unchanged), so a
 * new release shows on the next load. Files are looked up per request, so a rebuild while the
 * server runs is served at once. An unknown hashed asset gets a 404, never the page, so that a
 * stale tab's missing chunk fails as a chunk.
 *
 * Pages are rendered on the server (decision 017) as a signed-out visitor sees them, with their
 * status (404 for unknown pages and listings, 410 for deleted listings), and kept in the public
 * cache's store with the tags of the API answers they show, so a write that invalidates one of
 * those (on any instance) removes the page too; a page that showed an untagged answer is not kept.
 * Without a server build, or when a render fails, the plain index.html is sent and the browser
 * renders the page.
 */
export function registerPages(
  app: FastifyInstance,
  { env, store, isDeletedListing }: PagesOptions,
) {
  const root = path.resolve(env.WEB_DIST);
  const hasSpa = fs.existsSync(path.join(root, 'index.html'));
  const assetsDir = path.join(root, HASHED_ASSETS);
  const renderer = createServerRenderer(app, root, publicUrl(env));
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

  // The plain page, with its ETag and Last-Modified, so that a revalidation is a 304.
  const sendShell = (reply: FastifyReply) => reply.code(200).sendFile('index.html');

  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = `page:${cacheKey(req.url)}`;
    const hit = store.get(key);
    if (hit) {
      const body = await renderer.withCss(hit.body.toString());
      return sendHtml(req, reply, 200, body, hit.headers.etag!, 'HIT');
    }
    const startedAt = store.generation;
    let rendered;
    try {
      rendered = await renderer.render(req.url);
    } catch (err) {
      req.log.error({ err }, 'server render failed: sending the plain page');
      return sendShell(reply);
    }
    if (!rendered) return sendShell(reply);
    let status = rendered.status;
    const missing = rendered.missingListing;
    if (missing && isDeletedListing && (await isDeletedListing(missing))) status = 410;
    const body = await renderer.withCss(rendered.html);
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    // Only complete public content pages are kept (404s for made-up addresses would only crowd out
    // real ones; a mailed link's token must not become a cache key), and without their inline CSS
    // (withCss puts it back).
    const keep = status === 200 && rendered.cacheable && rendered.tags !== null;
    if (keep) {
      const page = { body: Buffer.from(rendered.html), headers: { etag } };
      store.set(key, page, startedAt, rendered.tags ?? []);
    }
    return sendHtml(req, reply, status, body, etag, store.isOpen && keep ? 'MISS' : 'BYPASS');
  };

  if (hasSpa) app.get('/', sendPage);
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? req.url;
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith(`${API_BASE}/`) &&
      !pathname.startsWith(HASHED_ASSETS);
    if (!wantsPage) throw notFound(`No route ${req.method} ${pathname}`);
    if (!hasSpa) throw notFound('The web app is not built: run `npm run build`.');
    return sendPage(req, reply);
  });
}

function sendHtml(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: string,
  etag: string,
  cache: 'HIT' | 'MISS' | 'BYPASS',
) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('x-cache', cache);
  if (status === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(body);
}
