import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { openLiveConnection, type LiveEventType } from './live-connection.ts';

/**
 * The queries each kind of live event makes stale: every conversations query is keyed
 * `['conversations', …]`, every notifications query `['notifications', …]`. A notification is
 * also the trace of a sale's move (booked, paid, handed over, released), so the bookings and
 * orders on screen and the conversation's booking events are fetched again with it.
 */
const STALE_BY_TYPE: Record<LiveEventType, readonly string[]> = {
  message: ['conversations'],
  conversation: ['conversations'],
  notification: ['notifications', 'bookings', 'conversations', 'offers'],
};

function refresh(queryClient: QueryClient, roots: Iterable<string>) {
  for (const root of new Set(roots)) void queryClient.invalidateQueries({ queryKey: [root] });
}

/**
 * Keeps the signed-in person's pages current: while someone is signed in, one live stream; each
 * event refetches the queries that show what it points to (only those on screen refetch now).
 * Renders nothing, and nothing at all on the server.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (!uid || !hydrated) return;
    const connection = openLiveConnection({
      onEvent: (type) => refresh(queryClient, STALE_BY_TYPE[type]),
      onResync: () => refresh(queryClient, Object.values(STALE_BY_TYPE).flat()),
    });
    return () => connection.close();
  }, [uid, hydrated, queryClient]);

  return null;
}
