import type { ReactNode } from 'react';
import { useCheckout } from '../features/bookings/use-checkout.tsx';
import type { CardActions } from '../features/listings/product-card.tsx';
import { useReportListing } from '../features/listings/report-listing.tsx';
import { useWishlistHearts } from '../features/wishlist/use-wishlist-hearts.ts';

/**
 * What a grid of phone cards does (Check out, Report, the heart) and the dialogs those open: every
 * page with a grid renders `dialogs` beside it.
 */
export function useCardActions(): { cardActions: CardActions; dialogs: ReactNode } {
  const { onCheckout, bookingDialog, bookedIds } = useCheckout();
  const { onReport, reportDialog, reportedIds } = useReportListing();
  const wishlist = useWishlistHearts();
  return {
    cardActions: { onCheckout, bookedIds, onReport, reportedIds, wishlist },
    dialogs: (
      <>
        {bookingDialog}
        {reportDialog}
      </>
    ),
  };
}
