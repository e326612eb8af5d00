import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { ConversationSummary } from '@resale-zone/contract/conversations';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryState, SkeletonStack } from '../../components/ui/query-state.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatCount, formatWhen } from '../../lib/format.ts';
import { CONVERSATIONS_PAGE, conversationListQuery } from './conversations.api.ts';

function Row({ c }: { c: ConversationSummary }) {
  const when = c.lastMessage ? formatWhen(c.lastMessage.at) : null;
  return (
    <li>
      <Link
        to={`/deshboard/messages/${c._id}`}
        className="flex items-center gap-3 rounded-box p-3 hover:bg-base-200"
      >
        <Thumbnail url={c.listing.photo} alt="" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2">
            {/* line-clamp, not truncate: a nowrap line would widen the page by its longest word. */}
            <span className={`line-clamp-1 ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>
              {c.listing.productName}
            </span>
            {when && c.lastMessage ? (
              <time dateTime={c.lastMessage.at} className="text-xs text-ink-muted">
                {when.date}, {when.time}
              </time>
            ) : null}
          </p>
          <p className="text-sm text-ink-muted">
            {c.otherName} ({c.role === 'buyer' ? 'seller' : 'buyer'})
          </p>
          <p className="flex items-center gap-2 text-sm">
            <span className="line-clamp-1 min-w-0 flex-1">
              {c.lastMessage?.mine ? 'You: ' : ''}
              {c.lastMessage?.body}
            </span>
            {c.unread > 0 ? (
              <span className="badge badge-primary badge-sm">
                {formatCount(c.unread)}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** /deshboard/messages: the person's conversations, the latest message first. */
export function ConversationList() {
  const [offset, setOffset] = useState(0);
  const query = useQuery(conversationListQuery(offset));
  return (
    <QueryState
      query={query}
      loading={
        <SkeletonStack
          label="Loading your messages…"
          blocks={['h-20 w-full', 'h-20 w-full', 'h-20 w-full']}
          className="gap-3"
        />
      }
      errorMessage="Your messages could not be loaded."
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          title="No messages yet"
          icon={<MessageCircle aria-hidden className="size-8 text-primary" />}
        >
          Ask a seller about a phone with “Message the seller” on its page.{' '}
          <Link to="/search" className="link link-primary">
            Find a phone
          </Link>
        </EmptyState>
      }
    >
      {({ items, total }) => {
        return (
          <div className="grid gap-4">
            <ul className="divide-y divide-base-300 rounded-box border border-base-300">
              {items.map((c) => (
                <Row key={c._id} c={c} />
              ))}
            </ul>
            {total > CONVERSATIONS_PAGE ? (
              <nav aria-label="Pages of conversations" className="join justify-center">
                <button
                  type="button"
                  className="btn join-item"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - CONVERSATIONS_PAGE))}
                >
                  Newer
                </button>
                <button
                  type="button"
                  className="btn join-item"
                  disabled={offset + CONVERSATIONS_PAGE >= total}
                  onClick={() => setOffset(offset + CONVERSATIONS_PAGE)}
                >
                  Older
                </button>
              </nav>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
