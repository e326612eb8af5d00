import { useAuth } from '../features/auth/auth-context.tsx';
import { MyOrders } from '../features/bookings/my-orders.tsx';
import { TableSkeleton } from '../components/ui/table-skeleton.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/order (sellers; the route's role gate turns others away). */
export default function OrdersPage() {
  usePageTitle('My Order');
  const { user } = useAuth();
  // The dashboard sends signed-out visitors to /singin; this covers the moment before it does.
  if (!user) return <TableSkeleton label="Loading your orders" />;
  return <MyOrders email={user.email} />;
}
