import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { Link } from '../components/ui/link.tsx';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import { productQuery } from '../features/listings/listings.api.ts';
import { ProductDetailView } from '../features/listings/product-detail.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';
import { ApiError } from '../lib/api-client.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /products/{id}: one listing, sold ones too (marked, without Check out). */
export default function ProductPage() {
  const id = useParams().id ?? '';
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(productQuery(id));
  const notFound = isError && error instanceof ApiError && [400, 404].includes(error.status);
  usePageTitle(data?.productName ?? (notFound ? 'Phone not found' : 'Phone'));
  const { onCheckout, bookingDialog } = useCheckout();
  const { onReport, reportDialog } = useReportListing();
  const wishlist = useWishlistHearts();

  let body;
  if (isPending) {
    body = (
      <div role="status" className="grid gap-8 lg:grid-cols-2">
        <span className="sr-only">Loading the phone…</span>
        <div aria-hidden className="skeleton aspect-[4/3] w-full" />
        <div aria-hidden className="flex flex-col gap-4">
          <div className="skeleton h-10 w-3/4" />
          <div className="skeleton h-10 w-1/3" />
          <div className="skeleton h-24 w-full" />
        </div>
      </div>
    );
  } else if (notFound) {
    body = (
      <>
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Phone not found</h1>
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
    body = (
      <LoadError
        message="This phone could not be loaded."
        detail={error.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else {
    body = (
      <ProductDetailView
        product={data}
        onReport={onReport}
        onCheckout={onCheckout}
        wishlist={wishlist}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/home' },
          { label: 'Phones', to: '/search' },
        ]}
        current={data?.productName}
      />
      {body}
      {bookingDialog}
      {reportDialog}
    </div>
  );
}
