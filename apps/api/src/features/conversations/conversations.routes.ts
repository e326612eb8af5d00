import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ModifiedAnswer } from '@resale-zone/contract/common';
import {
  BlockAnswer,
  Conversation,
  ConversationList,
  ConversationListQuery,
  ConversationReport,
  ConversationReportList,
  DecideConversationReportBody,
  OpenConversationAnswer,
  OpenConversationBody,
  ReportConversationAnswer,
  ReportConversationBody,
  ReportedConversation,
  SendMessageAnswer,
  SendMessageBody,
  UnreadAnswer,
} from '@resale-zone/contract/conversations';
import type { Db } from '../../db/client.ts';
import { createRateLimiter, type RateLimiter } from '../../shared/rate-limit.ts';
import type { ConversationReportsService } from './conversation-reports.service.ts';
import type { ConversationsService } from './conversations.service.ts';
import { createdOrFound, forAdmin, forUser } from '../../lib/route-options.ts';

/** Messages and new conversations per user (numbers in docs/security.md; RATE_LIMIT=off disables them). */
export function createConversationRateLimiters(db: Db, enabled: boolean) {
  return {
    messages: createRateLimiter(
      db,
      {
        name: 'message',
        points: 30,
        durationSeconds: 10 * 60,
        message: 'You sent many messages in a short time. Wait a few minutes, then try again.',
      },
      { enabled },
    ),
    conversations: createRateLimiter(
      db,
      {
        name: 'conversation',
        points: 5,
        durationSeconds: 60 * 60,
        message: 'You started 5 conversations in the last hour. Try again later.',
      },
      { enabled },
    ),
  } satisfies Record<string, RateLimiter>;
}

/**
 * Conversations (decision 024): any signed-in person, about their own conversations only (someone
 * else's is a 404); admins read reported conversations through their reports. None of this is in
 * a public answer, so every write keeps the public cache.
 */
export function conversationsRoutes(deps: {
  conversations: ConversationsService;
  reports: ConversationReportsService;
}): FastifyPluginAsyncZod {
  const { conversations, reports } = deps;
  return async (app) => {
    app.post(
      '/conversations',
      forUser(
        {
          body: OpenConversationBody,
          response: { 200: OpenConversationAnswer, 201: OpenConversationAnswer },
        },
        'keeps',
      ),
      async (req, reply) =>
        createdOrFound(reply, await conversations.open(req.user!, req.body.listingId)),
    );

    app.get(
      '/conversations',
      forUser({ querystring: ConversationListQuery, response: { 200: ConversationList } }),
      (req) => conversations.list(req.user!, req.query),
    );

    app.get('/conversations/unread', forUser({ response: { 200: UnreadAnswer } }), (req) =>
      conversations.unread(req.user!),
    );

    app.get(
      '/conversations/:id',
      forUser({ params: IdParams, response: { 200: Conversation } }),
      (req) => conversations.get(req.user!, req.params.id),
    );

    app.post(
      '/conversations/:id/messages',
      forUser(
        { params: IdParams, body: SendMessageBody, response: { 201: SendMessageAnswer } },
        'keeps',
      ),
      async (req, reply) =>
        reply.code(201).send(await conversations.send(req.user!, req.params.id, req.body.body)),
    );

    app.post(
      '/conversations/:id/read',
      forUser({ params: IdParams, response: { 200: ModifiedAnswer } }, 'keeps'),
      (req) => conversations.markRead(req.user!, req.params.id),
    );

    app.put(
      '/conversations/:id/block',
      forUser({ params: IdParams, response: { 200: BlockAnswer } }, 'keeps'),
      (req) => conversations.setBlocked(req.user!, req.params.id, true),
    );

    app.delete(
      '/conversations/:id/block',
      forUser({ params: IdParams, response: { 200: BlockAnswer } }, 'keeps'),
      (req) => conversations.setBlocked(req.user!, req.params.id, false),
    );

    app.post(
      '/conversations/:id/report',
      forUser(
        {
          params: IdParams,
          body: ReportConversationBody,
          response: { 201: ReportConversationAnswer },
        },
        'keeps',
      ),
      async (req, reply) =>
        reply.code(201).send(await conversations.report(req.user!, req.params.id, req.body)),
    );

    app.get(
      '/admin/conversation-reports',
      forAdmin({ response: { 200: ConversationReportList } }),
      (req) => reports.list(req.user!),
    );

    app.get(
      '/admin/conversation-reports/:id',
      forAdmin({ params: IdParams, response: { 200: ReportedConversation } }),
      (req) => reports.get(req.user!, req.params.id),
    );

    app.post(
      '/admin/conversation-reports/:id/decide',
      forAdmin(
        {
          params: IdParams,
          body: DecideConversationReportBody,
          response: { 200: ConversationReport },
        },
        'keeps',
      ),
      (req) => reports.decide(req.user!, req.params.id, req.body),
    );
  };
}
