import { MeetingSpotsAdmin } from '../features/areas/meeting-spots-admin.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/meeting-spots (admin menu). */
export default function MeetingSpotsPage() {
  usePageTitle('Meeting spots');
  return <MeetingSpotsAdmin />;
}
