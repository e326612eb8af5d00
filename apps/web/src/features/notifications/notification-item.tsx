import { Link } from 'react-router';
import type { Notification } from '@resale-zone/contract/notifications';
import { formatWhen } from '../../lib/format.ts';

export interface NotificationItemProps {
  notification: Notification;
  /** Following the link or pressing Mark read marks it read. */
  onRead: (id: string) => void;
  /** After following the link (the bell closes). */
  onFollow?: () => void;
}

/** One notification: what happened (a link to its page), when, and Mark read while unread. */
export function NotificationItem({ notification: n, onRead, onFollow }: NotificationItemProps) {
  const when = formatWhen(n.createdAt);
  return (
    <li className={`flex items-start gap-3 px-4 py-3 ${n.read ? '' : 'bg-brand-soft'}`}>
      <span
        aria-hidden
        className={`mt-2 size-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-primary'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={n.link}
          className="link link-hover block font-semibold"
          onClick={() => {
            if (!n.read) onRead(n.id);
            onFollow?.();
          }}
        >
          {n.read ? null : <span className="sr-only">Unread:</span>} {n.title}
        </Link>
        <p className="text-sm text-ink-muted">{n.body}</p>
        <p className="text-xs text-ink-muted">
          <time dateTime={n.createdAt}>
            {when.date} {when.time}
          </time>
        </p>
      </div>
      {n.read ? null : (
        <button
          type="button"
          className="btn btn-ghost btn-xs shrink-0"
          onClick={() => onRead(n.id)}
          aria-label={`Mark read: ${n.title}`}
        >
          Mark read
        </button>
      )}
    </li>
  );
}
