import type {
  DecideConversationReportBody,
  ReportedConversation,
} from '@resale-zone/contract/conversations';
import type { Actor } from '../../domain/actor.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ConversationReportsRepo } from './conversation-reports.repo.ts';

const GONE = 'This report does not exist.';

/**
 * Admins see reported conversations, and only those: a conversation is reachable through its
 * report, never by its own id. Dismissing a report or barring the reported account from sending
 * messages is written with its audit row in one transaction.
 */
export function createConversationReportsService(repo: ConversationReportsRepo) {
  const assertAdmin = (actor: Actor) => {
    if (actor.accountType !== 'admin') throw forbidden('Only an admin can do that.');
  };
  return {
    list(actor: Actor) {
      assertAdmin(actor);
      return repo.list();
    },

    async get(actor: Actor, reportId: string): Promise<ReportedConversation> {
      assertAdmin(actor);
      const report = await repo.byId(reportId);
      if (!report) throw notFound(GONE);
      const conv = await repo.conversation(report.conversationId);
      return {
        report,
        buyerName: conv.buyerName ?? '',
        sellerName: conv.sellerName ?? '',
        messages: conv.messages.map((m) => ({
          _id: m.id,
          from: m.senderId === conv.buyerId ? ('buyer' as const) : ('seller' as const),
          body: m.body,
          at: m.createdAt.toISOString(),
          offPlatform: m.offPlatform,
        })),
      };
    },

    async decide(actor: Actor, reportId: string, body: DecideConversationReportBody) {
      assertAdmin(actor);
      const report = await repo.byId(reportId);
      if (!report) throw notFound(GONE);
      const decided = await repo.decide(reportId, {
        status: body.action === 'ban' ? 'banned' : 'dismissed',
        note: body.note.trim(),
        adminId: actor.id,
        reportedId: report.reported._id,
      });
      if (!decided) throw conflict('This report was already decided.');
      return (await repo.byId(reportId))!;
    },
  };
}

export type ConversationReportsService = ReturnType<typeof createConversationReportsService>;
