import { useParams } from 'react-router';
import { MeetingPanel } from '../features/meetings/index.ts';
import { PageHeading } from '../components/ui/page-text.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/meeting/{id}: a booking's meeting time and no-show claim, for its buyer or seller. */
export default function MeetingPage() {
  usePageTitle('Meeting time');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading size="item">Meeting time</PageHeading>
      <MeetingPanel key={id} bookingId={id} />
    </div>
  );
}
