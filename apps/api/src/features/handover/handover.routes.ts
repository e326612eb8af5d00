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
import { reportChanges } from '../../lib/public-cache.ts';
import { requireRole, requireUser } from '../../lib/auth-guards.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import { changeTags } from '../../lib/listing-tags.ts';
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
      { onRequest: requireUser, schema: { params: IdParams, response: { 200: HandoverAnswer } } },
      (req) => handover.panel(req.user!, req.params.id),
    );

    app.post(
      '/bookings/:id/checklist',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, body: ChecklistBody, response: { 200: ChecklistAnswer } },
      },
      async (req) => ({ code: await handover.checklist(req.user!, req.params.id, req.body) }),
    );

    app.post(
      '/orders/:id/handover',
      {
        onRequest: requireUser,
        config: { publicCache: 'reports' },
        schema: { params: IdParams, body: HandoverBody, response: { 200: ModifiedAnswer } },
      },
      async (req, reply) => {
        const changed = await handover.enterCode(req.user!, req.params.id, req.body.code);
        reportChanges(reply, changeTags(changed));
        return { acknowledged: true, modifiedCount: 1 };
      },
    );

    app.post(
      '/bookings/:id/cancel',
      {
        onRequest: requireUser,
        config: { publicCache: 'reports' },
        schema: { params: IdParams, body: ReleaseBody, response: { 200: Booking } },
      },
      async (req, reply) => {
        const changed = await handover.cancel(req.user!, req.params.id, req.body.reason);
        reportChanges(reply, changeTags(changed));
        return bookings.get(req.user!, req.params.id);
      },
    );

    app.post(
      '/orders/:id/decline',
      {
        onRequest: requireUser,
        config: { publicCache: 'reports' },
        schema: { params: IdParams, body: ReleaseBody, response: { 200: Order } },
      },
      async (req, reply) => {
        const changed = await handover.decline(req.user!, req.params.id, req.body.reason);
        reportChanges(reply, changeTags(changed));
        return bookings.order(req.user!, req.params.id);
      },
    );

    app.get(
      '/bookings/:id/receipt',
      { onRequest: requireUser, schema: { params: IdParams, response: { 200: Receipt } } },
      (req) => disputes.receipt(req.user!, req.params.id),
    );

    app.post(
      '/bookings/:id/dispute',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, body: DisputeBody, response: { 201: Dispute } },
      },
      async (req, reply) =>
        reply.code(201).send(await disputes.report(req.user!, req.params.id, req.body)),
    );

    app.post(
      '/bookings/:id/dispute/answer',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, body: DisputeAnswerBody, response: { 200: Dispute } },
      },
      (req) => disputes.answer(req.user!, req.params.id, req.body),
    );

    app.get(
      '/bookings/:id/dispute',
      { onRequest: requireUser, schema: { params: IdParams, response: { 200: Dispute } } },
      (req) => disputes.forBooking(req.user!, req.params.id),
    );

    app.get(
      '/admin/disputes',
      { onRequest: requireRole('admin'), schema: { response: { 200: DisputeList } } },
      () => disputes.list(),
    );

    app.get(
      '/admin/disputes/:id/conversation',
      {
        onRequest: requireRole('admin'),
        schema: { params: IdParams, response: { 200: DisputeConversation } },
      },
      (req) => disputes.conversation(req.user!, req.params.id),
    );

    app.post(
      '/admin/disputes/:id/decide',
      {
        onRequest: requireRole('admin'),
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, body: DecideDisputeBody, response: { 200: Dispute } },
      },
      (req) => disputes.decide(req.user!, req.params.id, req.body),
    );

    app.post(
      '/admin/disputes/:id/reopen',
      {
        onRequest: requireRole('admin'),
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, body: ReopenDisputeBody, response: { 200: Dispute } },
      },
      (req) => disputes.reopen(req.user!, req.params.id, req.body),
    );
  };
}
