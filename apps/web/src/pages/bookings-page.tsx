import { useAuth } from '../features/auth/auth-context.tsx';
import { MyBookings } from '../features/bookings/my-bookings.tsx';
import { TableSkeleton } from '../components/ui/table-skeleton.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/booking (buyers; the route's role gate turns others away). */
export default function BookingsPage() {
  usePageTitle('Bookings');
  const { user } = useAuth();
  // The dashboard sends signed-out visitors to /singin; this covers the moment before it does.
  if (!user) return <TableSkeleton label="Loading your bookings" />;
  return <MyBookings email={user.email} />;
}
