import { Link } from 'react-router';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, Plus } from 'lucide-react';
import type { Product } from '@resale-zone/contract/listings';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { notify } from '../../lib/toast.ts';
import { myProductsQuery, useAdvertiseProduct, useDeleteProduct } from './listings.api.ts';
import { ProductRow } from './my-product-row.tsx';

const ADD_PRODUCT_PATH = '/deshboard/addproduct';

/**
 * The spec's 'My Products' table of the signed-in seller: No, Photo, Product Name, Available,
 * Advertise, Delete. Advertising puts a phone in 'Featured Mobiles' and its button goes away;
 * deleting asks first. Sold phones show as sold and can be neither advertised nor deleted.
 */
export function MyProductsTable({ email }: { email: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    myProductsQuery(email),
  );
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);

  function onAdvertise(product: Product) {
    advertise.mutate(product, {
      onSuccess: () => notify.success('Make advertise successfully'),
      onError: (err) => notify.error(err.message),
    });
  }

  function onConfirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => notify.success(`${toDelete.productName} deleted successfully`),
      onError: (err) => notify.error(err.message),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="my-products-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            My Products
          </h1>
          {data && data.length > 0 ? (
            <p className="text-ink-muted">
              {data.length} {data.length === 1 ? 'phone' : 'phones'} listed
            </p>
          ) : null}
        </div>
        <Link to={ADD_PRODUCT_PATH} className="btn btn-primary btn-sm">
          <Plus aria-hidden className="size-4" />
          Add A Product
        </Link>
      </div>

      {isPending ? (
        <TableSkeleton label="Loading your products" />
      ) : isError ? (
        <LoadError
          message="Your products could not be loaded."
          detail={error.message}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : data.length === 0 ? (
        <EmptyState
          title="You have not listed any phones yet"
          icon={<PackageOpen aria-hidden className="size-8 text-primary" />}
        >
          <Link to={ADD_PRODUCT_PATH} className="link link-primary font-medium">
            Add A Product
          </Link>{' '}
          to reach buyers looking for a good used phone.
        </EmptyState>
      ) : (
        // Narrow screens scroll the table sideways; the region is focusable so keys scroll it too.
        <div
          role="region"
          aria-labelledby="my-products-title"
          tabIndex={0}
          className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
        >
          <table className="table max-sm:block" aria-labelledby="my-products-title">
            {/* Below 640 px each row becomes a card; the headers stay for screen readers. */}
            <thead className="max-sm:sr-only">
              <tr>
                <th scope="col">No</th>
                <th scope="col">Photo</th>
                <th scope="col">Product Name</th>
                <th scope="col">Available</th>
                <th scope="col">Advertise</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {data.map((product, index) => (
                <ProductRow
                  key={product._id}
                  number={index + 1}
                  product={product}
                  isAdvertising={advertise.isPending && advertise.variables?._id === product._id}
                  onAdvertise={() => onAdvertise(product)}
                  onDelete={() => setToDelete(product)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDeleteDialog
        name={toDelete?.productName ?? null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
