import { ShieldCheck } from 'lucide-react';
import type { Product } from '@resale-zone/contract/listings';

/** What the badge means, for its tooltip and the listing page. */
export const IMEI_CHECKED_MEANING =
  'The seller gave this phone’s IMEI. It passed our checks: a valid number, a device of this brand, not on another listing and not reported stolen.';

/** "IMEI checked", on cards and the listing page, when the listing's IMEI passed every check. */
export function ImeiCheckedBadge({
  product,
  className = '',
}: {
  product: Pick<Product, 'imeiChecked'>;
  className?: string;
}) {
  if (!product.imeiChecked) return null;
  return (
    <span
      title={IMEI_CHECKED_MEANING}
      className={`badge gap-1 border-0 bg-base-100/95 font-medium text-base-content shadow-sm ${className}`}
    >
      <ShieldCheck aria-hidden className="size-4 text-success" />
      IMEI checked
    </span>
  );
}

/** The listing page's IMEI fact: the badge and "IMEI ending 7518" (never more digits). */
export function ImeiFact({ product }: { product: Pick<Product, 'imeiChecked' | 'imeiLast4'> }) {
  if (!product.imeiChecked || product.imeiLast4 === null) return null;
  return (
    <div className="col-span-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">IMEI</dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium">
        <ImeiCheckedBadge product={product} className="border border-base-300" />
        <span>IMEI ending {product.imeiLast4}</span>
      </dd>
      <dd className="mt-1 text-xs text-ink-muted">{IMEI_CHECKED_MEANING}</dd>
    </div>
  );
}
