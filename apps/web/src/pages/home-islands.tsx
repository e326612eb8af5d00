import { FeaturedProducts } from '../features/listings/featured-products.tsx';
import { useCardActions } from './use-card-actions.tsx';

/**
 * The home page's featured phones with what their cards do, an island (decision 062): on the
 * server's page it hydrates alone, with the list from the page's data.
 */
export function FeaturedIsland() {
  const { cardActions, dialogs } = useCardActions();
  return (
    <>
      <FeaturedProducts {...cardActions} />
      {dialogs}
    </>
  );
}
