import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../components/ui/page-text.tsx';
import { bookingQuery } from '../features/bookings/index.ts';
import { MeetingPanel } from '../features/meetings/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/meeting/{id}: a booking's meeting time and no-show claim, for its buyer or seller. */
export default function MeetingPage() {
  const { id = '' } = useParams();
  // The page names the phone; the panel below is headed "Meeting time". A meeting that is not the
  // visitor's, or does not exist, is said by the panel without a retry (`QueryError`).
  const booking = useQuery(bookingQuery(id));
  const title = booking.data ? `Meeting for ${booking.data.productName}` : 'Meeting';
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading size="item">{title}</PageHeading>
      <MeetingPanel key={id} bookingId={id} />
    </div>
  );
}
