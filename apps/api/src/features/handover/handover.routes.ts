import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Booking, Order } from '@resale-zone/contract/bookings';
import { IdParams, ModifiedAnswer } from '@resale-zone/contract/common';
import {
  ChecklistAnswer,
  ChecklistBody,
  DecideDisputeBody,
  Dispute,
  DisputeAnswerBody,
  DisputeBody,
  DisputeConversation,
  DisputeList,
  ReopenDisputeBody,
  HandoverAnswer,
  HandoverBody,
  Receipt,
  ReleaseBody,
} from '@resale-zone/contract/handover';
import { forAdmin, forUser } from '../../lib/route-options.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import { reportListingChanges } from '../../lib/listing-tags.ts';
import type { DisputesService } from './disputes.service.ts';
import type { HandoverService } from './handover.service.ts';

/**
 * The meetup and after (decision 022). Buyer and seller are told apart by the booking, not by the
 * account type (people both buy and sell), so the routes need a signed-in user and the services
 * check the side. None of these answers is public; the moves that change a listing report it.
 */
export function handoverRoutes(deps: {
  handover: HandoverService;
  disputes: DisputesService;
  bookings: BookingsService;
}): FastifyPluginAsyncZod {
  const { handover, disputes, bookings } = deps;
  return async (app) => {
    app.get(
      '/bookings/:id/handover',
      forUser({ params: IdParams, response: { 200: HandoverAnswer } }),
      (req) => handover.panel(req.user!, req.params.id),
    );

    app.post(
      '/bookings/:id/checklist',
      forUser(
        { params: IdParams, body: ChecklistBody, response: { 200: ChecklistAnswer } },
        'keeps',
      ),
      async (req) => ({ code: await handover.checklist(req.user!, req.params.id, req.body) }),
    );

    app.post(
      '/orders/:id/handover',
      forUser(
        { params: IdParams, body: HandoverBody, response: { 200: ModifiedAnswer } },
        'reports',
      ),
      async (req, reply) => {
        reportListingChanges(
          reply,
          await handover.enterCode(req.user!, req.params.id, req.body.code),
        );
        return { acknowledged: true, modifiedCount: 1 };
      },
    );

    app.post(
      '/bookings/:id/cancel',
      forUser({ params: IdParams, body: ReleaseBody, response: { 200: Booking } }, 'reports'),
      async (req, reply) => {
        reportListingChanges(
          reply,
          await handover.cancel(req.user!, req.params.id, req.body.reason),
        );
        return bookings.get(req.user!, req.params.id);
      },
    );

    app.post(
      '/orders/:id/decline',
      forUser({ params: IdParams, body: ReleaseBody, response: { 200: Order } }, 'reports'),
      async (req, reply) => {
        reportListingChanges(
          reply,
          await handover.decline(req.user!, req.params.id, req.body.reason),
        );
        return bookings.order(req.user!, req.params.id);
      },
    );

    app.get(
      '/bookings/:id/receipt',
      forUser({ params: IdParams, response: { 200: Receipt } }),
      (req) => disputes.receipt(req.user!, req.params.id),
    );

    app.post(
      '/bookings/:id/dispute',
      forUser({ params: IdParams, body: DisputeBody, response: { 201: Dispute } }, 'keeps'),
      async (req, reply) =>
        reply.code(201).send(await disputes.report(req.user!, req.params.id, req.body)),
    );

    app.post(
      '/bookings/:id/dispute/answer',
      forUser({ params: IdParams, body: DisputeAnswerBody, response: { 200: Dispute } }, 'keeps'),
      (req) => disputes.answer(req.user!, req.params.id, req.body),
    );

    app.get(
      '/bookings/:id/dispute',
      forUser({ params: IdParams, response: { 200: Dispute } }),
      (req) => disputes.forBooking(req.user!, req.params.id),
    );

    app.get('/admin/disputes', forAdmin({ response: { 200: DisputeList } }), () => disputes.list());

    app.get(
      '/admin/disputes/:id/conversation',
      forAdmin({ params: IdParams, response: { 200: DisputeConversation } }),
      (req) => disputes.conversation(req.user!, req.params.id),
    );

    app.post(
      '/admin/disputes/:id/decide',
      forAdmin({ params: IdParams, body: DecideDisputeBody, response: { 200: Dispute } }, 'keeps'),
      (req) => disputes.decide(req.user!, req.params.id, req.body),
    );

    app.post(
      '/admin/disputes/:id/reopen',
      forAdmin({ params: IdParams, body: ReopenDisputeBody, response: { 200: Dispute } }, 'keeps'),
      (req) => disputes.reopen(req.user!, req.params.id, req.body),
    );
  };
}
