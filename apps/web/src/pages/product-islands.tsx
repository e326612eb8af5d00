import { useQuery } from '@tanstack/react-query';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import { MessageSellerButton } from '../features/conversations/index.ts';
import { productQuery } from '../features/listings/listings.api.ts';
import { ProductActions } from '../features/listings/product-actions.tsx';
import { ProductPhoto } from '../features/listings/product-photo.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { MakeOfferButton } from '../features/offers/make-offer-button.tsx';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';

/**
 * The parts of a listing's page that a visitor uses, each an island (decision 062): on the
 * server's page they hydrate alone, with the listing from the page's data.
 */

/** The photos: previous / next, thumbnails, and the full-screen viewer. */
export function ListingPhoto({ id }: { id: string }) {
  const { data } = useQuery(productQuery(id));
  return data ? <ProductPhoto product={data} /> : null;
}

/** Check out, make an offer, message the seller, the heart and Report, with their dialogs. */
export function ListingActions({ id }: { id: string }) {
  const { data } = useQuery(productQuery(id));
  const { onCheckout, bookingDialog, bookedIds } = useCheckout();
  const { onReport, reportDialog, reportedIds } = useReportListing();
  const wishlist = useWishlistHearts();
  if (!data) return null;
  return (
    <>
      <ProductActions
        product={data}
        booked={bookedIds.has(data._id)}
        reported={reportedIds.has(data._id)}
        onCheckout={onCheckout}
        onReport={onReport}
        wishlist={wishlist}
        message={
          <>
            <MakeOfferButton product={data} />
            <MessageSellerButton product={data} />
          </>
        }
      />
      {bookingDialog}
      {reportDialog}
    </>
  );
}
