import { AreasAdmin } from '../features/areas/areas-admin.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/areas (admin menu). */
export default function AreasPage() {
  usePageTitle('Areas');
  return <AreasAdmin />;
}
