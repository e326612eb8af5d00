import { useAuth } from '../features/auth/auth-context.tsx';
import { NotificationCenter } from '../features/notifications/index.ts';
import { TableSkeleton } from '../components/ui/table-skeleton.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/notifications (every account): the bell's list in full, and the email choices. */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const { user } = useAuth();
  if (!user) return <TableSkeleton label="Loading your notifications" />;
  return <NotificationCenter userId={user.uid} />;
}
