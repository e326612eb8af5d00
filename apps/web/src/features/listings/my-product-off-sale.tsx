import { CircleCheck, Pause, Play } from 'lucide-react';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { RowAction } from '../../components/ui/row-action.tsx';
import type { OffSaleMove } from './listings.api.ts';

interface OffSaleCellProps {
  product: OwnProduct;
  /** The move on its way for this row, if any. */
  pending: OffSaleMove | null;
  onMove: (product: OwnProduct, move: OffSaleMove) => void;
}

/**
 * My Products' "On the lists" cell (decision 058): what the public sees of the phone, and the
 * seller's Pause, Resume and Sold elsewhere. Sold and reserved phones have none of them.
 */
export function OffSaleCell({ product, pending, onMove }: OffSaleCellProps) {
  const name = product.productName;
  if (product.paid) return <span className="text-sm text-ink-muted">Off the lists</span>;
  if (product.offSale === 'sold-elsewhere') {
    return <span className="text-sm text-ink-muted">Sold elsewhere</span>;
  }
  const elsewhere = (
    <RowAction
      tone="btn-ghost"
      icon={CircleCheck}
      pending={pending === 'sold-elsewhere'}
      disabled={pending !== null}
      onClick={() => onMove(product, 'sold-elsewhere')}
      rowName={name}
    >
      Sold elsewhere
    </RowAction>
  );
  if (product.offSale === 'paused') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="badge badge-warning badge-sm whitespace-nowrap">Paused</span>
        <RowAction
          tone="btn-outline btn-primary"
          icon={Play}
          pending={pending === 'resume'}
          disabled={pending !== null}
          onClick={() => onMove(product, 'resume')}
          rowName={name}
        >
          Resume
        </RowAction>
        {elsewhere}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {product.sellerSuspended ? (
        <span className="badge badge-error badge-sm whitespace-nowrap">
          Hidden: account suspended
        </span>
      ) : null}
      <RowAction
        tone="btn-outline"
        icon={Pause}
        pending={pending === 'pause'}
        disabled={pending !== null}
        onClick={() => onMove(product, 'pause')}
        rowName={name}
      >
        Pause
      </RowAction>
      {elsewhere}
    </div>
  );
}
