import { PeopleList } from '../features/admin/people-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/all-sellers (admin menu). */
export default function AllSellersPage() {
  usePageTitle('All sellers');
  return <PeopleList kind="seller" />;
}
