import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldQuestion } from 'lucide-react';
import type { StolenReportRequest } from '@resale-zone/contract/imei';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { formatCount } from '../../lib/format.ts';
import { WhenCell } from './when-cell.tsx';
import {
  stolenReportsQuery,
  useDecideStolenReport,
  type StolenReportMove,
} from './stolen-reports.api.ts';

const STATE: Record<StolenReportRequest['state'], string> = {
  pending: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};

/** A waiting report's two buttons, in their order. */
const MOVES: { move: StolenReportMove; words: string; tone: string }[] = [
  { move: 'approve', words: 'Approve', tone: 'btn-error' },
  { move: 'decline', words: 'Decline', tone: 'btn-outline' },
];

/**
 * Stolen-phone reports from members who did not list or buy the phone here: an admin approves
 * (the IMEI is blocked) or declines each. On the blocked IMEIs page.
 */
export function StolenReportsList() {
  const headingId = useId();
  const reports = useQuery(stolenReportsQuery());
  const decide = useDecideStolenReport();
  const [asked, setAsked] = useState<{
    report: StolenReportRequest;
    move: StolenReportMove;
  } | null>(null);
  const waiting = reports.data?.filter((r) => r.state === 'pending').length ?? 0;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          Stolen-phone reports to check
        </h2>
        <p className="text-sm text-ink-muted">
          {reports.data
            ? `${formatCount(waiting)} waiting. From members who did not list or buy the phone here: approve to block the IMEI, or decline.`
            : 'Reports from members who did not list or buy the phone here.'}
        </p>
      </div>
      <QueryTable
        query={reports}
        noun="Stolen-phone reports"
        labelledBy={headingId}
        rowKey={(r) => r._id}
        empty={
          <EmptyState
            title="No reports to check."
            icon={<ShieldQuestion aria-hidden className="size-8 text-primary" />}
          >
            Reports from members who did not list or buy the phone here show here.
          </EmptyState>
        }
        columns={[
          {
            header: 'Reported',
            className: 'whitespace-nowrap text-sm',
            cell: (r) => <WhenCell iso={r.createdAt} />,
          },
          {
            header: 'IMEI',
            rowHeader: true,
            className: 'font-mono tabular-nums',
            cell: (r) => r.imei,
          },
          {
            header: 'By',
            className: 'min-w-40 text-sm break-words',
            cell: (r) =>
              r.reporterName ? `${r.reporterName} (${r.reporterEmail})` : 'Closed account',
          },
          {
            header: 'Note',
            className: 'min-w-40 max-w-xs text-sm break-words',
            cell: (r) => r.note ?? '—',
          },
          {
            header: 'State',
            className: 'text-sm',
            cell: (r) =>
              `${STATE[r.state]}${r.state === 'pending' && r.isBlocked ? ' (already blocked)' : ''}`,
          },
          {
            header: 'Decide',
            cell: (r) =>
              r.state === 'pending' ? (
                <div className="flex flex-wrap gap-2">
                  {MOVES.map(({ move, words, tone }) => (
                    <RowAction
                      key={move}
                      tone={tone}
                      label={`${words} the report of ${r.imei}`}
                      onClick={() => setAsked({ report: r, move })}
                    >
                      {words}
                    </RowAction>
                  ))}
                </div>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked?.move === 'approve' ? 'Block this IMEI?' : 'Decline this report?'}
        confirmLabel={asked?.move === 'approve' ? 'Approve and block' : 'Decline'}
        tone={asked?.move === 'approve' ? 'btn-error' : 'btn-primary'}
        isPending={decide.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) decide.mutate(asked, { onSettled: () => setAsked(null) });
        }}
      >
        {asked?.move === 'approve'
          ? `IMEI ${asked.report.imei} goes on the blocklist as reported stolen: nobody can list this phone here.`
          : `The report of IMEI ${asked?.report.imei ?? ''} is declined; nothing is blocked.`}
      </ConfirmDialog>
    </section>
  );
}
