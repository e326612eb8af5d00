import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { notify } from '../../lib/toast.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationPreferencesForm } from './notification-preferences.tsx';
import { notificationsQuery, useMarkRead } from './notifications.api.ts';

/** /deshboard/notifications: the newest notifications, Mark all read, and the email choices. */
export function NotificationCenter({ userId }: { userId: string }) {
  const query = useQuery(notificationsQuery(userId));
  const { data } = query;
  const markRead = useMarkRead(userId);
  const read = (id: string | null) =>
    markRead.mutate(id, { onError: (err) => notify.error(err.message) });

  return (
    <div className="grid gap-6">
      <PageHeader
        id="notifications-heading"
        lead={data && (data.unread === 0 ? 'All read' : `${data.unread} unread`)}
        action={
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => read(null)}
            disabled={!data || data.unread === 0}
          >
            Mark all read
          </button>
        }
      >
        Notifications
      </PageHeader>
      <QueryState
        query={query}
        loading={<TableSkeleton label="Loading your notifications" />}
        errorMessage="Could not load your notifications."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title="No notifications yet."
            icon={<BellOff aria-hidden className="size-8 text-primary" />}
          >
            Messages, bookings, price drops on phones you saved and new phones for your saved
            searches show up here.
          </EmptyState>
        }
      >
        {(data) => (
          <ul
            role="list"
            aria-labelledby="notifications-heading"
            className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100"
          >
            {data.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={read} />
            ))}
          </ul>
        )}
      </QueryState>
      <NotificationPreferencesForm userId={userId} />
    </div>
  );
}
