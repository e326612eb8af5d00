import type { Offer } from '@resale-zone/contract/offers';
import { offerPrice } from '@resale-zone/contract/offers';
import { formatDollars } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useCounterOffer } from './offers.api.ts';
import { PriceDialog } from './price-dialog.tsx';

/** The seller's counter: a price above the offer and below the asking price. */
export function CounterOfferDialog({
  offer,
  onClose,
}: {
  offer: Offer | null;
  onClose: () => void;
}) {
  const counter = useCounterOffer();
  const asking = offer?.askingPrice ?? 0;
  const above = offer?.price ?? 0;
  const schema = offerPrice(asking, 'counter').refine((n) => n > above, {
    message: `Counter with more than the offer of ${formatDollars(above)}`,
  });
  return (
    <PriceDialog
      open={offer !== null}
      title={`Counter ${offer?.buyerName ?? ''}’s offer`}
      intro="The buyer can accept or decline your price within 48 hours."
      label="Your price (dollars)"
      hint={`More than ${formatDollars(above)}, below the asking price of ${formatDollars(asking)}.`}
      schema={schema}
      submitLabel="Send counter-offer"
      isPending={counter.isPending}
      onClose={onClose}
      onSubmit={async (price) => {
        await counter.mutateAsync({ id: offer!._id, price });
        notify.success(`Counter-offer of ${formatDollars(price)} sent`);
      }}
    />
  );
}
