import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import type { NoShowClaim } from '@resale-zone/contract/meetings';
import { EmptyState, PageHeading } from '../../components/ui/page-text.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { formatCount } from '../../lib/format.ts';
import { DecideNoShowDialog } from './decide-no-show-dialog.tsx';
import { whenText } from './meeting-time.tsx';
import { noShowClaimsQuery } from './meetings.api.ts';

/** /deshboard/no-show-claims: contested claims, with both sides' words, for an admin to settle. */
export function NoShowClaimsList() {
  const headingId = useId();
  const claims = useQuery(noShowClaimsQuery());
  const [deciding, setDeciding] = useState<NoShowClaim | null>(null);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PageHeading id={headingId}>No-show claims</PageHeading>
        <p className="text-sm text-ink-muted">
          {claims.data
            ? `${formatCount(claims.data.length)} to settle. One side says the other did not come; the other says they did. An upheld claim counts on the absent person’s profile.`
            : 'Contested claims that a meeting was missed.'}
        </p>
      </div>
      <QueryTable
        query={claims}
        noun="No-show claims"
        labelledBy={headingId}
        rowKey={(c) => c.id}
        empty={
          <EmptyState
            title="No claims to settle."
            icon={<CalendarX aria-hidden className="size-8 text-primary" />}
          >
            Claims that the other side contests show here.
          </EmptyState>
        }
        columns={[
          {
            header: 'Meeting',
            className: 'whitespace-nowrap text-sm',
            cell: (c) => whenText(c.meetingAt),
          },
          {
            header: 'Phone',
            rowHeader: true,
            className: 'min-w-36 font-semibold',
            cell: (c) => c.productName,
          },
          {
            header: 'Claim',
            className: 'min-w-56 max-w-md text-sm',
            cell: (c) => <Words who={`${c.claimantName} (${c.claimantSide})`} text={c.statement} />,
          },
          {
            header: 'Answer',
            className: 'min-w-56 max-w-md text-sm',
            cell: (c) => <Words who={c.absentName} text={c.answer ?? ''} />,
          },
          {
            header: 'Settle',
            cell: (c) => (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                aria-label={`Settle the claim on ${c.productName}`}
                onClick={() => setDeciding(c)}
              >
                Settle
              </button>
            ),
          },
        ]}
      />
      <DecideNoShowDialog claim={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}

function Words({ who, text }: { who: string; text: string }) {
  return (
    <>
      <span className="block font-medium">{who}</span>
      <span className="block">“{text}”</span>
    </>
  );
}
