import type { CategorySlug } from '@resale-zone/contract/listings';
import { useMyAreaId } from '../features/account/use-my-area.ts';
import { AreaFilter, type AreaFilterProps } from '../features/areas/index.ts';
import { useAuth } from '../features/auth/index.ts';
import { CategoryProducts } from '../features/listings/category-products.tsx';
import { useCardActions } from './use-card-actions.tsx';

/**
 * The parts of a brand's page that a visitor uses, each an island (decision 062): on the server's
 * page they hydrate alone, with the phones from the page's data.
 */

/** The area filter, with "Near me" for someone signed in. */
export function AreaFilterIsland(props: Omit<AreaFilterProps, 'myAreaId'>) {
  const myAreaId = useMyAreaId(useAuth().user !== null);
  return <AreaFilter {...props} myAreaId={myAreaId} />;
}

/** The brand's phones, a page at a time, with what their cards do. */
export function CategoryProductsIsland(props: {
  slug: CategorySlug;
  title: string;
  checkedOnly: boolean;
  area: string | null;
}) {
  const { cardActions, dialogs } = useCardActions();
  return (
    <>
      <CategoryProducts {...props} {...cardActions} />
      {dialogs}
    </>
  );
}
