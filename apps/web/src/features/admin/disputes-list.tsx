import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import type { Dispute } from '@resale-zone/contract/handover';
import { EmptyState, PageHeading } from '../../components/ui/page-text.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { formatCount, formatDollars } from '../../lib/format.ts';
import { WhenCell } from './when-cell.tsx';
import { DecideDisputeDialog } from './decide-dispute-dialog.tsx';
import { DisputeSidesCell } from './dispute-sides-cell.tsx';
import { ReopenDisputeDialog } from './reopen-dispute-dialog.tsx';
import { disputesQuery } from './disputes.api.ts';

const STATUS: Record<Dispute['status'], string> = {
  open: 'Open',
  refunded: 'Refunded',
  closed: 'Closed',
};

/** /deshboard/disputes: problems buyers reported within 48 h of a handover, open ones first. */
export function DisputesList() {
  const headingId = useId();
  const disputes = useQuery(disputesQuery());
  const [deciding, setDeciding] = useState<Dispute | null>(null);
  const [reopening, setReopening] = useState<Dispute | null>(null);
  const open = disputes.data?.filter((d) => d.status === 'open').length ?? 0;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PageHeading id={headingId}>Disputes</PageHeading>
        <p className="text-sm text-ink-muted">
          {disputes.data
            ? `${formatCount(open)} open of ${formatCount(disputes.data.length)}. Refund (in full or in part, through the card) or close each with a note both sides read; a closed one can be reopened.`
            : 'Problems buyers reported after a handover.'}
        </p>
      </div>
      <QueryTable
        query={disputes}
        noun="Disputes"
        labelledBy={headingId}
        rowKey={(d) => d._id}
        empty={
          <EmptyState
            title="No disputes."
            icon={<Scale aria-hidden className="size-8 text-primary" />}
          >
            Problems buyers report within 48 hours of a handover show here.
          </EmptyState>
        }
        columns={[
          {
            header: 'Reported',
            className: 'whitespace-nowrap text-sm',
            cell: (d) => <WhenCell iso={d.createdAt} />,
          },
          {
            header: 'Phone',
            rowHeader: true,
            className: 'min-w-36',
            cell: (d) => (
              <>
                <span className="block font-semibold">{d.productName}</span>
                <span className="text-sm text-ink-muted">{formatDollars(d.price)}</span>
              </>
            ),
          },
          {
            header: 'Buyer',
            className: 'min-w-48 text-sm',
            cell: (d) => <Person name={d.buyerName} email={d.buyerEmail} />,
          },
          {
            header: 'Seller',
            className: 'min-w-48 text-sm',
            cell: (d) => <Person name={d.sellerName} email={d.sellerEmail} />,
          },
          {
            header: 'Both sides',
            className: 'min-w-56 max-w-md text-sm',
            cell: (d) => <DisputeSidesCell dispute={d} />,
          },
          {
            header: 'Status',
            className: 'min-w-32 text-sm',
            cell: (d) => <Outcome dispute={d} />,
          },
          {
            header: 'Decide',
            cell: (d) =>
              d.status === 'open' ? (
                <RowAction
                  tone="btn-primary"
                  label={`Decide the dispute on ${d.productName}`}
                  onClick={() => setDeciding(d)}
                >
                  Decide
                </RowAction>
              ) : d.status === 'closed' ? (
                <RowAction
                  tone="btn-outline"
                  label={`Reopen the dispute on ${d.productName}`}
                  onClick={() => setReopening(d)}
                >
                  Reopen
                </RowAction>
              ) : (
                <span className="text-sm text-ink-muted">Decided</span>
              ),
          },
        ]}
      />
      <DecideDisputeDialog dispute={deciding} onClose={() => setDeciding(null)} />
      <ReopenDisputeDialog dispute={reopening} onClose={() => setReopening(null)} />
    </div>
  );
}

function Outcome({ dispute: d }: { dispute: Dispute }) {
  return (
    <>
      <span className="block font-medium">
        {STATUS[d.status]}
        {d.refunded !== null ? ` ${formatDollars(d.refunded)}` : ''}
      </span>
      {d.decisionNote ? <span className="block text-ink-muted">{d.decisionNote}</span> : null}
    </>
  );
}

function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="block font-medium">{name}</span>
      <span className="block text-ink-muted">{email}</span>
    </>
  );
}
