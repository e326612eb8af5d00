import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@resale-zone/contract/api-paths';

/** What another client may send: bearer tokens and JSON (or multipart uploads). */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-None-Match';
/** Headers of our answers a cross-origin script may read (paging, caching, support requests). */
const EXPOSED_HEADERS = 'ETag, X-Request-Id, X-Total-Count, X-Next-Cursor';
/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the API (decision: bearer tokens only). Listed origins may call it from a browser;
 * `Access-Control-Allow-Credentials` is never sent, so the browser never attaches our cookies (the
 * session stays usable only by our own pages). Other origins get no CORS header at all, and the
 * browser keeps the answer from their scripts. Images need none: `<img>` loads them without CORS.
 */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const isApi = (req: FastifyRequest) => req.url === API_BASE || req.url.startsWith(`${API_BASE}/`);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isApi(req)) return;
    // The answer depends on the Origin asked from: shared caches must keep them apart.
    reply.header('vary', 'Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      // The preflight: what the real request may use; it carries no body and reaches no route.
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  });
}
