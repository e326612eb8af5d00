import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import { OfferList } from './offer-list.tsx';

/** The buyer's offers: accept or decline a counter, withdraw an open offer, pay an accepted one. */
export function MyOffers() {
  return (
    <OfferList
      side="buyer"
      heading="My offers"
      intro="Offers you made below the asking price. An accepted offer is booked for you at the agreed price: pay for it to reserve the phone."
      empty="Make an offer on a phone’s page; it shows here with the seller’s answer."
      extra={(o) =>
        o.state === 'accepted' && o.bookingId ? (
          <Link to={`/deshboard/payment/${o.bookingId}`} className="btn btn-primary btn-sm">
            <CreditCard aria-hidden className="size-4" />
            Pay
            <span className="sr-only"> for {o.productName}</span>
          </Link>
        ) : null
      }
    />
  );
}
