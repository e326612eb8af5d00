import { Flag } from 'lucide-react';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';
import { AvailabilityBadge } from '../listings/index.ts';
import { tallyReasons } from './report-reasons.ts';

/** What the admin is about to delete: the listing, its seller, and what it was reported for. */
export function DeleteWords({ product }: { product: ReportedProduct }) {
  const reasons = tallyReasons(product.reasons)
    .map(({ label, count }) => (count > 1 ? `${label} ×${count}` : label))
    .join(', ');
  return (
    <>
      <strong className="break-words">{product.productName}</strong> by {product.sellerName} was
      reported {product.reportCount === 1 ? 'once' : `${product.reportCount} times`}: {reasons}.
      Deleting removes the listing at once and cannot be undone.
    </>
  );
}

/** How often a listing was reported, and for what. */
export function ReportsCell({ product }: { product: ReportedProduct }) {
  return (
    <>
      <span className="flex items-center gap-1 font-semibold">
        <Flag aria-hidden className="size-4 text-error" />
        {product.reportCount} {product.reportCount === 1 ? 'report' : 'reports'}
      </span>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Reasons for ${product.productName}`}>
        {tallyReasons(product.reasons).map(({ label, count }) => (
          <li key={label} className="badge badge-sm badge-ghost whitespace-nowrap">
            {label}
            {count > 1 ? ` ×${count}` : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The listing: its name, price and seller, and Reserved or Sold when it is not on sale. */
export function ReportedNameCell({ product }: { product: ReportedProduct }) {
  return (
    <>
      <span className="block font-semibold">{product.productName}</span>
      <span className="block text-sm text-ink-muted">
        {formatDollars(product.resalePrice)} · by {product.sellerName}
      </span>
      {product.availability === 'available' ? null : (
        <AvailabilityBadge availability={product.availability} size="sm" />
      )}
    </>
  );
}
