import { BlockedImeisList } from '../features/admin/blocked-imeis-list.tsx';
import { StolenReportsList } from '../features/admin/stolen-reports-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/blocked-imeis (admin menu): the blocklist, and the stolen-phone reports to check. */
export default function BlockedImeisPage() {
  usePageTitle('Blocked IMEIs');
  return (
    <div className="grid gap-10">
      <BlockedImeisList />
      <StolenReportsList />
    </div>
  );
}
