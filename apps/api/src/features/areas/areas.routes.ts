import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Area,
  AreaBody,
  AreaList,
  MeetingSpot,
  MeetingSpotBody,
  MeetingSpotList,
  MeetingSpotsQuery,
  RemoveAreaAnswer,
  RetireAreaBody,
} from '@resale-zone/contract/areas';
import { DeletedAnswer, IdParams } from '@resale-zone/contract/common';
import { reportChanges } from '../../lib/public-cache.ts';
import type { AreasService } from './areas.service.ts';
import { forAdmin } from '../../lib/route-options.ts';

/** The public cache's tag of the area and spot lists. */
export const AREAS_TAG = 'areas';

/**
 * `GET /areas` and `GET /meeting-spots` (public, cached) and the admins' `/admin/areas` and
 * `/admin/meeting-spots` writes. An area's change flushes the cache (its name shows on every
 * cached listing page); a spot's change reports the lists' tag only.
 */
export function areasRoutes(areas: AreasService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/areas',
      {
        config: { publicCache: { tags: () => [AREAS_TAG] } },
        schema: { response: { 200: AreaList } },
      },
      () => areas.list(),
    );

    app.get(
      '/meeting-spots',
      {
        config: { publicCache: { tags: () => [AREAS_TAG] } },
        schema: { querystring: MeetingSpotsQuery, response: { 200: MeetingSpotList } },
      },
      (req) => areas.spots(req.query.area),
    );

    app.get('/admin/areas', forAdmin({ response: { 200: AreaList } }), () => areas.list(true));

    app.post(
      '/admin/areas',
      forAdmin({ body: AreaBody, response: { 201: Area } }, 'flushes'),
      async (req, reply) => reply.code(201).send(await areas.add(req.user!, req.body)),
    );

    app.put(
      '/admin/areas/:id',
      forAdmin({ params: IdParams, body: AreaBody, response: { 200: Area } }, 'flushes'),
      (req) => areas.rename(req.user!, req.params.id, req.body),
    );

    app.put(
      '/admin/areas/:id/retired',
      forAdmin({ params: IdParams, body: RetireAreaBody, response: { 200: Area } }, 'flushes'),
      (req) => areas.setRetired(req.user!, req.params.id, req.body.retired),
    );

    app.delete(
      '/admin/areas/:id',
      forAdmin({ params: IdParams, response: { 200: RemoveAreaAnswer } }, 'flushes'),
      async (req) => ({ outcome: await areas.remove(req.user!, req.params.id) }),
    );

    app.post(
      '/admin/meeting-spots',
      forAdmin({ body: MeetingSpotBody, response: { 201: MeetingSpot } }, 'reports'),
      async (req, reply) => {
        const spot = await areas.addSpot(req.user!, req.body);
        reportChanges(reply, [AREAS_TAG]);
        return reply.code(201).send(spot);
      },
    );

    app.put(
      '/admin/meeting-spots/:id',
      forAdmin(
        { params: IdParams, body: MeetingSpotBody, response: { 200: MeetingSpot } },
        'reports',
      ),
      async (req, reply) => {
        const spot = await areas.editSpot(req.user!, req.params.id, req.body);
        reportChanges(reply, [AREAS_TAG]);
        return spot;
      },
    );

    app.delete(
      '/admin/meeting-spots/:id',
      forAdmin({ params: IdParams, response: { 200: DeletedAnswer } }, 'reports'),
      async (req, reply) => {
        await areas.removeSpot(req.user!, req.params.id);
        reportChanges(reply, [AREAS_TAG]);
        return { acknowledged: true, deletedCount: 1 };
      },
    );
  };
}
