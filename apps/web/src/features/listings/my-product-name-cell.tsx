import type { ComponentType, ReactNode } from 'react';
import { HandCoins, Pencil, Tag } from 'lucide-react';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';

/**
 * My Products' Product Name cell: the name, price and IMEI, and the listing's own actions (only
 * while it is for sale: a paused or sold-elsewhere phone cannot be edited or repriced).
 */
export function NameCell({
  product,
  onEditPrice,
  onEdit,
  onOffers,
}: {
  product: OwnProduct;
  onEditPrice: (product: OwnProduct) => void;
  onEdit: (product: OwnProduct) => void;
  onOffers: (product: OwnProduct) => void;
}) {
  return (
    <>
      <span className="block font-semibold">{product.productName}</span>
      <span className="text-sm text-ink-muted">
        {formatDollars(product.resalePrice)} · {product.categories}
      </span>
      {product.imei ? (
        <span className="block text-sm tabular-nums text-ink-muted">IMEI {product.imei}</span>
      ) : null}
      {/* Editing, repricing and offers are refused while the phone is sold or off sale. */}
      {product.paid ? null : product.offSale === 'paused' ? (
        <span className="mt-1 block text-sm text-ink-muted">Resume it to edit</span>
      ) : product.offSale ? null : (
        <span className="mt-1 flex flex-wrap gap-1">
          <SmallAction
            icon={Pencil}
            label={`Edit ${product.productName}`}
            onClick={() => onEdit(product)}
          >
            Edit
          </SmallAction>
          <SmallAction
            icon={Tag}
            label={`Edit price of ${product.productName}`}
            onClick={() => onEditPrice(product)}
          >
            Edit price
          </SmallAction>
          <SmallAction
            icon={HandCoins}
            label={`Offers on ${product.productName}`}
            onClick={() => onOffers(product)}
          >
            Offers
          </SmallAction>
        </span>
      )}
    </>
  );
}

/** A small outlined button under the name, named for its listing. */
function SmallAction({
  icon: Icon,
  label,
  onClick,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn-outline btn-xs" onClick={onClick} aria-label={label}>
      <Icon aria-hidden className="size-3" />
      {children}
    </button>
  );
}
