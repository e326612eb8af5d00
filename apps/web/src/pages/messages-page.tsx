import { ConversationList } from '../features/conversations/conversation-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/messages (every account): conversations with buyers and sellers. */
export default function MessagesPage() {
  usePageTitle('Messages');
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <PageHeading>Messages</PageHeading>
        <p className="text-sm text-ink-muted">
          Talk about a phone before you book it, and agree on where to meet. Keep the conversation
          and the payment on Resale Zone.
        </p>
      </div>
      <ConversationList />
    </div>
  );
}
