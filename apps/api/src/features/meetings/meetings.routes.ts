import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@resale-zone/contract/common';
import {
  ConfirmMeetingBody,
  DecideNoShowBody,
  MeetingAnswer,
  MeetingCalendar,
  NoShowAnswerBody,
  NoShowClaim,
  NoShowClaimBody,
  NoShowClaimList,
  ProposeMeetingBody,
} from '@resale-zone/contract/meetings';
import { unauthorized } from '../../lib/http-error.ts';
import type { MeetingsService } from './meetings.service.ts';
import { forAdmin, forUser } from '../../lib/route-options.ts';

/**
 * A booking's meeting time and its no-show claims (decision 052). Nothing here is public or
 * changes a public answer; the service checks which side the caller is on.
 */
export function meetingsRoutes(
  meetings: MeetingsService,
  /** The account this browser's session cookie is signed in to (a plain link sends no token). */
  sessionUserId: (req: FastifyRequest) => Promise<string | null> = async () => null,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/:id/meeting',
      forUser({ params: IdParams, response: { 200: MeetingAnswer } }),
      (req) => meetings.view(req.user!, req.params.id),
    );

    // The confirmed meeting for a calendar (decision 055). A plain link downloads it, so the
    // session cookie (SameSite=Lax) stands for the token here: a read that changes nothing.
    app.get(
      '/bookings/:id/meeting.ics',
      { schema: { params: IdParams, response: { 200: MeetingCalendar } } },
      async (req, reply) => {
        const userId = req.user?.id ?? (await sessionUserId(req));
        if (!userId) throw unauthorized('Sign in to continue.');
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="resale-zone-meeting.ics"')
          .send(await meetings.calendar(userId, req.params.id));
      },
    );

    app.put(
      '/bookings/:id/meeting',
      forUser(
        { params: IdParams, body: ProposeMeetingBody, response: { 200: MeetingAnswer } },
        'keeps',
      ),
      (req) => meetings.propose(req.user!, req.params.id, req.body),
    );

    app.post(
      '/bookings/:id/meeting/confirm',
      forUser(
        { params: IdParams, body: ConfirmMeetingBody, response: { 200: MeetingAnswer } },
        'keeps',
      ),
      (req) => meetings.confirm(req.user!, req.params.id, req.body),
    );

    app.post(
      '/bookings/:id/no-show',
      forUser({ params: IdParams, body: NoShowClaimBody, response: { 201: NoShowClaim } }, 'keeps'),
      async (req, reply) =>
        reply.code(201).send(await meetings.claim(req.user!, req.params.id, req.body.statement)),
    );

    app.post(
      '/no-show-claims/:id/answer',
      forUser(
        { params: IdParams, body: NoShowAnswerBody, response: { 200: NoShowClaim } },
        'keeps',
      ),
      (req) => meetings.answer(req.user!, req.params.id, req.body),
    );

    app.get('/admin/no-show-claims', forAdmin({ response: { 200: NoShowClaimList } }), () =>
      meetings.contested(),
    );

    app.post(
      '/admin/no-show-claims/:id/decide',
      forAdmin(
        { params: IdParams, body: DecideNoShowBody, response: { 200: NoShowClaim } },
        'keeps',
      ),
      (req) => meetings.decide(req.user!, req.params.id, req.body),
    );
  };
}
