import { asc, desc, sql, type AnyColumn } from 'drizzle-orm';
import { messages } from '../db/schema.ts';
import { pick } from '../db/pick.ts';

// What the cases an admin decides (a sale's dispute, a reported conversation) read alike.

/** The columns of a case that order an admin's queue. */
interface CaseColumns {
  status: AnyColumn;
  createdAt: AnyColumn;
  decidedAt: AnyColumn;
  id: AnyColumn;
}

/**
 * An admin's queue: open cases first, the oldest of them first (they have waited longest), then
 * decided ones, the latest decision first.
 */
export function openCasesFirst(t: CaseColumns) {
  return [
    sql`${t.status} = 'open' desc`,
    sql`case when ${t.status} = 'open' then ${t.createdAt} end asc`,
    desc(t.decidedAt),
    asc(t.id),
  ];
}

/**
 * The conversation behind a case as the admin deciding it reads it: these columns of each
 * message, oldest first, at most `limit` of them.
 */
export const caseConversation = {
  columns: {
    ...pick(messages, 'id', 'senderId', 'body', 'createdAt', 'offPlatform'),
  },
  order: [asc(messages.createdAt), asc(messages.id)],
  limit: 1000,
};
