import type { FastifyInstance } from 'fastify';
import { isCacheableRule } from './public-cache.ts';

/**
 * Answers that may depend on who asks are never stored by a browser or a shared cache
 * (`Cache-Control: no-store`, security review item 6). Registered once on the API scope, it marks
 * every API answer except those of routes that declare `config: { publicCache: { tags } }`: their
 * answer is the same for every caller and keeps its caching (ETag, public cache). An answer whose
 * route already chose a Cache-Control keeps that choice.
 */
export function installNoStore(api: FastifyInstance) {
  api.addHook('onSend', async (req, reply) => {
    if (isCacheableRule(req.routeOptions.config?.publicCache)) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
