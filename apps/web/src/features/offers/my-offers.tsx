import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Check, CreditCard, X } from 'lucide-react';
import { RowAction } from '../../components/ui/row-action.tsx';
import { OfferList } from './offer-list.tsx';
import { myOffersQuery } from './offers.api.ts';

/** The buyer's offers: accept or decline a counter, withdraw an open offer, pay an accepted one. */
export function MyOffers() {
  const query = useQuery(myOffersQuery());
  return (
    <OfferList
      side="buyer"
      heading="My offers"
      intro="Offers you made below the asking price. An accepted offer is booked for you at the agreed price: pay for it to reserve the phone."
      empty="Make an offer on a phone’s page; it shows here with the seller’s answer."
      query={query}
      actions={(o, ask, pending) => {
        const busy = pending === o._id;
        if (o.state === 'accepted' && o.bookingId)
          return (
            <Link to={`/deshboard/payment/${o.bookingId}`} className="btn btn-primary btn-sm">
              <CreditCard aria-hidden className="size-4" />
              Pay
              <span className="sr-only"> for {o.productName}</span>
            </Link>
          );
        if (o.state === 'countered')
          return (
            <>
              <RowAction
                tone="btn-primary"
                icon={Check}
                pending={busy}
                rowName={o.productName}
                onClick={() => ask({ offer: o, move: 'accept' })}
              >
                Accept
              </RowAction>
              <RowAction
                tone="btn-outline"
                icon={X}
                disabled={busy}
                rowName={o.productName}
                onClick={() => ask({ offer: o, move: 'decline' })}
              >
                Decline
              </RowAction>
            </>
          );
        if (o.state === 'open')
          return (
            <RowAction
              tone="btn-outline btn-error"
              icon={X}
              pending={busy}
              rowName={o.productName}
              onClick={() => ask({ offer: o, move: 'withdraw' })}
            >
              Withdraw
            </RowAction>
          );
        return '—';
      }}
    />
  );
}
