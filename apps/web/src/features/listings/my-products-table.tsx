import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/ui/link.tsx';
import { Megaphone, PackageOpen, Plus, Trash2 } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/images';
import type { Product } from '@resale-zone/contract/listings';
import { formatDollars } from '@resale-zone/contract/money';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { notify } from '../../lib/toast.ts';
import { myProductsQuery, useAdvertiseProduct, useDeleteProduct } from './listings.api.ts';

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
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your products</span>
          {[0, 1, 2].map((row) => (
            <div key={row} aria-hidden className="skeleton h-16 w-full" />
          ))}
        </div>
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

interface ProductRowProps {
  number: number;
  product: Product;
  isAdvertising: boolean;
  onAdvertise: () => void;
  onDelete: () => void;
}

/** Narrow screens: the row as a card (photo and name on top, actions underneath). */
const cardRow =
  'max-sm:grid max-sm:grid-cols-[4rem_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-4 max-sm:not-last:border-b max-sm:border-base-300';
const cardCell = 'max-sm:block max-sm:border-0 max-sm:p-0';

function ProductRow({ number, product, isAdvertising, onAdvertise, onDelete }: ProductRowProps) {
  const { cardSrc } = imageSources(product.productPhoto);
  const isSold = product.paid;
  const isAdvertised = product.publish === 'advertise';
  return (
    <tr className={cardRow}>
      <td
        className={`tabular-nums ${cardCell} max-sm:col-start-3 max-sm:row-start-1 max-sm:self-start max-sm:text-sm max-sm:text-ink-muted max-sm:before:content-['#']`}
      >
        {number}
      </td>
      <td className={`${cardCell} max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1`}>
        <img
          src={cardSrc}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-16 rounded-field bg-base-200 object-cover"
        />
      </td>
      <th
        scope="row"
        className={`font-normal sm:min-w-40 ${cardCell} max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0`}
      >
        <span className="block font-semibold">{product.productName}</span>
        <span className="text-sm text-ink-muted">
          {formatDollars(product.resalePrice)} · {product.categories}
        </span>
      </th>
      <td className={`${cardCell} max-sm:col-start-2 max-sm:row-start-2`}>
        {isSold ? (
          <span className="badge badge-neutral">Sold</span>
        ) : (
          <span className="badge badge-success">Sales</span>
        )}
      </td>
      <td className={`${cardCell} max-sm:col-span-2 max-sm:col-start-1 max-sm:row-start-3`}>
        {isSold ? (
          <span className="text-sm text-ink-muted">Sold phones cannot be advertised</span>
        ) : isAdvertised ? (
          <span className="badge badge-outline badge-primary gap-1 whitespace-nowrap">
            <Megaphone aria-hidden className="size-3" />
            Advertised
          </span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={onAdvertise}
            disabled={isAdvertising}
          >
            {isAdvertising ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Megaphone aria-hidden className="size-4" />
            )}
            Advertise
          </button>
        )}
      </td>
      <td className={`${cardCell} max-sm:col-start-3 max-sm:row-start-3 max-sm:justify-self-end`}>
        {isSold ? (
          <span className="text-sm text-ink-muted">Kept on record</span>
        ) : (
          <button type="button" className="btn btn-outline btn-error btn-sm" onClick={onDelete}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </button>
        )}
      </td>
    </tr>
  );
}
