import { AdminsList } from '../features/admin/admins-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/alladmins (admin menu). */
export default function AllAdminsPage() {
  usePageTitle('All admins');
  return <AdminsList />;
}
