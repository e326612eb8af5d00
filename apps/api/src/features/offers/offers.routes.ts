import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@resale-zone/contract/common';
import {
  CounterOfferBody,
  CreateOfferBody,
  Offer,
  OfferList,
  OfferSettings,
  OfferTerms,
} from '@resale-zone/contract/offers';
import type { Db } from '../../db/client.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import { requireRole } from '../../lib/auth-guards.ts';
import type { OffersService } from './offers.service.ts';
import { forUser } from '../../lib/route-options.ts';

/** New offers per buyer (numbers in docs; RATE_LIMIT=off disables them). */
export function createOfferRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return createRateLimiter(
    db,
    {
      name: 'offer',
      points: 30,
      durationSeconds: 60 * 60,
      message: 'Too many offers in a short time. Try again later.',
    },
    { enabled },
  );
}

/** Offers below the asking price (decision 054). No public answer shows offers: writes keep. */
export function offersRoutes(offers: OffersService, limit: RateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    const keeps = { publicCache: 'keeps' as const };
    const answer = { 200: Offer };

    app.get(
      '/offer-terms/:id',
      forUser({ params: IdParams, response: { 200: OfferTerms } }),
      (req) => offers.terms(req.user!, req.params.id),
    );

    app.post(
      '/offers',
      {
        config: keeps,
        onRequest: requireRole('buyer', 'seller'),
        schema: { body: CreateOfferBody, response: { 201: Offer } },
      },
      async (req, reply) => {
        await limit.consume(req.user!.id);
        return reply.code(201).send(await offers.create(req.user!, req.body));
      },
    );

    app.get('/offers', forUser({ response: { 200: OfferList } }), (req) => offers.mine(req.user!));

    app.get('/offers/received', forUser({ response: { 200: OfferList } }), (req) =>
      offers.received(req.user!),
    );

    app.post(
      '/offers/:id/counter',
      forUser({ params: IdParams, body: CounterOfferBody, response: answer }, 'keeps'),
      (req) => offers.counter(req.user!, req.params.id, req.body.price),
    );

    for (const move of ['accept', 'decline', 'withdraw'] as const) {
      app.post(
        `/offers/:id/${move}`,
        forUser({ params: IdParams, response: answer }, 'keeps'),
        (req) => offers[move](req.user!, req.params.id),
      );
    }

    app.get(
      '/offer-settings/:id',
      forUser({ params: IdParams, response: { 200: OfferSettings } }),
      (req) => offers.settings(req.user!, req.params.id),
    );

    app.put(
      '/offer-settings/:id',
      forUser({ params: IdParams, body: OfferSettings, response: { 200: OfferSettings } }, 'keeps'),
      (req) => offers.saveSettings(req.user!, req.params.id, req.body),
    );
  };
}
