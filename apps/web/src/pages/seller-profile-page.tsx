import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { UserX } from 'lucide-react';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { EmptyState } from '../components/ui/page-text.tsx';
import { QueryError } from '../components/ui/load-error.tsx';
import { SkeletonStack } from '../components/ui/query-state.tsx';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import { ProductGrid } from '../features/listings/product-grid.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { profileQuery } from '../features/reviews/reviews.api.ts';
import { ProfileView } from '../features/reviews/profile-view.tsx';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';
import { ApiError } from '../lib/api-client.ts';

/** /sellers/{id}: who you are meeting — record, reviews with replies, and phones on sale. */
export default function SellerProfilePage() {
  const id = useParams().id ?? '';
  const query = useQuery(profileQuery(id));
  const { data, isPending, isError, error } = query;
  const { onCheckout, bookingDialog, bookedIds } = useCheckout();
  const { onReport, reportDialog, reportedIds } = useReportListing();
  const wishlist = useWishlistHearts();
  const missing = isError && error instanceof ApiError && [400, 404].includes(error.status);

  let body;
  if (isPending) {
    body = <SkeletonStack label="Loading the profile…" blocks={['h-40 w-full', 'h-24 w-full']} />;
  } else if (missing) {
    body = (
      <EmptyState title="No such member" icon={<UserX aria-hidden className="size-8" />}>
        This profile does not exist, or the account was deleted.
      </EmptyState>
    );
  } else if (isError) {
    body = <QueryError query={query} message="The profile could not be loaded." />;
  } else {
    body = (
      <>
        <ProfileView profile={data} />
        <section aria-labelledby="on-sale-heading" className="mt-10 grid gap-4">
          <h2 id="on-sale-heading" className="text-xl font-bold">
            Phones on sale
          </h2>
          {data.listings.length > 0 ? (
            <ProductGrid
              products={data.listings}
              label={`Phones ${data.name} has on sale`}
              // On a phone the first card starts at the foot of the first screen: its photo is
              // the page's largest paint there, so it is not left lazy.
              eagerCount={1}
              onCheckout={onCheckout}
              bookedIds={bookedIds}
              reportedIds={reportedIds}
              onReport={onReport}
              wishlist={wishlist}
            />
          ) : (
            <EmptyState title={`${data.name} has no phones on sale right now`} />
          )}
        </section>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <PageMeta
        page={data ? data.name : missing ? 'Member not found' : 'Member'}
        description={
          data
            ? `${data.name} on Resale Zone: completed sales, reviews and phones on sale.`
            : 'A member of Resale Zone.'
        }
        path={`/sellers/${id}`}
        noindex={missing}
      />
      {body}
      {bookingDialog}
      {reportDialog}
    </div>
  );
}
