import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AuditEvent } from '@resale-zone/contract/admin';
import { auditQuery } from './admin.api.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import { AdminListView } from './admin-list-view.tsx';
import { actionLook, targetLabel } from './audit-labels.ts';
import { formatCount } from '../../lib/format.ts';
import { useListParams } from './use-list-params.ts';
import { WhenCell } from './when-cell.tsx';

/** /deshboard/audit: every admin action, newest first, who did what to which record and when. */
export function AuditList() {
  const headingId = useId();
  const params = useListParams();
  const result = useQuery({ ...auditQuery(params.offset), placeholderData: keepPreviousData });
  const total = result.data?.total;
  return (
    <AdminListView
      headingId={headingId}
      heading="Audit trail"
      description={
        total === undefined
          ? 'Who did what to which record, and when, newest first.'
          : `${formatCount(total)} admin ${total === 1 ? 'action' : 'actions'} on record: who did what to which record, and when, newest first.`
      }
      noun="Admin actions"
      params={params}
      result={result}
      emptyTitle="No admin actions yet."
      emptyText="Making an admin, deleting an account or a listing, and dismissing reports are recorded here."
      emptyIcon={<History aria-hidden className="size-8 text-primary" />}
    >
      {(events) => <AuditTable events={events} labelledBy={headingId} />}
    </AdminListView>
  );
}

function AuditTable({ events, labelledBy }: { events: AuditEvent[]; labelledBy: string }) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={events}
      rowKey={(event) => event._id}
      columns={[
        {
          header: 'When',
          className: 'whitespace-nowrap text-sm',
          cell: (event) => <WhenCell iso={event.createdAt} />,
        },
        {
          header: 'Who',
          className: 'min-w-28 font-medium',
          cell: (event) =>
            event.actorName ?? <span className="text-ink-muted">A deleted account</span>,
        },
        {
          header: 'What',
          cell: (event) => {
            const { label, badge } = actionLook(event.action);
            return (
              <span className={`badge badge-soft ${badge} whitespace-nowrap font-medium`}>
                {label}
              </span>
            );
          },
        },
        {
          header: 'Which record',
          className: 'min-w-44',
          cell: (event) => (
            <>
              <span className="block font-medium">{event.detail ?? '—'}</span>
              <span className="block text-xs text-ink-muted">
                {targetLabel(event)}{' '}
                <code title={event.targetId}>{event.targetId.slice(0, 8)}</code>
              </span>
            </>
          ),
        },
      ]}
    />
  );
}
