import { Link } from 'react-router';
import type { Offer } from '@resale-zone/contract/offers';
import type { Column } from '../../components/ui/data-table.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatDollars, formatWhen } from '../../lib/format.ts';

/** The columns both sides' offer lists share: the phone, the prices and where the offer stands. */
export function offerColumns(side: 'buyer' | 'seller'): (Column<Offer> | null)[] {
  const columns: (Column<Offer> | null)[] = [
    {
      header: 'Phone',
      rowHeader: true,
      className: 'min-w-40',
      cell: (o) => (
        <span className="flex items-center gap-3">
          <Thumbnail url={o.photo} alt="" />
          <Link to={`/products/${o.product_id}`} className="link link-hover font-medium">
            {o.productName}
          </Link>
        </span>
      ),
    },
    side === 'seller' ? { header: 'Buyer', className: 'text-sm', cell: (o) => o.buyerName } : null,
    {
      header: 'Asking',
      className: 'tabular-nums',
      cell: (o) => formatDollars(o.askingPrice),
    },
    { header: 'Offer', className: 'tabular-nums font-medium', cell: (o) => formatDollars(o.price) },
    {
      header: 'Counter',
      className: 'tabular-nums',
      cell: (o) => (o.counterPrice === null ? '—' : formatDollars(o.counterPrice)),
    },
    {
      header: 'State',
      className: 'text-sm',
      cell: (o) => {
        if (!o.expiresAt) return o.status;
        const { date, time } = formatWhen(o.expiresAt);
        return (
          <span className="grid">
            <span>{o.status} </span>
            <span className="text-xs text-ink-muted">
              Until {date} {time}
            </span>
          </span>
        );
      },
    },
  ];
  return columns;
}
