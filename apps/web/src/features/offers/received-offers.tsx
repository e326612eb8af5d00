import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@resale-zone/contract/offers';
import { CounterOfferDialog } from './counter-offer-dialog.tsx';
import { OfferList } from './offer-list.tsx';
import { receivedOffersQuery } from './offers.api.ts';

/** Offers on the seller's phones: accept, decline or counter each open one. */
export function ReceivedOffers() {
  const query = useQuery(receivedOffersQuery());
  const [countering, setCountering] = useState<Offer | null>(null);
  return (
    <>
      <OfferList
        side="seller"
        heading="Offers"
        intro="Offers buyers made on your phones. Answer within 48 hours: an accepted offer is booked for the buyer at that price."
        empty="Offers on your phones show here."
        query={query}
        buttons={(o) =>
          o.state === 'open'
            ? [{ move: 'accept' }, { move: 'counter' }, { move: 'decline' }]
            : o.state === 'countered'
              ? [{ move: 'decline' }]
              : []
        }
        onCounter={setCountering}
      />
      <CounterOfferDialog offer={countering} onClose={() => setCountering(null)} />
    </>
  );
}
