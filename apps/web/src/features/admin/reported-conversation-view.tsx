import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ReportedConversation } from '@resale-zone/contract/conversations';
import { QueryState, SkeletonStack } from '../../components/ui/query-state.tsx';
import { formatWhen } from '../../lib/format.ts';
import { reportedConversationQuery } from './conversation-reports.api.ts';
import { reasonLabel, REPORT_STATUS } from './conversation-reports-list.tsx';
import { DecideReportForm } from './decide-report-form.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** A conversation's messages, oldest first, each with its sender's side (reports and disputes). */
export function Messages({
  data,
}: {
  data: Pick<ReportedConversation, 'buyerName' | 'sellerName' | 'messages'>;
}) {
  const name = (from: 'buyer' | 'seller') =>
    from === 'buyer' ? `${data.buyerName} (buyer)` : `${data.sellerName} (seller)`;
  if (data.messages.length === 0) return <p className="text-ink-muted">No messages.</p>;
  return (
    <ol className="grid gap-3">
      {data.messages.map((m) => {
        const { date, time } = formatWhen(m.at);
        return (
          <li key={m._id} className="rounded-box border border-base-300 p-3">
            <p className="flex flex-wrap gap-x-2 text-sm">
              <span className="font-semibold">{name(m.from)}</span>
              <time dateTime={m.at} className="text-ink-muted">
                {date}, {time}
              </time>
              {m.offPlatform ? (
                <span className="badge badge-warning badge-sm">Contact or payment details</span>
              ) : null}
            </p>
            <p className="whitespace-pre-wrap">{m.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** A conversation's page while it loads (reports and disputes): its heading, then the messages. */
export function ConversationSkeleton({ label }: { label: string }) {
  return <SkeletonStack label={label} blocks={['h-10 w-2/3', 'h-48 w-full']} />;
}

/** /deshboard/reported-conversations/{id}: the report, the conversation, and the decision. */
export function ReportedConversationView({ id }: { id: string }) {
  const query = useQuery(reportedConversationQuery(id));
  return (
    <QueryState
      query={query}
      loading={<ConversationSkeleton label="Loading the reported conversation…" />}
      errorMessage="This reported conversation could not be loaded."
    >
      {(data) => <ReportedConversationBody data={data} />}
    </QueryState>
  );
}

/** The report, the conversation and, while it is open, the decision. */
function ReportedConversationBody({ data }: { data: ReportedConversation }) {
  const { report } = data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <p>
        <Link to="/deshboard/reported-conversations" className="link link-primary text-sm">
          All reported conversations
        </Link>
      </p>
      <div className="grid gap-1">
        <PageHeading size="item">{report.productName}</PageHeading>
        <p className="text-sm text-ink-muted">
          {report.reporter.name} reported {report.reported.name} ({report.reported.email}):{' '}
          {reasonLabel(report.reason)}. Status: {REPORT_STATUS[report.status]}.
        </p>
        {report.note ? <p className="whitespace-pre-wrap">“{report.note}”</p> : null}
        {report.decisionNote ? (
          <p className="text-sm">Decision note: {report.decisionNote}</p>
        ) : null}
      </div>
      <section aria-label="The conversation" className="grid gap-3">
        <Messages data={data} />
      </section>
      {report.status === 'open' ? <DecideReportForm report={report} /> : null}
    </div>
  );
}
