import { BatteryMedium, CircleCheck } from 'lucide-react';
// From catalog, not listings: cards are on the home page, which must not load zod.
import { DECLARATIONS } from '@resale-zone/contract/catalog';
import type { Product } from '@resale-zone/contract/listings';

type Details = Pick<
  Product,
  'batteryHealth' | 'activationLockOff' | 'fullyPaid' | 'noCrackedGlass'
>;

/** The seller's declarations on this phone, in the contract's order. */
export const declaredOf = (product: Details) => DECLARATIONS.filter((d) => product[d.field]);

/** One badge per declaration the seller made (cards and the listing page); nothing without any. */
export function DeclarationBadges({
  product,
  className = '',
}: {
  product: Details;
  className?: string;
}) {
  const declared = declaredOf(product);
  if (declared.length === 0) return null;
  return (
    <ul aria-label="The seller declares" className={`flex flex-wrap gap-1 ${className}`}>
      {declared.map((d) => (
        <li key={d.field} title={d.definition} className="badge badge-outline gap-1 text-xs">
          <CircleCheck aria-hidden className="size-3 text-success" />
          {d.badge}
        </li>
      ))}
    </ul>
  );
}

/** The listing page's condition details: battery health and each declaration with its meaning. */
export function ConditionDetailsFacts({ product }: { product: Details }) {
  const declared = declaredOf(product);
  if (product.batteryHealth === null && declared.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-2 text-sm">
      {product.batteryHealth === null ? null : (
        <div>
          <dt className="flex items-center gap-1 font-semibold">
            <BatteryMedium aria-hidden className="size-4 text-ink-muted" />
            Battery health {product.batteryHealth}%
          </dt>
          <dd className="text-ink-muted">
            The battery&apos;s capacity against a new one, as the phone reports it.
          </dd>
        </div>
      )}
      {declared.map((d) => (
        <div key={d.field}>
          <dt className="flex items-center gap-1 font-semibold">
            <CircleCheck aria-hidden className="size-4 text-success" />
            {d.badge}
          </dt>
          <dd className="text-ink-muted">{d.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
