import { useQuery } from '@tanstack/react-query';
import { MessageSquareWarning } from 'lucide-react';
import { DISPUTE_REASONS, type Dispute } from '@resale-zone/contract/handover';
import type { Booking } from '@resale-zone/contract/bookings';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDollars, formatWhen } from '../../lib/format.ts';
import { disputeQuery } from './handover.api.ts';
import { ReportProblemForm } from './report-problem-form.tsx';

const STATUS_WORDS: Record<Dispute['status'], string> = {
  open: 'Open: an admin is looking at it',
  refunded: 'Decided: refunded',
  closed: 'Decided: closed without a refund',
};

/** After the sale: the problem the buyer reported and its outcome, or the form to report one. */
export function ProblemReport({ booking }: { booking: Booking }) {
  const dispute = useQuery(disputeQuery(booking._id));
  if (dispute.isPending) return <Skeleton className="h-32 w-full" />;
  if (dispute.isError) {
    return (
      <LoadError
        message="Could not load the problem report."
        detail={dispute.error.message}
        onRetry={() => void dispute.refetch()}
        isRetrying={dispute.isRefetching}
      />
    );
  }
  if (dispute.data) return <DisputeSummary dispute={dispute.data} />;
  const until = booking.disputeUntil;
  if (booking.state !== 'completed' || !until || Date.parse(until) <= Date.now()) return null;
  return <ReportProblemForm bookingId={booking._id} until={until} />;
}

function DisputeSummary({ dispute }: { dispute: Dispute }) {
  const reason = DISPUTE_REASONS.find((r) => r.value === dispute.reason)?.label ?? dispute.reason;
  const reported = formatWhen(dispute.createdAt);
  return (
    <section aria-labelledby="dispute-title" className="card border border-warning/40">
      <div className="card-body gap-2">
        <h2 id="dispute-title" className="card-title text-lg">
          <MessageSquareWarning aria-hidden className="size-5 text-warning" />
          The problem you reported
        </h2>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Status</dt>
          <dd>{STATUS_WORDS[dispute.status]}</dd>
          <dt className="font-medium">Reported</dt>
          <dd>
            {reported.date}, {reported.time}
          </dd>
          <dt className="font-medium">What went wrong</dt>
          <dd>{reason}</dd>
          <dt className="font-medium">Your description</dt>
          <dd className="whitespace-pre-line">{dispute.description}</dd>
          {dispute.refunded !== null ? (
            <>
              <dt className="font-medium">Refunded</dt>
              <dd>{formatDollars(dispute.refunded)}</dd>
            </>
          ) : null}
          {dispute.decisionNote ? (
            <>
              <dt className="font-medium">The admin&apos;s note</dt>
              <dd>{dispute.decisionNote}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
