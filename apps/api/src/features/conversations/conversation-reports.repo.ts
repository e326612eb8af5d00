import { aliasedTable, eq, sql } from 'drizzle-orm';
import type { ConversationReport } from '@resale-zone/contract/conversations';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import {
  auditEvents,
  conversationReports,
  conversations,
  messages,
  messagingBans,
  users,
} from '../../db/schema.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { caseConversation, openCasesFirst } from '../../shared/admin-cases.ts';
import { lockSender } from './conversations.repo.ts';

const reporters = aliasedTable(users, 'reporters');
const reported = aliasedTable(users, 'reported');

const columns = {
  ...pick(
    conversationReports,
    'id',
    'conversationId',
    'reason',
    'note',
    'status',
    'decisionNote',
    'createdAt',
    'decidedAt',
  ),
  productName: conversations.productName,
  reporterName: reporters.name,
  reporterEmail: reporters.email,
  reportedId: reported.id,
  reportedName: reported.name,
  reportedEmail: reported.email,
  banned: sql<boolean>`exists (select 1 from messaging_bans b where b.user_id = conversation_reports.reported_id)`,
};
interface Row {
  id: string;
  conversationId: string;
  productName: string;
  reporterName: string;
  reporterEmail: string;
  reportedId: string;
  reportedName: string;
  reportedEmail: string;
  banned: boolean;
  reason: string;
  note: string | null;
  status: string;
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

function toReport(r: Row): ConversationReport {
  return {
    _id: r.id,
    conversationId: r.conversationId,
    productName: r.productName,
    reporter: { name: r.reporterName, email: r.reporterEmail },
    reported: { _id: r.reportedId, name: r.reportedName, email: r.reportedEmail, banned: r.banned },
    reason: r.reason as ConversationReport['reason'],
    note: r.note,
    status: r.status as ConversationReport['status'],
    decisionNote: r.decisionNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** Reported conversations for admins: the reports, the conversation's messages, the decisions. */
export function createConversationReportsRepo(db: Db, notifications?: Notifications) {
  const select = (on: Db = db) =>
    on
      .select(columns)
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
      .innerJoin(reporters, eq(reporters.id, conversationReports.reporterId))
      .innerJoin(reported, eq(reported.id, conversationReports.reportedId));

  return {
    /** Open reports first (oldest first: they have waited longest), then decided ones. */
    async list(limit = 200): Promise<ConversationReport[]> {
      const rows = await select()
        .orderBy(...openCasesFirst(conversationReports))
        .limit(limit);
      return rows.map(toReport);
    },

    async byId(id: string, on: Db = db): Promise<ConversationReport | null> {
      const [row] = await select(on).where(eq(conversationReports.id, id));
      return row ? toReport(row) : null;
    },

    async conversation(conversationId: string) {
      const [conv] = await db
        .select({
          buyerId: conversations.buyerId,
          buyerName: sql<string>`(select u.name from users u where u.id = conversations.buyer_id)`,
          sellerName: sql<string>`(select u.name from users u where u.id = conversations.seller_id)`,
        })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      const rows = await db
        .select(caseConversation.columns)
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(...caseConversation.order)
        .limit(caseConversation.limit);
      return { ...conv!, messages: rows };
    },

    /**
     * Decides an open report, bans the reported account when asked, and writes the audit row, in
     * one transaction; answers false when the report was no longer open (decided meanwhile).
     */
    async decide(
      id: string,
      decision: {
        status: 'dismissed' | 'banned';
        note: string;
        adminId: string;
        reportedId: string;
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(conversationReports)
          .set({
            status: decision.status,
            decisionNote: decision.note,
            decidedBy: decision.adminId,
            decidedAt: new Date(),
          })
          .where(sql`${conversationReports.id} = ${id} and ${conversationReports.status} = 'open'`)
          .returning({ id: conversationReports.id });
        if (changed.length === 0) return false;
        if (decision.status === 'banned') {
          // A send of theirs in flight is stored before the ban, or refused by it.
          await lockSender(tx, decision.reportedId, 'exclusive');
          await tx
            .insert(messagingBans)
            .values({
              userId: decision.reportedId,
              bannedBy: decision.adminId,
              reason: decision.note,
            })
            .onConflictDoNothing();
        }
        await tx.insert(auditEvents).values({
          actorId: decision.adminId,
          action:
            decision.status === 'banned' ? 'ban-from-messaging' : 'dismiss-conversation-report',
          targetType: decision.status === 'banned' ? 'user' : 'conversation-report',
          targetId: decision.status === 'banned' ? decision.reportedId : id,
          detail: decision.note,
        });
        await notifications?.conversationReportDecided(tx as unknown as Db, id);
        return true;
      });
    },
  };
}

export type ConversationReportsRepo = ReturnType<typeof createConversationReportsRepo>;
