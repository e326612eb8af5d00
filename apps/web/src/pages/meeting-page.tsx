import { useParams } from 'react-router';
import { MeetingPanel } from '../features/meetings/index.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/meeting/{id}: a booking's meeting time and no-show claim, for its buyer or seller. */
export default function MeetingPage() {
  usePageTitle('Meeting time');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Meeting time</h1>
      <MeetingPanel key={id} bookingId={id} />
    </div>
  );
}
