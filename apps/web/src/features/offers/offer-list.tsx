import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import type { Offer } from '@resale-zone/contract/offers';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState, PageHeading } from '../../components/ui/page-text.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { notify } from '../../lib/toast.ts';
import { OfferActions, offerButtons } from './offer-actions.tsx';
import { offerColumns } from './offer-columns.tsx';
import { confirmation, DONE, type AskedMove } from './offer-moves.ts';
import { offersQuery, useOfferMove } from './offers.api.ts';

interface OfferListProps {
  side: 'buyer' | 'seller';
  heading: string;
  intro: string;
  empty: ReactNode;
  /** Anything else a row offers (a link onward). */
  extra?: (offer: Offer) => ReactNode;
  /** The Counter button was pressed. */
  onCounter?: (offer: Offer) => void;
}

/**
 * A side's offers as a table (the buyer's own, or those on the seller's phones), with each row's
 * moves behind a confirmation.
 */
export function OfferList({ side, heading, intro, empty, extra, onCounter }: OfferListProps) {
  const query = useQuery(offersQuery(side));
  const headingId = useId();
  const move = useOfferMove();
  const [asked, setAsked] = useState<AskedMove | null>(null);
  const [shown, setShown] = useState<AskedMove | null>(null);
  if (asked && asked !== shown) setShown(asked);
  const words = shown ? confirmation(shown, side) : null;
  const pending = move.isPending ? (move.variables?.id ?? null) : null;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <PageHeading size="item" id={headingId}>
          {heading}
        </PageHeading>
        <p className="text-sm text-ink-muted">{intro}</p>
      </div>
      <QueryTable
        query={query}
        noun="Offers"
        labelledBy={headingId}
        rowKey={(o) => o._id}
        empty={
          <EmptyState
            title="No offers yet."
            icon={<HandCoins aria-hidden className="size-8 text-primary" />}
          >
            {empty}
          </EmptyState>
        }
        columns={[
          ...offerColumns(side),
          {
            header: 'Actions',
            cell: (o) => {
              const row = offerButtons(o, side);
              const more = extra?.(o);
              if (row.length === 0 && !more) return '—';
              return (
                <div className="flex flex-wrap gap-2">
                  {more}
                  <OfferActions
                    offer={o}
                    buttons={row}
                    ask={setAsked}
                    busy={pending === o._id}
                    onCounter={onCounter}
                  />
                </div>
              );
            },
          },
        ]}
      />
      <ConfirmDialog
        open={asked !== null}
        title={words?.title ?? ''}
        confirmLabel={words?.label ?? ''}
        tone={shown?.move === 'accept' ? 'btn-primary' : 'btn-error'}
        isPending={move.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          move.mutate(
            { id: asked.offer._id, move: asked.move },
            {
              onSuccess: () => notify.success(DONE[asked.move]),
              onError: (err) => notify.error(err.message),
              onSettled: () => setAsked(null),
            },
          );
        }}
      >
        {words?.text}
      </ConfirmDialog>
    </div>
  );
}
