import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AuditEvent } from '@resale-zone/contract/admin';
import { auditQuery } from './admin.api.ts';
import { AdminListView, TableFrame } from './admin-list-view.tsx';
import { actionLook, formatWhen, targetLabel } from './audit-labels.ts';
import { formatCount } from './format-count.ts';
import { useListParams } from './use-list-params.ts';

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
    <TableFrame labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Which record</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const { label, badge } = actionLook(event.action);
          return (
            <tr key={event._id}>
              <td className="whitespace-nowrap text-sm">
                <WhenCell iso={event.createdAt} />
              </td>
              <td className="min-w-28 font-medium">
                {event.actorName ?? <span className="text-ink-muted">A deleted account</span>}
              </td>
              <td>
                <span className={`badge badge-soft ${badge} whitespace-nowrap font-medium`}>
                  {label}
                </span>
              </td>
              <td className="min-w-44">
                <span className="block font-medium">{event.detail ?? '—'}</span>
                <span className="block text-xs text-ink-muted">
                  {targetLabel(event)}{' '}
                  <code title={event.targetId}>{event.targetId.slice(0, 8)}</code>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}

/** Date over time, so that the column stays narrow on a phone. */
function WhenCell({ iso }: { iso: string }) {
  const { date, time } = formatWhen(iso);
  return (
    <time dateTime={iso}>
      <span className="block">{date}</span>
      <span className="block text-ink-muted">{time}</span>
    </time>
  );
}
