import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { canRetry, LoadError } from '../components/ui/load-error.tsx';
import { bookingQuery } from '../features/bookings/index.ts';
import { MeetingPanel, meetingQuery } from '../features/meetings/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/meeting/{id}: a booking's meeting time and no-show claim, for its buyer or seller. */
export default function MeetingPage() {
  const { id = '' } = useParams();
  // The page names the phone; the panel below is headed "Meeting time".
  const booking = useQuery(bookingQuery(id));
  const title = booking.data ? `Meeting for ${booking.data.productName}` : 'Meeting';
  usePageTitle(title);
  // The panel's own query (one request): a meeting that is not the visitor's, or does not exist,
  // is said without a retry that could not help.
  const meeting = useQuery(meetingQuery(id));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {meeting.isError && !canRetry(meeting.error) ? (
        <LoadError message="Could not load the meeting." detail={meeting.error.message} />
      ) : (
        <MeetingPanel key={id} bookingId={id} />
      )}
    </div>
  );
}
