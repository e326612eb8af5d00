import { useQuery } from '@tanstack/react-query';
import { ProductGrid } from '../features/listings/product-grid.tsx';
import { profileQuery } from '../features/reviews/reviews.api.ts';
import { EmptyState } from '../components/ui/page-text.tsx';
import { useCardActions } from './use-card-actions.tsx';

/**
 * A member's phones on sale with what their cards do, an island of the profile page (decision
 * 062): on the server's page it hydrates alone, with the profile from the page's data.
 */
export function ProfileListingsIsland({ id }: { id: string }) {
  const { data } = useQuery(profileQuery(id));
  const { cardActions, dialogs } = useCardActions();
  if (!data) return null;
  return (
    <>
      {data.listings.length > 0 ? (
        <ProductGrid
          products={data.listings}
          label={`Phones ${data.name} has on sale`}
          // On a phone the first card starts at the foot of the first screen: its photo is the
          // page's largest paint there, so it is not left lazy.
          eagerCount={1}
          {...cardActions}
        />
      ) : (
        <EmptyState title={`${data.name} has no phones on sale right now`} />
      )}
      {dialogs}
    </>
  );
}
