import { ArrowLeftRight, Check, X } from 'lucide-react';
import type { Offer } from '@resale-zone/contract/offers';
import { RowAction } from '../../components/ui/row-action.tsx';
import type { AskedMove } from './offer-moves.ts';
import type { OfferMove } from './offers.api.ts';

/** A button of an offer's row: a move (confirmed first) or a counter-offer; `tone` overrides. */
export interface OfferButton {
  move: OfferMove | 'counter';
  tone?: string;
}

/**
 * A row's buttons by the offer's state and the side looking: the seller answers an open offer
 * (or declines it once countered), the buyer answers a counter-offer or withdraws an open offer.
 */
export function offerButtons(offer: Offer, side: 'buyer' | 'seller'): readonly OfferButton[] {
  if (side === 'seller') {
    if (offer.state === 'open')
      return [{ move: 'accept' }, { move: 'counter' }, { move: 'decline' }];
    return offer.state === 'countered' ? [{ move: 'decline' }] : [];
  }
  if (offer.state === 'countered')
    return [{ move: 'accept' }, { move: 'decline', tone: 'btn-outline' }];
  return offer.state === 'open' ? [{ move: 'withdraw' }] : [];
}

const LOOKS = {
  accept: { label: 'Accept', tone: 'btn-primary', icon: Check },
  decline: { label: 'Decline', tone: 'btn-outline btn-error', icon: X },
  withdraw: { label: 'Withdraw', tone: 'btn-outline btn-error', icon: X },
  counter: { label: 'Counter', tone: 'btn-outline btn-primary', icon: ArrowLeftRight },
} as const;

/** A row's buttons: the first shows the spinner while a move of the row runs, the others wait. */
export function OfferActions({
  offer,
  buttons,
  ask,
  busy,
  onCounter,
}: {
  offer: Offer;
  buttons: readonly OfferButton[];
  ask: (asked: AskedMove) => void;
  busy: boolean;
  onCounter?: (offer: Offer) => void;
}) {
  return buttons.map(({ move, tone }, i) => {
    const look = LOOKS[move];
    return (
      <RowAction
        key={move}
        tone={tone ?? look.tone}
        icon={look.icon}
        pending={i === 0 && busy}
        disabled={i > 0 && busy}
        rowName={offer.productName}
        onClick={() => (move === 'counter' ? onCounter?.(offer) : ask({ offer, move }))}
      >
        {look.label}
      </RowAction>
    );
  });
}
