import { useState } from 'react';
import { Ban, Flag } from 'lucide-react';
import type { Conversation } from '@resale-zone/contract/conversations';
import { notify } from '../../lib/toast.ts';
import { useBlock } from './conversations.api.ts';
import { ReportConversationDialog } from './report-conversation-dialog.tsx';

/** Block (or unblock) the other person, and report the conversation. */
export function ConversationActions({ conversation }: { conversation: Conversation }) {
  const block = useBlock(conversation._id);
  const [reporting, setReporting] = useState(false);
  const blocked = conversation.blockedByMe;

  const toggle = async () => {
    try {
      await block.mutateAsync(!blocked);
      notify.success(
        blocked
          ? `${conversation.otherName} can message you again`
          : `Blocked: you and ${conversation.otherName} can no longer message each other`,
      );
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        // It holds the other person's name, which may be longer than the screen: it may shrink and
        // wrap (a daisyUI button neither shrinks nor grows in height).
        className="btn btn-ghost btn-sm h-auto min-h-8 shrink py-1 text-left"
        onClick={() => void toggle()}
        disabled={block.isPending}
      >
        <Ban aria-hidden className="size-4" />
        {blocked ? 'Unblock' : 'Block'} {conversation.otherName}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm text-error"
        onClick={() => setReporting(true)}
        disabled={conversation.reported}
      >
        <Flag aria-hidden className="size-4" />
        {conversation.reported ? 'Reported' : 'Report'}
      </button>
      <ReportConversationDialog
        conversationId={conversation._id}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
