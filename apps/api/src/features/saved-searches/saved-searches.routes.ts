import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeletedAnswer, IdParams } from '@resale-zone/contract/common';
import {
  SavedSearchList,
  SaveSearchAnswer,
  SaveSearchBody,
} from '@resale-zone/contract/saved-searches';
import { requireUser } from '../../lib/auth-guards.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** A person's saved searches: always the caller's own; private, so they keep the public cache. */
export function savedSearchesRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/saved-searches',
      { onRequest: requireUser, schema: { response: { 200: SavedSearchList } } },
      (req) => service.list(req.user!),
    );

    app.post(
      '/saved-searches',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: {
          body: SaveSearchBody,
          response: { 200: SaveSearchAnswer, 201: SaveSearchAnswer },
        },
      },
      async (req, reply) => {
        const saved = await service.save(req.user!, req.body.query);
        return reply.code(saved.created ? 201 : 200).send(saved);
      },
    );

    app.delete(
      '/saved-searches/:id',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        deletedCount: await service.remove(req.user!, req.params.id),
      }),
    );
  };
}
