import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@resale-zone/contract/listings';
import { notify } from '../../lib/toast.ts';
import { useAuth, useSendToSignIn, useWhenSessionKnown } from '../auth/index.ts';
import { myBookingsQuery } from './my-bookings-query.ts';

// Loaded on the first Check out (its form library stays out of the pages' first download).
const BookingDialog = lazy(() =>
  import('./booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })),
);

/** People both buy and sell (product.md §7); admins look after the marketplace instead. */
export const ADMINS_DO_NOT_BOOK =
  'Admin accounts look after the marketplace and cannot book phones. Use a buyer or seller account.';
export const OWN_PHONE = 'This is your own phone: you cannot book it.';

/** Bookings that still hold the phone for the buyer (not cancelled, declined, expired or refunded). */
const LIVE_STATES = new Set(['open', 'held', 'completed', 'disputed']);

/** The history entry the open booking dialog adds, so that Back closes it instead of the page. */
interface DialogEntry {
  bookingDialog?: string;
}
const dialogOf = (state: unknown) =>
  state && typeof state === 'object' ? (state as DialogEntry).bookingDialog : undefined;

/**
 * Check out on a product card. Signed-out visitors go to /singin and come back here afterwards;
 * admins and a phone's own seller are told why not; buyers and sellers get the booking dialog,
 * which adds a history entry while open (Back closes it). `bookedIds`: the phones the person has
 * booked, from their bookings, so that cards say "Booked – see my bookings", also after a reload.
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
  const sendToSignIn = useSendToSignIn();
  const [booking, setBooking] = useState<Product | null>(null);
  // Mounted from the first opening on, so that later closings keep their fade-out.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (booking && !dialogLoaded) setDialogLoaded(true);
  const bookings = useQuery({
    ...myBookingsQuery(user?.email ?? ''),
    enabled: Boolean(user) && (role === 'buyer' || role === 'seller'),
  });
  const bookedIds = useMemo(
    () =>
      new Set(
        (bookings.data ?? [])
          .filter((b) => b.product_id !== null && LIVE_STATES.has(b.state))
          .map((b) => b.product_id!),
      ),
    [bookings.data],
  );

  // The open dialog adds a history entry: Back leaves it, which closes the dialog, not the page.
  // `dialogEntry` is that entry's key ('pending' until the navigation to it is done).
  const dialogEntry = useRef<string | null>(null);
  useEffect(() => {
    if (dialogEntry.current === 'pending') {
      if (dialogOf(location.state)) dialogEntry.current = location.key;
    } else if (dialogEntry.current !== null && location.key !== dialogEntry.current) {
      dialogEntry.current = null;
      setBooking(null);
    }
  }, [location.key, location.state]);

  const open = useCallback(
    (product: Product) => {
      setBooking(product);
      dialogEntry.current = 'pending';
      const { pathname, search, hash, state } = location;
      const next: DialogEntry = { ...(state as object | null), bookingDialog: product._id };
      void navigate({ pathname, search, hash }, { state: next, preventScrollReset: true });
    },
    [location, navigate],
  );

  const close = useCallback(() => {
    const pushed = dialogEntry.current !== null;
    dialogEntry.current = null;
    setBooking(null);
    // The dialog's own entry goes too, so that Back afterwards leaves the page as expected.
    if (pushed) void navigate(-1);
  }, [navigate]);

  const decide = useCallback(
    (product: Product) => {
      if (!user) {
        sendToSignIn();
      } else if (role === null) {
        notify.error('Your account could not be checked. Try again in a moment.');
      } else if (role === 'admin') {
        notify.error(ADMINS_DO_NOT_BOOK);
      } else if (product.sellerEmail.toLowerCase() === user.email.toLowerCase()) {
        notify.error(OWN_PHONE);
      } else {
        open(product);
      }
    },
    [user, role, sendToSignIn, open],
  );

  // A click that came while the session or the role was still being asked; settled once known.
  const onCheckout = useWhenSessionKnown(!isLoading && !isRoleLoading, decide);

  const bookingDialog =
    user && dialogLoaded ? (
      <Suspense fallback={null}>
        <BookingDialog
          product={booking}
          buyer={{ name: user.displayName, email: user.email }}
          onClose={close}
        />
      </Suspense>
    ) : null;

  return { onCheckout, bookingDialog, bookedIds };
}
