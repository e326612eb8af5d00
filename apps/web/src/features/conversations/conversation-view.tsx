import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@resale-zone/contract/conversations';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonStack } from '../../components/ui/query-state.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { Composer } from './composer.tsx';
import { ConversationActions } from './conversation-actions.tsx';
import { conversationQuery, useMarkRead } from './conversations.api.ts';
import { Timeline } from './timeline.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** The other person's latest message: seeing it marks the conversation read (once per message). */
function useMarkSeen(conversation: Conversation | undefined) {
  const markRead = useMarkRead(conversation?._id ?? '');
  const marked = useRef<string | null>(null);
  const latest = conversation?.items.findLast((i) => i.kind === 'message' && !i.mine);
  const latestId = latest?.kind === 'message' ? latest._id : null;
  useEffect(() => {
    if (!latestId || marked.current === latestId) return;
    marked.current = latestId;
    markRead.mutate(undefined);
  }, [latestId, markRead]);
}

function Header({ conversation: c }: { conversation: Conversation }) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Thumbnail url={c.listing.photo} alt="" />
        <div className="min-w-0 flex-1">
          <PageHeading size="item">
            {c.listing._id ? (
              <Link to={`/products/${c.listing._id}`} className="link-hover">
                {c.listing.productName}
              </Link>
            ) : (
              c.listing.productName
            )}
          </PageHeading>
          <p className="text-sm text-ink-muted">
            With {c.otherName}, the {c.role === 'buyer' ? 'seller' : 'buyer'}
          </p>
        </div>
      </div>
      <ConversationActions conversation={c} />
    </header>
  );
}

function Closed({ conversation: c }: { conversation: Conversation }) {
  const words = c.banned
    ? 'An administrator stopped your account from sending messages after a report. You can still read your conversations.'
    : c.blockedByMe
      ? `You blocked ${c.otherName}. Unblock them to send messages again.`
      : `${c.otherName} is not accepting your messages.`;
  return (
    <p role="status" className="alert alert-soft">
      {words}
    </p>
  );
}

/** /deshboard/messages/{id}: the conversation, live, with the composer or why it is closed. */
export function ConversationView({ id }: { id: string }) {
  const query = useQuery(conversationQuery(id));
  useMarkSeen(query.data);
  if (query.isPending) {
    return (
      <SkeletonStack label="Loading the conversation…" blocks={['h-14 w-2/3', 'h-64 w-full']} />
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <LoadError
        message={gone ? 'This conversation does not exist.' : 'Could not load this conversation.'}
        detail={gone ? undefined : query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const c = query.data;
  const closed = c.banned || c.blockedByMe || c.blockedByOther;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <p>
        <Link to="/deshboard/messages" className="link link-primary text-sm">
          All messages
        </Link>
      </p>
      <Header conversation={c} />
      <Timeline items={c.items} otherName={c.otherName} role={c.role} />
      {closed ? <Closed conversation={c} /> : <Composer conversationId={c._id} />}
    </div>
  );
}
