import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Check, X } from 'lucide-react';
import type { Offer } from '@resale-zone/contract/offers';
import { RowAction } from '../../components/ui/row-action.tsx';
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
        actions={(o, ask, pending) => {
          const busy = pending === o._id;
          if (o.state === 'open')
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
                  tone="btn-outline btn-primary"
                  icon={ArrowLeftRight}
                  disabled={busy}
                  rowName={o.productName}
                  onClick={() => setCountering(o)}
                >
                  Counter
                </RowAction>
                <RowAction
                  tone="btn-outline btn-error"
                  icon={X}
                  disabled={busy}
                  rowName={o.productName}
                  onClick={() => ask({ offer: o, move: 'decline' })}
                >
                  Decline
                </RowAction>
              </>
            );
          if (o.state === 'countered')
            return (
              <RowAction
                tone="btn-outline btn-error"
                icon={X}
                pending={busy}
                rowName={o.productName}
                onClick={() => ask({ offer: o, move: 'decline' })}
              >
                Decline
              </RowAction>
            );
          return '—';
        }}
      />
      <CounterOfferDialog offer={countering} onClose={() => setCountering(null)} />
    </>
  );
}
