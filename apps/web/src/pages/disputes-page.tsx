import { DisputesList } from '../features/admin/disputes-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/disputes (admin menu). */
export default function DisputesPage() {
  usePageTitle('Disputes');
  return <DisputesList />;
}
