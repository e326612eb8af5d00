import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format.ts';
import { unreadQuery } from './conversations.api.ts';

/**
 * The number of conversations with unread messages, beside "Messages" (the navbar, the dashboard
 * menu); nothing when there are none. The live channel refreshes it.
 */
export function UnreadBadge({ className = '' }: { className?: string }) {
  const { data } = useQuery(unreadQuery());
  const count = data?.conversations ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={`badge badge-sm badge-primary font-semibold ${className}`}
      data-testid="unread-badge"
    >
      {formatCount(count)}
      <span className="sr-only"> unread</span>
    </span>
  );
}
