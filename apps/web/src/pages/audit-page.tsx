import { AuditList } from '../features/admin/audit-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/audit (admin menu). */
export default function AuditPage() {
  usePageTitle('Audit trail');
  return <AuditList />;
}
