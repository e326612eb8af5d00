import { PeopleList } from '../features/admin/people-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/all-buyers (admin menu). */
export default function AllBuyersPage() {
  usePageTitle('All buyers');
  return <PeopleList kind="buyer" />;
}
