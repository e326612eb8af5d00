import { useParams } from 'react-router';
import { ReportedConversationView } from '../features/admin/reported-conversation-view.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/reported-conversations/{id} (admins): one reported conversation and its decision. */
export default function ReportedConversationPage() {
  usePageTitle('Reported conversation');
  const { id = '' } = useParams();
  return <ReportedConversationView key={id} id={id} />;
}
