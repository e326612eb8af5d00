import { useAuth } from '../features/auth/auth-context.tsx';
import { useUploadAuth } from '../features/images/use-upload-auth.ts';
import { MyProductsTable } from '../features/listings/my-products-table.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/showproduct: the spec's 'My Products' table (sellers; the role gate turns others away). */
export default function ShowProductPage() {
  usePageTitle('Show Product');
  const { user } = useAuth();
  const uploadAuth = useUploadAuth();
  // The dashboard sends signed-out visitors to /singin; this covers the moment before it does.
  if (!user) {
    return (
      <div role="status" className="skeleton h-40 w-full">
        <span className="sr-only">Loading your products</span>
      </div>
    );
  }
  return <MyProductsTable email={user.email} uploadAuth={uploadAuth} />;
}
