import { MAX_PRICE_DOLLARS } from '@resale-zone/contract/money';
import type { useFilterDraft } from './use-filter-draft.ts';

interface PriceRangeFieldsProps {
  /** The form's id prefix. */
  id: string;
  price: ReturnType<typeof useFilterDraft>['price'];
}

/** Min and max price in dollars, side by side, with one message for both. */
export function PriceRangeFields({ id, price }: PriceRangeFieldsProps) {
  const errorId = `${id}-price-error`;
  const ends = [
    { name: 'minPrice', label: 'Min', value: price.minPrice, onChange: price.setMinPrice },
    { name: 'maxPrice', label: 'Max', value: price.maxPrice, onChange: price.setMaxPrice },
  ];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">Price (USD)</legend>
      {/* Side by side, but one above the other in the narrow column beside the results. */}
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        {ends.map(({ name, label, value, onChange }) => (
          <div key={name} className="input w-full">
            <label htmlFor={`${id}-${name}`} className="text-ink-muted">
              {label}
              <span className="sr-only"> price</span>
            </label>
            <span aria-hidden className="text-ink-muted">
              $
            </span>
            <input
              id={`${id}-${name}`}
              name={name}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_PRICE_DOLLARS}
              step="any"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              aria-invalid={price.error !== null}
              aria-describedby={price.error ? errorId : undefined}
            />
          </div>
        ))}
      </div>
      {price.error ? (
        <p id={errorId} role="alert" className="text-sm text-error">
          {price.error}
        </p>
      ) : null}
    </fieldset>
  );
}
