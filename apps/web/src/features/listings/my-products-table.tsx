import { Link } from 'react-router';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, Plus } from 'lucide-react';
import type { OwnProduct, Product } from '@resale-zone/contract/listings';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { notify } from '../../lib/toast.ts';
import { listingStatsQuery } from '../dashboard/index.ts';
import type { UploadAuth } from '../images/index.ts';
import { myProductsQuery, useAdvertiseProduct, useDeleteProduct } from './listings.api.ts';
import { useOffSale } from './use-off-sale.tsx';
import { productColumns } from './my-product-columns.tsx';
import { EditListingDialog } from './edit-listing-dialog.tsx';
import { EditPriceDialog } from './edit-price-dialog.tsx';

// The offers' settings dialog loads when first opened (its schemas with it).
const OfferSettingsDialog = lazy(() =>
  import('../offers/index.ts').then((m) => ({ default: m.OfferSettingsDialog })),
);

const ADD_PRODUCT_PATH = '/deshboard/addproduct';
const ZERO = { views: 0, saves: 0, bookings: 0 };

/**
 * The spec's 'My Products' table of the signed-in seller: No, Photo, Product Name, Available,
 * Advertise, Delete. Advertising puts a phone in 'Featured Mobiles' and its button goes away;
 * deleting asks first. Sold phones show as sold and can be neither advertised nor deleted.
 */
export function MyProductsTable({
  email,
  uploadAuth = null,
}: {
  email: string;
  /** The bearer token for a new photo chosen in Edit. */
  uploadAuth?: UploadAuth | null;
}) {
  const query = useQuery(myProductsQuery(email));
  const { data } = query;
  // Views, saves and bookings per listing: a second answer, so the spec's list stays as it is.
  const stats = useQuery(listingStatsQuery());
  const statsOf = new Map(stats.data?.map((s) => [s.id, s]));
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  const offSale = useOffSale();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [toReprice, setToReprice] = useState<OwnProduct | null>(null);
  const [toEdit, setToEdit] = useState<OwnProduct | null>(null);
  const [offersOf, setOffersOf] = useState<OwnProduct | null>(null);
  const [offersLoaded, setOffersLoaded] = useState(false);
  if (offersOf && !offersLoaded) setOffersLoaded(true);

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
      <PageHeader
        id="my-products-title"
        lead={
          data?.length ? `${data.length} ${data.length === 1 ? 'phone' : 'phones'} listed` : null
        }
        action={
          <Link to={ADD_PRODUCT_PATH} className="btn btn-primary btn-sm">
            <Plus aria-hidden className="size-4" />
            Add A Product
          </Link>
        }
      >
        My Products
      </PageHeader>

      <QueryTable
        labelledBy="my-products-title"
        query={query}
        noun="Your products"
        empty={
          <EmptyState
            title="You have not listed any phones yet"
            icon={<PackageOpen aria-hidden className="size-8 text-primary" />}
          >
            <Link to={ADD_PRODUCT_PATH} className="link link-primary font-medium">
              Add A Product
            </Link>{' '}
            to reach buyers looking for a good used phone.
          </EmptyState>
        }
        rowKey={(product) => product._id}
        columns={productColumns({
          statsOf: (product) => (stats.isSuccess ? (statsOf.get(product._id) ?? ZERO) : null),
          isAdvertising: (product) =>
            advertise.isPending && advertise.variables?._id === product._id,
          onAdvertise,
          onDelete: setToDelete,
          onEditPrice: setToReprice,
          onEdit: setToEdit,
          onOffers: setOffersOf,
          movingOf: offSale.movingOf,
          onMove: offSale.onMove,
        })}
      />

      <EditPriceDialog product={toReprice} onClose={() => setToReprice(null)} />
      {offersLoaded ? (
        <Suspense fallback={null}>
          <OfferSettingsDialog phone={offersOf} onClose={() => setOffersOf(null)} />
        </Suspense>
      ) : null}
      <EditListingDialog product={toEdit} onClose={() => setToEdit(null)} uploadAuth={uploadAuth} />
      {offSale.dialog}
      <ConfirmDeleteDialog
        name={toDelete?.productName ?? null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
