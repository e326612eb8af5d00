import { useState } from 'react';
import type { Offer } from '@resale-zone/contract/offers';
import { CounterOfferDialog } from './counter-offer-dialog.tsx';
import { OfferList } from './offer-list.tsx';

/** Offers on the seller's phones: accept, decline or counter each open one. */
export function ReceivedOffers() {
  const [countering, setCountering] = useState<Offer | null>(null);
  return (
    <>
      <OfferList
        side="seller"
        heading="Offers"
        intro="Offers buyers made on your phones. Answer within 48 hours: an accepted offer is booked for the buyer at that price."
        empty="Offers on your phones show here."
        onCounter={setCountering}
      />
      <CounterOfferDialog offer={countering} onClose={() => setCountering(null)} />
    </>
  );
}
