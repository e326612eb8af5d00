import { ConversationReportsList } from '../features/admin/conversation-reports-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/reported-conversations (admin menu). */
export default function ReportedConversationsPage() {
  usePageTitle('Reported conversations');
  return <ConversationReportsList />;
}
