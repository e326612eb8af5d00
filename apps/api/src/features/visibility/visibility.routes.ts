import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuspendAnswer, SuspendBody } from '@resale-zone/contract/admin';
import { IdParams, ModifiedAnswer } from '@resale-zone/contract/common';
import { reportChanges } from '../../lib/public-cache.ts';
import { requireRole } from '../../lib/auth-guards.ts';
import { changeTags } from '../../lib/listing-tags.ts';
import type { VisibilityService } from './visibility.service.ts';

/**
 * Pause, resume and "sold elsewhere" beside the spec's `PUT /addproduct/advertise/{id}`, and an
 * admin's suspensions (decision 058).
 */
export function visibilityRoutes(visibility: VisibilityService): FastifyPluginAsyncZod {
  return async (app) => {
    const moves = {
      pause: visibility.pause,
      resume: visibility.resume,
      'sold-elsewhere': visibility.sellElsewhere,
    } as const;
    for (const [path, move] of Object.entries(moves)) {
      app.put(
        `/addproduct/${path}/:id`,
        {
          onRequest: requireRole('seller'),
          config: { publicCache: 'reports' },
          schema: { params: IdParams, response: { 200: ModifiedAnswer } },
        },
        async (req, reply) => {
          const { modifiedCount, changed } = await move(req.user!, req.params.id);
          reportChanges(reply, changeTags([changed]));
          return { acknowledged: true, modifiedCount };
        },
      );
    }

    app.put(
      '/suspensions/:id',
      {
        onRequest: requireRole('admin'),
        // Their phones in every brand, featured ones, their pages: too wide to tag.
        config: { publicCache: 'flushes' },
        schema: { params: IdParams, body: SuspendBody, response: { 200: SuspendAnswer } },
      },
      async (req) => {
        const { days, reason } = req.body;
        const done = await visibility.suspend(req.user!, req.params.id, days, reason);
        return { acknowledged: true, ...done };
      },
    );

    app.delete(
      '/suspensions/:id',
      {
        onRequest: requireRole('admin'),
        config: { publicCache: 'flushes' },
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        ...(await visibility.lift(req.user!, req.params.id)),
      }),
    );
  };
}
