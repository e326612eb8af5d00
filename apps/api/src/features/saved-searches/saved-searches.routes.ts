import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeletedAnswer, IdParams } from '@resale-zone/contract/common';
import {
  SavedSearchList,
  SaveSearchAnswer,
  SaveSearchBody,
} from '@resale-zone/contract/saved-searches';
import type { SavedSearchesService } from './saved-searches.service.ts';
import { createdOrFound, forUser } from '../../lib/route-options.ts';

/** A person's saved searches: always the caller's own; private, so they keep the public cache. */
export function savedSearchesRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/saved-searches', forUser({ response: { 200: SavedSearchList } }), (req) =>
      service.list(req.user!),
    );

    app.post(
      '/saved-searches',
      forUser(
        {
          body: SaveSearchBody,
          response: { 200: SaveSearchAnswer, 201: SaveSearchAnswer },
        },
        'keeps',
      ),
      async (req, reply) => createdOrFound(reply, await service.save(req.user!, req.body.query)),
    );

    app.delete(
      '/saved-searches/:id',
      forUser({ params: IdParams, response: { 200: DeletedAnswer } }, 'keeps'),
      async (req) => ({
        acknowledged: true,
        deletedCount: await service.remove(req.user!, req.params.id),
      }),
    );
  };
}
