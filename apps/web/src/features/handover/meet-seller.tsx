import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@resale-zone/contract/bookings';
import { canRetry, LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonStack } from '../../components/ui/query-state.tsx';
import { bookingQuery } from '../bookings/index.ts';
import { MeetingPanel, meetingQuery } from '../meetings/index.ts';
import { CancelBooking } from './cancel-booking.tsx';
import { ChecklistForm } from './checklist-form.tsx';
import { HandoverCode } from './handover-code.tsx';
import { handoverQuery } from './handover.api.ts';
import { LockNotice } from './lock-notice.tsx';
import { MeetDetails } from './meet-details.tsx';
import { ProblemReport } from './problem-report.tsx';
import { SafetyAdvice } from './safety-advice.tsx';
import { Header, Note } from './meet-seller-header.tsx';

/**
 * /deshboard/booking/{id}: one paid booking from the buyer's side. While the payment is held:
 * where and whom to meet, safety advice, the checklist and then the handover code, or cancel.
 * After the sale: the receipt and "Report a problem". Its seller is sent to /deshboard/meeting/{id}.
 */
export function MeetSeller({ bookingId }: { bookingId: string }) {
  const booking = useQuery(bookingQuery(bookingId));
  const paid = booking.data?.paid === true;
  const handover = useQuery({ ...handoverQuery(bookingId), enabled: paid });
  // The meeting panel's own query (one request) says whose side the visitor is on: the seller,
  // having opened the buyer's page by its address, is taken to their own view of the booking.
  const meeting = useQuery({ ...meetingQuery(bookingId), enabled: hasMeeting(booking.data) });
  if (meeting.data?.side === 'seller')
    return <Navigate to={`/deshboard/meeting/${bookingId}`} replace />;

  if (booking.isPending || (paid && handover.isPending)) {
    return (
      <SkeletonStack
        label="Loading the booking"
        blocks={['h-9 w-2/3', 'h-40 w-full', 'h-64 w-full']}
        className="mx-auto max-w-3xl gap-4"
      />
    );
  }
  const failed = booking.error ?? handover.error;
  if (failed) {
    return (
      <LoadError
        message="Could not load this booking."
        detail={failed.message}
        onRetry={
          canRetry(failed)
            ? () => void (booking.isError ? booking.refetch() : handover.refetch())
            : undefined
        }
        isRetrying={booking.isRefetching || handover.isRefetching}
      />
    );
  }
  const b = booking.data!;
  const h = handover.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Header booking={b} />
      {hasMeeting(b) ? <MeetingPanel bookingId={b._id} /> : null}
      {b.state === 'open' ? (
        <Note>
          This booking is not paid yet.{' '}
          <Link to={`/deshboard/payment/${b._id}`} className="link link-primary">
            Pay for {b.productName}
          </Link>{' '}
          to hold the phone until you meet the seller.
        </Note>
      ) : null}
      {h && b.state === 'held' ? (
        <>
          {h.lockedUntil && Date.parse(h.lockedUntil) > Date.now() ? (
            <LockNotice lockedUntil={h.lockedUntil} />
          ) : null}
          <MeetDetails handover={h} />
          <SafetyAdvice />
          {h.code ? (
            <HandoverCode code={h.code} />
          ) : (
            <ChecklistForm bookingId={b._id} imeiRequired={h.imeiRequired} />
          )}
          <CancelBooking bookingId={b._id} productName={b.productName} />
        </>
      ) : null}
      {h && (b.state === 'completed' || b.state === 'disputed' || b.state === 'refunded') ? (
        <>
          <Note>
            The sale is complete.{' '}
            <Link to={`/deshboard/receipt/${b._id}`} className="link link-primary">
              See the receipt
            </Link>{' '}
            (a bill of sale you can print).
          </Note>
          <MeetDetails handover={h} />
          <ProblemReport booking={b} />
        </>
      ) : null}
      {b.state === 'released' ? (
        <Note>
          This booking has ended and you were not charged.{' '}
          <Link to="/deshboard/booking" className="link link-primary">
            Back to my bookings
          </Link>
        </Note>
      ) : null}
    </div>
  );
}

/** A booking to come or one that ended unpaid has a meeting card. */
const hasMeeting = (b: Booking | undefined) =>
  b?.state === 'open' || b?.state === 'held' || b?.state === 'released';
