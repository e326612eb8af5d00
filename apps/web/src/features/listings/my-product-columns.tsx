import { Megaphone, Trash2 } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/images';
import type { OwnProduct } from '@resale-zone/contract/listings';
import type { Column } from '../../components/ui/data-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { formatCount } from '../../lib/format.ts';
import { AVAILABILITY_WORDS, AvailabilityBadge } from './availability-badge.tsx';
import { NameCell } from './my-product-name-cell.tsx';
import { OffSaleCell } from './my-product-off-sale.tsx';
import type { OffSaleMove } from './listings.api.ts';

type Stats = { views: number; saves: number; bookings: number };

interface ProductColumnsProps {
  /** A listing's all-time views, saves and bookings; null while they load (or if they could not). */
  statsOf: (product: OwnProduct) => Stats | null;
  /** Whether this listing's Advertise is on its way. */
  isAdvertising: (product: OwnProduct) => boolean;
  onAdvertise: (product: OwnProduct) => void;
  onDelete: (product: OwnProduct) => void;
  onEditPrice: (product: OwnProduct) => void;
  onEdit: (product: OwnProduct) => void;
  onOffers: (product: OwnProduct) => void;
  /** The pause, resume or sold-elsewhere on its way for this listing, if any. */
  movingOf: (product: OwnProduct) => OffSaleMove | null;
  onMove: (product: OwnProduct, move: OffSaleMove) => void;
}

const STAT_LABEL = {
  views: ['view', 'views'],
  saves: ['save', 'saves'],
  bookings: ['booking', 'bookings'],
} as const;

const statColumn = (
  key: keyof Stats,
  header: string,
  statsOf: ProductColumnsProps['statsOf'],
): Column<OwnProduct> => ({
  header,
  className: 'tabular-nums whitespace-nowrap',
  cell: (product) => {
    const stats = statsOf(product);
    return (
      <span data-stat={key}>
        {stats ? formatCount(stats[key]) : '…'}
        <span className="sr-only"> {STAT_LABEL[key][stats?.[key] === 1 ? 0 : 1]}</span>
      </span>
    );
  },
});

/** My Products' columns: the spec's No, Photo, Product Name, Available, Advertise, Delete, and the counts. */
export function productColumns({
  statsOf,
  isAdvertising,
  onAdvertise,
  onDelete,
  onEditPrice,
  onEdit,
  onOffers,
  movingOf,
  onMove,
}: ProductColumnsProps): Column<OwnProduct>[] {
  return [
    { header: 'No', className: 'tabular-nums', cell: (_, index) => index + 1 },
    {
      header: 'Photo',
      cell: (product) => (
        <img
          src={imageSources(product.productPhoto).cardSrc}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-16 rounded-field bg-base-200 object-cover"
        />
      ),
    },
    {
      header: 'Product Name',
      rowHeader: true,
      className: 'min-w-40',
      cell: (product) => (
        <NameCell product={product} onEditPrice={onEditPrice} onEdit={onEdit} onOffers={onOffers} />
      ),
    },
    {
      header: 'Available',
      // The spec's word for a phone on sale is "Sales"; a held one reads Reserved until handed over.
      cell: (product) => (
        <AvailabilityBadge availability={product.availability} availableText="Sales" />
      ),
    },
    {
      header: 'On the lists',
      cell: (product) => (
        <OffSaleCell product={product} pending={movingOf(product)} onMove={onMove} />
      ),
    },
    statColumn('views', 'Views', statsOf),
    statColumn('saves', 'Saves', statsOf),
    statColumn('bookings', 'Bookings', statsOf),
    {
      header: 'Advertise',
      cell: (product) =>
        product.offSale ? (
          <span className="text-sm text-ink-muted">Not while off the lists</span>
        ) : product.paid ? (
          <span className="text-sm text-ink-muted">
            {AVAILABILITY_WORDS[product.availability]} phones cannot be advertised
          </span>
        ) : product.publish === 'advertise' ? (
          <span className="badge badge-outline badge-primary gap-1 whitespace-nowrap">
            <Megaphone aria-hidden className="size-3" />
            Advertised
          </span>
        ) : (
          <RowAction
            tone="btn-primary"
            icon={Megaphone}
            pending={isAdvertising(product)}
            onClick={() => onAdvertise(product)}
          >
            Advertise
          </RowAction>
        ),
    },
    {
      header: 'Delete',
      cell: (product) =>
        product.paid ? (
          <span className="text-sm text-ink-muted">Kept on record</span>
        ) : (
          <RowAction tone="btn-outline btn-error" icon={Trash2} onClick={() => onDelete(product)}>
            Delete
          </RowAction>
        ),
    },
  ];
}
