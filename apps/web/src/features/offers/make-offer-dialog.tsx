import { formatDollars } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { offerPrice, type OfferTerms } from '@resale-zone/contract/offers';
import { useMakeOffer } from './offers.api.ts';
import { PriceDialog } from './price-dialog.tsx';

interface MakeOfferDialogProps {
  open: boolean;
  listingId: string;
  productName: string;
  terms: OfferTerms;
  onClose: () => void;
}

/** "Make an offer": a price below the asking price, at least half of it (the contract's rule). */
export function MakeOfferDialog({
  open,
  listingId,
  productName,
  terms,
  onClose,
}: MakeOfferDialogProps) {
  const make = useMakeOffer();
  const asking = formatDollars(terms.askingPrice);
  return (
    <PriceDialog
      open={open}
      title={`Make an offer on ${productName}`}
      intro={`The seller can accept, decline or counter within 48 hours. An accepted offer is booked for you at that price.`}
      label="Your offer (dollars)"
      hint={`At least ${formatDollars(terms.minimum)}, below the asking price of ${asking}.`}
      schema={offerPrice(terms.askingPrice)}
      submitLabel="Send offer"
      isPending={make.isPending}
      onClose={onClose}
      onSubmit={async (price) => {
        const offer = await make.mutateAsync({ product_id: listingId, price });
        if (offer.state === 'declined')
          notify.error(`The seller declined your offer of ${formatDollars(offer.price)}.`);
        else notify.success(`Offer of ${formatDollars(offer.price)} sent`);
      }}
    />
  );
}
