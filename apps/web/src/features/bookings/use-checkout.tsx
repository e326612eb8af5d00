import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@resale-zone/contract/listings';
import { notify } from '../../lib/toast.ts';
import { useAuth, type ReturnState } from '../auth/index.ts';

// Loaded on the first Check out (its form library stays out of the pages' first download).
const BookingDialog = lazy(() =>
  import('./booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })),
);

export const ONLY_BUYERS_MESSAGE =
  'Only buyer accounts can book phones. Seller and admin accounts cannot book.';

/**
 * Check out on a product card. Signed-out visitors go to /singin and come back here afterwards;
 * sellers and admins are told that only buyers book; buyers get the booking dialog.
 *
 * ```tsx
 * const { onCheckout, bookingDialog } = useCheckout();
 * <CategoryProducts slug={slug} onCheckout={onCheckout} />
 * {bookingDialog}
 * ```
 */
export function useCheckout() {
  const { user, role, isLoading, isRoleLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [booking, setBooking] = useState<Product | null>(null);
  // Mounted from the first opening on, so that later closings keep their fade-out.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (booking && !dialogLoaded) setDialogLoaded(true);
  // A click that came while the session or the role was still being asked; settled once known.
  const [waiting, setWaiting] = useState<Product | null>(null);
  const isKnown = !isLoading && !isRoleLoading;

  const decide = useCallback(
    (product: Product) => {
      if (!user) {
        const { pathname, search, hash } = location;
        const state: ReturnState = { from: { pathname, search, hash } };
        void navigate('/singin', { state });
      } else if (role === 'buyer') {
        setBooking(product);
      } else if (role === null) {
        notify.error('Your account could not be checked. Try again in a moment.');
      } else {
        notify.error(ONLY_BUYERS_MESSAGE);
      }
    },
    [user, role, navigate, location],
  );

  useEffect(() => {
    if (!waiting || !isKnown) return;
    setWaiting(null);
    decide(waiting);
  }, [waiting, isKnown, decide]);

  const onCheckout = useCallback(
    (product: Product) => (isKnown ? decide(product) : setWaiting(product)),
    [isKnown, decide],
  );

  const bookingDialog =
    user && dialogLoaded ? (
      <Suspense fallback={null}>
        <BookingDialog
          product={booking}
          buyer={{ name: user.displayName, email: user.email }}
          onClose={() => setBooking(null)}
        />
      </Suspense>
    ) : null;

  return { onCheckout, bookingDialog };
}
