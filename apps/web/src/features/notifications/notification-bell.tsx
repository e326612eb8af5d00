import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { notify } from '../../lib/toast.ts';
import { NotificationItem } from './notification-item.tsx';
import { notificationsQuery, useMarkRead } from './notifications.api.ts';

/** "Notifications, 3 unread": the button's name says the count. */
export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;

/**
 * The navbar's bell (signed-in people only, after hydration: the public pages' HTML stays the same
 * for everyone). The button names the unread count; it opens the newest notifications, each a
 * link to its page, with Mark read and Mark all read. Escape or a click outside closes it.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { data, isError } = useQuery(notificationsQuery(userId));
  const markRead = useMarkRead(userId);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const read = (id: string | null) =>
    markRead.mutate(id, { onError: (err) => notify.error(err.message) });

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm btn-square relative"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="bell-count"
            className="badge badge-error badge-xs absolute -top-1 -right-1 h-4 min-w-4 px-1 text-[0.65rem] font-bold"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label="Notifications"
        hidden={!open}
        className="z-50 overflow-hidden rounded-box border border-base-300 bg-base-100 text-base-content shadow-card max-sm:fixed max-sm:inset-x-2 max-sm:top-16 sm:absolute sm:right-0 sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-2">
          <h2 className="font-bold">Notifications</h2>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => read(null)}
            disabled={unread === 0}
          >
            Mark all read
          </button>
        </div>
        {isError ? (
          <p className="px-4 py-3 text-sm text-error">Could not load your notifications.</p>
        ) : !data ? (
          <p className="px-4 py-3 text-sm text-ink-muted">Loading…</p>
        ) : data.items.length === 0 ? (
          <p className="px-4 py-3 text-sm text-ink-muted">
            Nothing yet. Messages, bookings, price drops on phones you saved and new phones for your
            saved searches show up here.
          </p>
        ) : (
          <ul role="list" className="max-h-[60vh] divide-y divide-base-300 overflow-y-auto">
            {data.items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onRead={read}
                onFollow={() => setOpen(false)}
              />
            ))}
          </ul>
        )}
        <div className="border-t border-base-300 px-4 py-2 text-sm">
          <Link
            to="/deshboard/notifications"
            className="link link-primary"
            onClick={() => setOpen(false)}
          >
            All notifications and email choices
          </Link>
        </div>
      </div>
    </div>
  );
}
