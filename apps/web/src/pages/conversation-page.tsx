import { useParams } from 'react-router';
import { ConversationView } from '../features/conversations/conversation-view.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/messages/{id}: one conversation, for its buyer and its seller only. */
export default function ConversationPage() {
  usePageTitle('Conversation');
  const { id = '' } = useParams();
  return <ConversationView key={id} id={id} />;
}
