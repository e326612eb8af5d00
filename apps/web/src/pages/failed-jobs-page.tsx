import { FailedJobsList } from '../features/admin/failed-jobs-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/failed-jobs (admin menu). */
export default function FailedJobsPage() {
  usePageTitle('Failed jobs');
  return <FailedJobsList />;
}
