import { NoShowClaimsList } from '../features/meetings/no-show-claims-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/no-show-claims (admin menu). */
export default function NoShowClaimsPage() {
  usePageTitle('No-show claims');
  return <NoShowClaimsList />;
}
