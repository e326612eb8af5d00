import { useMemo } from 'react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { useUploadAuth } from '../features/images/use-upload-auth.ts';
import { AddProductForm } from '../features/listings/add-product-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/addproduct (sellers; the route's role gate turns others away). */
export default function AddProductPage() {
  usePageTitle('Add A Product');
  const { user } = useAuth();
  const uploadAuth = useUploadAuth();
  const name = user?.displayName ?? '';
  const email = user?.email ?? '';
  const seller = useMemo(() => ({ name, email }), [name, email]);
  return (
    <div className="grid max-w-3xl gap-6">
      <header>
        <PageHeading id="add-product-title">Add A Product</PageHeading>
        <p className="text-ink-muted">
          Every field is required. Buyers see the photo, the prices, the location and how long the
          phone was used.
        </p>
      </header>
      <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-card sm:p-6">
        <AddProductForm seller={seller} uploadAuth={uploadAuth} titleId="add-product-title" />
      </div>
    </div>
  );
}
