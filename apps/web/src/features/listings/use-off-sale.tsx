import { useState } from 'react';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notify } from '../../lib/toast.ts';
import { useOffSaleMove, type OffSaleMove } from './listings.api.ts';

/** The toast after each move. */
const MOVED: Record<OffSaleMove, string> = {
  pause: 'paused. It is off the lists until you resume it.',
  resume: 'back on the lists.',
  'sold-elsewhere': 'marked sold elsewhere.',
};

/**
 * My Products' Pause, Resume and Sold elsewhere (decision 058): the move on its way per row, and
 * the question asked before "sold elsewhere", which is for good.
 */
export function useOffSale() {
  const offSale = useOffSaleMove();
  const [asking, setAsking] = useState<OwnProduct | null>(null);

  function move(product: OwnProduct, to: OffSaleMove) {
    offSale.mutate(
      { product, move: to },
      {
        onSuccess: () => notify.success(`${product.productName}: ${MOVED[to]}`),
        onError: (err) => notify.error(err.message),
        onSettled: () => setAsking(null),
      },
    );
  }

  return {
    movingOf: (product: OwnProduct): OffSaleMove | null =>
      offSale.isPending && offSale.variables?.product._id === product._id
        ? offSale.variables.move
        : null,
    onMove: (product: OwnProduct, to: OffSaleMove) =>
      to === 'sold-elsewhere' ? setAsking(product) : move(product, to),
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        title={`Sold ${asking?.productName ?? ''} elsewhere?`}
        confirmLabel="Sold elsewhere"
        tone="btn-primary"
        isPending={offSale.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && move(asking, 'sold-elsewhere')}
      >
        It leaves every list for good. Open bookings and offers on it end, and their buyers are
        told. It is not counted as a sale here.
      </ConfirmDialog>
    ),
  };
}
