import { useParams } from 'react-router';
import { DisputeConversationView } from '../features/admin/dispute-conversation-view.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/disputes/{id}/conversation (admins): the disputed sale's conversation. */
export default function DisputeConversationPage() {
  usePageTitle('Dispute conversation');
  const { id = '' } = useParams();
  return <DisputeConversationView key={id} id={id} />;
}
