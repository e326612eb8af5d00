import { ReportedList } from '../features/admin/reported-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/reported-products (admin menu). */
export default function ReportedProductsPage() {
  usePageTitle('Reported products');
  return <ReportedList />;
}
