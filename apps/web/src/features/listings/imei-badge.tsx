import { ShieldCheck } from 'lucide-react';
import type { Product } from '@resale-zone/contract/listings';

type ImeiFields = Pick<Product, 'imeiChecked' | 'imeiDevice' | 'imeiLast4'>;

/** What was checked, for the strong state: says which device the TAC names, nothing more. */
export const imeiCheckedMeaning = (device: string) =>
  `The seller gave this phone’s IMEI. Its number is valid, our device list names its first 8 digits as ${device}, it is not on another listing and it is not reported stolen. We have not seen the phone itself.`;

/** The weak state: the number is well formed, but no list names its device. */
export const IMEI_FORMAT_ONLY = 'IMEI format valid, device not on our list';
export const IMEI_FORMAT_ONLY_MEANING =
  'The seller gave this phone’s IMEI. Its number is valid, it is not on another listing and it is not reported stolen, but our device list does not know its first 8 digits, so we cannot say which phone it belongs to. Check it at the handover (*#06#).';

/** "IMEI checked" on cards (the device in its tooltip): only when the TAC named the device. */
export function ImeiCheckedBadge({
  product,
  className = '',
}: {
  product: Pick<Product, 'imeiChecked' | 'imeiDevice'>;
  className?: string;
}) {
  if (!product.imeiChecked || !product.imeiDevice) return null;
  return (
    <span
      title={imeiCheckedMeaning(product.imeiDevice)}
      className={`badge gap-1 border-0 bg-base-100/95 font-medium text-base-content shadow-sm ${className}`}
    >
      <ShieldCheck aria-hidden className="size-4 text-success" />
      IMEI checked
    </span>
  );
}

/**
 * The listing page's IMEI fact, saying only what was checked: "IMEI checked: Apple iPhone 13"
 * with the badge when the TAC named the device, "IMEI format valid, device not on our list"
 * without one otherwise; and "IMEI ending 7518" (never more digits).
 */
export function ImeiFact({ product }: { product: ImeiFields }) {
  if (product.imeiLast4 === null) return null;
  const checked = product.imeiChecked && product.imeiDevice !== null;
  return (
    <div className="col-span-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">IMEI</dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium">
        {checked ? (
          <span className="badge gap-1 border border-base-300 bg-base-100/95 font-medium text-base-content shadow-sm">
            <ShieldCheck aria-hidden className="size-4 text-success" />
            IMEI checked: {product.imeiDevice}
          </span>
        ) : (
          <span>{IMEI_FORMAT_ONLY}</span>
        )}
        <span>IMEI ending {product.imeiLast4}</span>
      </dd>
      <dd className="mt-1 text-xs text-ink-muted">
        {checked ? imeiCheckedMeaning(product.imeiDevice!) : IMEI_FORMAT_ONLY_MEANING}
      </dd>
    </div>
  );
}
