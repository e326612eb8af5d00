import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@resale-zone/contract/bookings';
import { QueryError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { disputeQuery } from './handover.api.ts';
import { DisputePanel } from './dispute-panel.tsx';
import { ReportProblemForm } from './report-problem-form.tsx';

/** After the sale: the problem the buyer reported and its outcome, or the form to report one. */
export function ProblemReport({ booking }: { booking: Booking }) {
  const dispute = useQuery(disputeQuery(booking._id));
  if (dispute.isPending) return <Skeleton className="h-32 w-full" />;
  if (dispute.isError)
    return <QueryError query={dispute} message="Could not load the problem report." />;
  if (dispute.data) return <DisputePanel dispute={dispute.data} />;
  const until = booking.disputeUntil;
  if (booking.state !== 'completed' || !until || Date.parse(until) <= Date.now()) return null;
  return <ReportProblemForm bookingId={booking._id} until={until} />;
}
