import type { Database } from '../../db/client.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { createConversationReportsRepo } from './conversation-reports.repo.ts';
import { createConversationReportsService } from './conversation-reports.service.ts';
import { createConversationRateLimiters, conversationsRoutes } from './conversations.routes.ts';
import { createConversationsRepo } from './conversations.repo.ts';
import {
  createConversationsService,
  type ConversationsHooks,
  type NotifyNewMessage,
  type Publish,
} from './conversations.service.ts';

/** Conversations and their admin side, on the live channel and the notifications they tell. */
export function createConversations(deps: {
  database: Database;
  rateLimits: boolean;
  publish: Publish;
  notifyNewMessage: NotifyNewMessage;
  /** A decided report's outcome, to its reporter. */
  notifications?: Notifications;
  hooks?: ConversationsHooks;
}) {
  const db = deps.database.db;
  const conversations = createConversationsService({
    db,
    repo: createConversationsRepo(db),
    publish: deps.publish,
    notifyNewMessage: deps.notifyNewMessage,
    limits: createConversationRateLimiters(db, deps.rateLimits),
    hooks: deps.hooks,
  });
  const reports = createConversationReportsService(
    createConversationReportsRepo(db, deps.notifications),
  );
  return { conversations, routes: conversationsRoutes({ conversations, reports }) };
}
