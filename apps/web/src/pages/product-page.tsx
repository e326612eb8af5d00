import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs.tsx';
import { SearchX } from 'lucide-react';
import { EmptyState, PageHeading } from '../components/ui/page-text.tsx';
import { QueryError } from '../components/ui/load-error.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Island } from '../components/islands/island.tsx';
import { useRecordView } from '../features/dashboard/use-record-view.ts';
import { productQuery } from '../features/listings/listings.api.ts';
import { ProductDetailView } from '../features/listings/product-detail.tsx';
import { ProductMeta } from '../features/listings/product-meta.tsx';
import { PriceVerdictLine } from '../features/price-guide/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { ListingActions, ListingPhoto } from './product-islands.tsx';

/** Where a listing sits: shown above it and given to search engines as its breadcrumb trail. */
const TRAIL: Crumb[] = [
  { label: 'Home', to: '/home' },
  { label: 'Phones', to: '/search' },
];

/**
 * /products/{id}: one listing, sold ones too (marked, without Check out). The server renders it as
 * islands (decision 062): only the photos and the actions hydrate, each when first used; the price
 * verdict and the view count are the entry's (`data-enhance`).
 */
export default function ProductPage() {
  const id = useParams().id ?? '';
  const query = useQuery(productQuery(id));
  const { data, isPending, isError, error } = query;
  const notFound = isError && error instanceof ApiError && [400, 404].includes(error.status);
  // Counted from the browser once the app shows the page (the entry counts it on an islands page):
  // the page's HTML stays the same for everyone.
  useRecordView(data?._id);

  let body;
  let meta = (
    <PageMeta
      page="Phone"
      description="A used phone for sale on Resale Zone."
      path={`/products/${id}`}
    />
  );
  if (isPending) {
    body = (
      <div role="status" className="grid gap-8 lg:grid-cols-2">
        <span className="sr-only">Loading the phone…</span>
        <Skeleton className="aspect-[4/3] w-full" />
        <div aria-hidden className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-10 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    );
  } else if (notFound) {
    meta = (
      <PageMeta
        page="Phone not found"
        description="This phone is not listed on Resale Zone."
        noindex
      />
    );
    body = (
      <>
        <PageHeading size="display" className="mb-6">
          Phone not found
        </PageHeading>
        <EmptyState
          title="This phone is not listed here."
          icon={<SearchX aria-hidden className="size-8 text-primary" />}
        >
          The link may be mistyped, or the seller removed the phone.{' '}
          <Link to="/search" className="link link-primary">
            Search the phones for sale
          </Link>
          .
        </EmptyState>
      </>
    );
  } else if (isError) {
    body = <QueryError query={query} message="This phone could not be loaded." />;
  } else {
    meta = <ProductMeta product={data} trail={TRAIL} />;
    body = (
      <ProductDetailView
        product={data}
        photo={<Island name="listing-photo" component={ListingPhoto} props={{ id: data._id }} />}
        actions={
          <Island
            name="listing-actions"
            component={ListingActions}
            props={{ id: data._id }}
            load="session"
          />
        }
        priceVerdict={<PriceVerdictLine listingId={data._id} />}
      />
    );
  }

  return (
    <div
      className="mx-auto max-w-6xl px-4 py-8 lg:py-10"
      {...(data ? { 'data-enhance': 'record-view', 'data-listing': data._id } : {})}
    >
      {meta}
      <Breadcrumbs trail={TRAIL} current={data?.productName} />
      {body}
    </div>
  );
}
