import { BlockedImeisList } from '../features/admin/blocked-imeis-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/blocked-imeis (admin menu). */
export default function BlockedImeisPage() {
  usePageTitle('Blocked IMEIs');
  return <BlockedImeisList />;
}
