import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingList, Booking, CreateBookingBody, OrderList } from '@resale-zone/contract/bookings';
import { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import {
  DeletedAnswer,
  IdParams,
  InsertedAnswer,
  OptionalEmailQuery,
} from '@resale-zone/contract/common';
import { requireRole } from '../../lib/auth-guards.ts';
import type { Db } from '../../db/client.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import type { BookingsService } from './bookings.service.ts';
import { forUser } from '../../lib/route-options.ts';

export interface BookingsLimits {
  /** New bookings per buyer. */
  bookings: RateLimiter;
}

/** New bookings per buyer (numbers in docs; RATE_LIMIT=off disables them). */
export function createBookingRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return createRateLimiter(
    db,
    {
      name: 'booking',
      points: 30,
      durationSeconds: 60 * 60,
      message: 'Too many bookings in a short time. Try again later.',
    },
    { enabled },
  );
}

export function bookingsRoutes(
  bookings: BookingsService,
  limits: BookingsLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    // No public answer shows bookings (a sale shows, and the payment that makes it invalidates).
    app.post(
      '/booking',
      {
        config: { publicCache: 'keeps' },
        // People both buy and sell (product.md §7): a seller books other people's phones too.
        onRequest: requireRole('buyer', 'seller'),
        schema: { body: CreateBookingBody, response: { 201: InsertedAnswer } },
      },
      async (req, reply) => {
        await limits.bookings.consume(req.user!.id);
        const { id } = await bookings.create(req.user!, req.body);
        return reply.code(201).send({ acknowledged: true, insertedId: id });
      },
    );

    app.get(
      '/bookings',
      forUser({ querystring: OptionalEmailQuery, response: { 200: BookingList } }),
      (req) => bookings.list(req.user!, req.query.email),
    );

    app.get('/bookings/:id', forUser({ params: IdParams, response: { 200: Booking } }), (req) =>
      bookings.get(req.user!, req.params.id),
    );

    app.get(
      '/bookings/:id/timeline',
      forUser({ params: IdParams, response: { 200: BookingTimeline } }),
      (req) => bookings.timeline(req.user!, req.params.id),
    );

    app.delete(
      '/booking/:id',
      forUser({ params: IdParams, response: { 200: DeletedAnswer } }, 'keeps'),
      async (req) => ({
        acknowledged: true,
        deletedCount: (await bookings.remove(req.user!, req.params.id)).deletedCount,
      }),
    );

    app.get(
      '/order',
      {
        onRequest: requireRole('seller'),
        schema: { querystring: OptionalEmailQuery, response: { 200: OrderList } },
      },
      (req) => bookings.orders(req.user!, req.query.email),
    );
  };
}
