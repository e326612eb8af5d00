import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import type { ProductDetail } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';
import { useAuth, useOnReturn, useSendToSignIn, useWhenSessionKnown } from '../auth/index.ts';
import { offerTermsQuery } from './offer-terms-query.ts';

// Loaded on the first press (its schema library stays out of the listing page's first download).
const MakeOfferDialog = lazy(() =>
  import('./make-offer-dialog.tsx').then((m) => ({ default: m.MakeOfferDialog })),
);

/** What a press signed out asks for once the person is back signed in (`useOnReturn`). */
const MAKE_OFFER = 'make-offer';

/** Where a buyer follows their offers. */
export const MY_OFFERS = '/deshboard/my-offers';

/**
 * "Make an offer" on a listing's page, for a signed-in member who may offer on it (not its
 * seller, offers on, for sale); a member with an open offer sees it instead. Signed-out visitors
 * sign in first, and the offer's dialog opens when they are back.
 */
export function MakeOfferButton({ product }: { product: ProductDetail }) {
  const { user, role, isLoading } = useAuth();
  const sendToSignIn = useSendToSignIn();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const decide = useCallback(() => {
    if (!user) return sendToSignIn(MAKE_OFFER);
    setLoaded(true);
    setOpen(true);
  }, [user, sendToSignIn]);
  // A press before the session is known (just after the page loaded) is held until it is.
  const press = useWhenSessionKnown<void>(!isLoading, decide);
  const own = user?.email.toLowerCase() === product.sellerEmail.toLowerCase();
  // Not on one's own phone (signed in as its seller): the press is forgotten, nothing opens.
  useOnReturn(MAKE_OFFER, Boolean(user), () => {
    if (!own) decide();
  });
  const terms = useQuery({
    ...offerTermsQuery(product._id),
    enabled: Boolean(user) && !own && role !== 'admin',
  });
  if (own || role === 'admin' || product.availability !== 'available') return null;
  if (user && terms.data && !terms.data.accepting) return null;
  const mine = terms.data?.openOffer;
  if (mine)
    return (
      <Link to={MY_OFFERS} className="btn btn-outline btn-primary">
        <HandCoins aria-hidden className="size-4" />
        Your offer: {formatDollars(mine.counterPrice ?? mine.price)} – see my offers
      </Link>
    );
  return (
    <>
      <button type="button" className="btn btn-outline btn-primary" onClick={() => press()}>
        <HandCoins aria-hidden className="size-4" />
        Make an offer
      </button>
      {loaded && terms.data ? (
        <Suspense fallback={null}>
          <MakeOfferDialog
            open={open}
            listingId={product._id}
            productName={product.productName}
            terms={terms.data}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
