import { useAuth } from '../features/auth/auth-context.tsx';
import { SavedSearchList } from '../features/saved-searches/index.ts';
import { TableSkeleton } from '../components/ui/table-skeleton.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/saved-searches (every account): the searches that tell of new matching phones. */
export default function SavedSearchesPage() {
  usePageTitle('Saved searches');
  const { user } = useAuth();
  if (!user) return <TableSkeleton label="Loading your saved searches" />;
  return <SavedSearchList userId={user.uid} />;
}
