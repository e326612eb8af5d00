import { useAuth } from '../features/auth/auth-context.tsx';
import { TableSkeleton } from '../components/ui/table-skeleton.tsx';
import { WishlistList } from '../features/wishlist/wishlist-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/wishlist (buyers; the route's role gate turns others away). */
export default function WishlistPage() {
  usePageTitle('Wishlist');
  const { user } = useAuth();
  // The dashboard sends signed-out visitors to /singin; this covers the moment before it does.
  if (!user) return <TableSkeleton label="Loading your wishlist" />;
  return <WishlistList email={user.email} />;
}
