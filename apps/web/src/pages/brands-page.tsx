import { BrandsList } from '../features/admin/brands-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/brands (admin menu). */
export default function BrandsPage() {
  usePageTitle('Brands');
  return <BrandsList />;
}
