import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { CONVERSATION_REPORT_REASONS } from '@resale-zone/contract/conversations';
import { EmptyState, PageHeading } from '../../components/ui/page-text.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { formatCount } from '../../lib/format.ts';
import { conversationReportsQuery } from './conversation-reports.api.ts';
import { WhenCell } from './when-cell.tsx';

export const REPORT_STATUS = {
  open: 'Open',
  dismissed: 'Dismissed',
  banned: 'Account stopped from messaging',
} as const;
export const reasonLabel = (reason: string) =>
  CONVERSATION_REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** /deshboard/reported-conversations: conversations someone in them reported, open ones first. */
export function ConversationReportsList() {
  const headingId = useId();
  const reports = useQuery(conversationReportsQuery());
  const open = reports.data?.filter((r) => r.status === 'open').length ?? 0;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PageHeading id={headingId}>Reported conversations</PageHeading>
        <p className="text-sm text-ink-muted">
          {reports.data
            ? `${formatCount(open)} open of ${formatCount(reports.data.length)}. Only reported conversations can be read here.`
            : 'Conversations a buyer or a seller reported.'}
        </p>
      </div>
      <QueryTable
        query={reports}
        noun="Reported conversations"
        labelledBy={headingId}
        rowKey={(r) => r._id}
        empty={
          <EmptyState
            title="No reported conversations."
            icon={<Flag aria-hidden className="size-8 text-primary" />}
          >
            When someone reports a conversation, it shows here for you to read and decide.
          </EmptyState>
        }
        columns={[
          {
            header: 'Reported',
            className: 'whitespace-nowrap text-sm',
            cell: (r) => <WhenCell iso={r.createdAt} />,
          },
          {
            header: 'Phone',
            rowHeader: true,
            className: 'min-w-36 font-semibold',
            cell: (r) => r.productName,
          },
          {
            header: 'Reported account',
            className: 'min-w-48 text-sm',
            cell: (r) => (
              <>
                <span className="block font-medium">{r.reported.name}</span>
                <span className="block text-ink-muted">{r.reported.email}</span>
              </>
            ),
          },
          {
            header: 'Reason',
            className: 'min-w-48 max-w-md text-sm',
            cell: (r) => (
              <>
                <span className="block font-medium">{reasonLabel(r.reason)}</span>
                {r.note ? <span className="line-clamp-2">{r.note}</span> : null}
                <span className="block text-ink-muted">By {r.reporter.name}</span>
              </>
            ),
          },
          {
            header: 'Status',
            className: 'min-w-32 text-sm',
            cell: (r) => REPORT_STATUS[r.status],
          },
          {
            header: 'Conversation',
            cell: (r) => (
              <Link
                to={`/deshboard/reported-conversations/${r._id}`}
                className="btn btn-primary btn-sm"
                aria-label={`Read the conversation about ${r.productName} reported by ${r.reporter.name}`}
              >
                {r.status === 'open' ? 'Read and decide' : 'Read'}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
