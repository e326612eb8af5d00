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

  // The open dialog is a history entry: it shows exactly while that entry is the current one, so
  // Back (however quickly it follows the opening) closes the dialog, not the page. Deriving it from
  // the location, rather than following the location in an effect, leaves no window in which the
  // entry is gone but the dialog stays: a Back that lands before the pushed entry is even rendered
  // simply never shows the dialog.
  const showing = booking !== null && dialogOf(location.state) === booking._id ? booking : null;

  // An entry of a dialog that is not open here is stale: the page was reloaded on it (the browser
  // keeps the entry, not the dialog), or Forward came back to it after its dialog was closed. The
  // page steps back over it to its own entry, so that the next Back leaves the page instead of
  // seeming to do nothing. Once per visit of the entry: `leaving` is the entry already being left
  // (by Cancel, or by this step; development's StrictMode runs a mount's effects twice).
  const entryDialog = dialogOf(location.state);
  const stale = entryDialog !== undefined && entryDialog !== booking?._id;
  const leaving = useRef<string | null>(null);
  useEffect(() => {
    if (!stale) {
      if (leaving.current !== location.key) leaving.current = null;
      return;
    }
    if (leaving.current === location.key) return;
    leaving.current = location.key;
    void navigate(-1);
  }, [stale, location.key, navigate]);

  const open = useCallback(
    (product: Product) => {
      setBooking(product);
      const { pathname, search, hash, state } = location;
      const next: DialogEntry = { ...(state as object | null), bookingDialog: product._id };
      void navigate({ pathname, search, hash }, { state: next, preventScrollReset: true });
    },
    [location, navigate],
  );

  const close = useCallback(() => {
    // The dialog's own entry goes, so that Back afterwards leaves the page as expected.
    if (dialogOf(location.state) !== undefined) {
      leaving.current = location.key;
      void navigate(-1);
    }
    setBooking(null);
  }, [location.state, location.key, navigate]);

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
          product={showing}
          buyer={{ name: user.displayName, email: user.email }}
          onClose={close}
        />
      </Suspense>
    ) : null;

  return { onCheckout, bookingDialog, bookedIds };
}
