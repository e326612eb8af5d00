import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind, NotificationList } from '@resale-zone/contract/notifications';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// Answer schemas load with the first request that needs them (the bell is in every page's navbar).
const contract = lazyContract(() => import('@resale-zone/contract/notifications'));

/**
 * Every key starts with 'notifications': the live channel invalidates them all on a
 * `notification` event and after a reconnect.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  preferences: (userId: string) => [...notificationKeys.all, 'preferences', userId] as const,
};

/** Until a live event says so, the bell also asks again this often (and on focus). */
const POLL_MS = 60_000;

/** The newest notifications and the unread count (`GET /notifications`). */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => apiRequest('/notifications', contract('NotificationList'), { signal }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) =>
      apiRequest('/notifications/preferences', contract('NotificationPreferences'), { signal }),
  });

/**
 * Marks one notification read (`POST /notifications/{id}/read`), or all (`id` null). The list
 * shows it at once; the server's unread count then replaces the guess.
 */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(userId);
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest(
        id === null ? '/notifications/read-all' : `/notifications/${encodeURIComponent(id)}/read`,
        contract('MarkReadAnswer'),
        { method: 'POST' },
      ),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationList>(key);
      if (before) {
        const items = before.items.map((n) =>
          id === null || n.id === id ? { ...n, read: true } : n,
        );
        const newlyRead = before.items.filter(
          (n) => !n.read && (id === null || n.id === id),
        ).length;
        queryClient.setQueryData<NotificationList>(key, {
          items,
          unread: Math.max(0, before.unread - newlyRead),
        });
      }
      return { before };
    },
    onError: (_err, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** One kind's choice: also by email, or in-app only (`PUT /notifications/preferences`). */
export function useSetPreference(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: NotificationKind; email: boolean }) =>
      apiRequest('/notifications/preferences', contract('NotificationPreferences'), {
        method: 'PUT',
        body,
      }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(userId), answer),
  });
}
