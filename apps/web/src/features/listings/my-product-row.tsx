import { Megaphone, Trash2 } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/images';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';

interface ProductRowProps {
  number: number;
  product: OwnProduct;
  isAdvertising: boolean;
  onAdvertise: () => void;
  onDelete: () => void;
}

/** Narrow screens: the row as a card (photo and name on top, actions underneath). */
const cardRow =
  'max-sm:grid max-sm:grid-cols-[4rem_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-4 max-sm:not-last:border-b max-sm:border-base-300';
const cardCell = 'max-sm:block max-sm:border-0 max-sm:p-0';

export function ProductRow({
  number,
  product,
  isAdvertising,
  onAdvertise,
  onDelete,
}: ProductRowProps) {
  const { cardSrc } = imageSources(product.productPhoto);
  const isSold = product.paid;
  const isAdvertised = product.publish === 'advertise';
  return (
    <tr className={cardRow}>
      <td
        className={`tabular-nums ${cardCell} max-sm:col-start-3 max-sm:row-start-1 max-sm:self-start max-sm:text-sm max-sm:text-ink-muted max-sm:before:content-['#']`}
      >
        {number}
      </td>
      <td className={`${cardCell} max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1`}>
        <img
          src={cardSrc}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-16 rounded-field bg-base-200 object-cover"
        />
      </td>
      <th
        scope="row"
        className={`font-normal sm:min-w-40 ${cardCell} max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0`}
      >
        <span className="block font-semibold">{product.productName}</span>
        <span className="text-sm text-ink-muted">
          {formatDollars(product.resalePrice)} · {product.categories}
        </span>
        {product.imei ? (
          <span className="block text-sm tabular-nums text-ink-muted">IMEI {product.imei}</span>
        ) : null}
      </th>
      <td className={`${cardCell} max-sm:col-start-2 max-sm:row-start-2`}>
        {isSold ? (
          <span className="badge badge-neutral">Sold</span>
        ) : (
          <span className="badge badge-success">Sales</span>
        )}
      </td>
      <td className={`${cardCell} max-sm:col-span-2 max-sm:col-start-1 max-sm:row-start-3`}>
        {isSold ? (
          <span className="text-sm text-ink-muted">Sold phones cannot be advertised</span>
        ) : isAdvertised ? (
          <span className="badge badge-outline badge-primary gap-1 whitespace-nowrap">
            <Megaphone aria-hidden className="size-3" />
            Advertised
          </span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={onAdvertise}
            disabled={isAdvertising}
          >
            {isAdvertising ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Megaphone aria-hidden className="size-4" />
            )}
            Advertise
          </button>
        )}
      </td>
      <td className={`${cardCell} max-sm:col-start-3 max-sm:row-start-3 max-sm:justify-self-end`}>
        {isSold ? (
          <span className="text-sm text-ink-muted">Kept on record</span>
        ) : (
          <button type="button" className="btn btn-outline btn-error btn-sm" onClick={onDelete}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </button>
        )}
      </td>
    </tr>
  );
}
